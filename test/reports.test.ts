// Reports never tell an admiral what their fleets could not have seen (EaW 1b, 5e, 33.0 #4).
import { parseCampaign } from '../src/sheets/tabs/load';
import { csvSources } from '../src/sheets/tabs/template';
import { processSeason, SeasonOutcome } from '../src/engine/games/eaw/season';
import { seededDice } from '../src/engine/core/dice';
import { Campaign, placeText } from '../src/engine/core/model';
import { sampleTexts } from './support/sample';
import { order } from './support/builders';

function seasons(): { spring: SeasonOutcome; summer: SeasonOutcome; start: Campaign } {
  const start = parseCampaign(csvSources(sampleTexts())).campaign;
  const spring = processSeason(start, seededDice('leak'), 'leak');
  const next: Campaign = {
    ...spring.campaign,
    orders: {
      KLI: [order(2, 'KLI-3', 'Jump', 'S18 > S17'), order(3, 'KLI-5', 'Jump', 'S20 > S27')],
      KZI: [order(2, 'KZI-6', 'Jump', 'S27 > S20')],
      LYR: [],
      HYD: [],
    },
  };
  return { start, spring, summer: processSeason(next, seededDice('leak2'), 'leak2') };
}

const { start, spring, summer } = seasons();
const idsOf = (c: Campaign, empire: string) => [
  ...c.fleets.filter((f) => f.empire === empire).map((f) => f.id),
  ...c.ships.filter((s) => s.empire === empire).map((s) => s.id),
];

/** Every mention of another empire's id, fleet or ship must be in a battle line about this admiral's own fleets. */
function leaks(out: SeasonOutcome, c: Campaign): string[] {
  const found: string[] = [];
  for (const e of c.empires) {
    const own = idsOf(c, e.id);
    for (const line of out.reports.get(e.id) ?? []) {
      for (const other of c.empires.filter((x) => x.id !== e.id)) {
        const theirs = [other.id, ...idsOf(c, other.id)];
        const mentioned = theirs.filter((id) => new RegExp(`\\b${id}\\b`).test(line.text));
        const ownBattle = line.section === 'Battles' && own.some((id) => line.text.includes(id));
        if (mentioned.length && !ownBattle) found.push(`${e.id} [${line.section}] ${line.text}`);
      }
    }
  }
  return found;
}

describe('reports on the sample campaign', () => {
  it('Spring: no report names another empire, its fleets or ships', () => {
    expect(leaks(spring, start)).toEqual([]);
  });

  it('Spring: a scout sees the fleet one lane away and its CBPV, but not whose it is (EaW 5e)', () => {
    const kli = spring.reports
      .get('KLI')!
      .filter((l) => l.section === 'Vision')
      .map((l) => l.text);
    expect(kli).toContain('S17: undeveloped, not fortified, 1 fleet (CBPV 235) (scout, EaW 5e).');
    expect(kli.join('\n')).not.toMatch(/LYR|Lyran/);
  });

  it('Spring: a discovery is reported only to the explorer', () => {
    for (const e of ['KZI', 'LYR', 'HYD']) {
      expect(
        spring.reports
          .get(e)!
          .map((l) => l.text)
          .join('\n'),
      ).not.toMatch(/S18 is a|Exploration of S18/);
    }
  });

  it('Summer: battles name the enemy only to the admirals who fight them, and nobody else learns of them', () => {
    expect(summer.battles.map((b) => placeText(b.place)).sort()).toEqual(['S17', 'S20-S27']);
    expect(leaks(summer, summer.campaign)).toEqual([]);
    const kli = summer.reports
      .get('KLI')!
      .filter((l) => l.section === 'Battles')
      .map((l) => l.text)
      .join('\n');
    expect(kli).toMatch(/your KLI-3 against LYR-4/);
    expect(kli).toMatch(/your KLI-5 against KZI-6/);
    expect(
      summer.reports
        .get('HYD')!
        .map((l) => l.text)
        .join('\n'),
    ).not.toMatch(/KLI|KZI|LYR|S17|S27/);
    expect(
      summer.reports
        .get('KZI')!
        .map((l) => l.text)
        .join('\n'),
    ).not.toMatch(/LYR-4|KLI-3/);
  });

  it('Summer: with battles pending, no vision yet (EaW 5e: after all battles)', () => {
    for (const [, lines] of summer.reports) expect(lines.filter((l) => l.section === 'Vision')).toEqual([]);
  });
});
