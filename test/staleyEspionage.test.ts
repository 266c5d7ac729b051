// Staley espionage (PP1, issue 34): after a turn each admiral's Intelligence rows and report tell exactly
// what PP1.1 says every race knows of every other — hull numbers and names (PP1.11), where new ships
// were built (PP1.12), large bases and shipyards (PP1.13), the bank (PP1.14), size class 2 builds
// begun (PP1.15) — less PP1.2-PP1.3's for the Orions, and nothing of its own or of any fleet.
import { parseCampaign } from '../src/sheets/tabs/load';
import { csvSources } from '../src/sheets/tabs/template';
import { seededDice } from '../src/engine/core/dice';
import { viewFor } from '../src/engine/core/view';
import type { Campaign } from '../src/engine/core/model';
import type { GameRow } from '../src/engine/core/game';
import { STALEY } from '../src/engine/games/staley';
import { staleyWorld } from '../src/engine/games/staley/turn';
import { isWarship } from '../src/engine/games/staley/supply';
import { largeBaseOf } from '../src/engine/games/staley/map';
import { INTELLIGENCE_TAB } from '../src/engine/games/staley/espionage';
import { STALEY_SAMPLE_DIR } from '../scripts/staley-sample';
import { sampleTexts } from './support/sample';

const texts = sampleTexts(STALEY_SAMPLE_DIR);

/** The sample's turn 1: KLI begins a DN (size class 2) at its capital and places a DD there in phase 1; ROM plays the Orions when `orion`. */
function played(orion: boolean): Campaign {
  const c = parseCampaign(csvSources(texts)).campaign;
  const home = c.empires.find((e) => e.id === 'KLI')!.capital!;
  const ca = c.classes.find((x) => x.race === 'Klingon' && x.name === 'CA')!;
  c.classes.push({ ...ca, name: 'DN', hull: 'DN', sizeClass: 2, ebpv: 160, cbpv: 160 });
  c.tables!.Construction.push({ Empire: 'KLI', Hex: home, Class: 'DD', 'Phases left': 1, Paid: 0, Begun: 'Y167 Setup' });
  c.orders = { KLI: [{ row: 2, fleet: '', kind: 'Build', target: home, ships: [], buildClass: 'DN', extras: '' }] };
  if (orion) c.empires.find((e) => e.id === 'ROM')!.race = 'Orion';
  c.options = { ...c.options, intelligence: 'draft' }; // the turn does not wait for the GM's report (ST15)
  const out = STALEY.process(c, seededDice('pp'), 'pp');
  expect(out.closed).toBe(true);
  return { ...out.campaign, reports: out.reports } as Campaign & { reports: typeof out.reports };
}

/** What PP1.1 says `viewer` knows of every other race, worked out from the campaign itself. */
function expected(c: Campaign, viewer: string, orions: string[]): GameRow[] {
  const w = staleyWorld(c, seededDice('x'));
  const out: GameRow[] = [];
  for (const e of c.empires.filter((x) => x.id !== viewer)) {
    const hidden = (rule: string) =>
      (orions.includes(e.id) && rule !== 'PP1.11') || (orions.includes(viewer) && ['PP1.12', 'PP1.14', 'PP1.15'].includes(rule));
    const add = (Rule: string, Subject: string, Detail: string) => hidden(Rule) || out.push({ Race: e.id, Rule, Subject, Detail });
    for (const s of w.shipsOfEmpire(e.id).filter((x) => isWarship(w, x))) {
      add('PP1.11', s.id, s.name);
      const yard = c.extras?.Ships?.[s.id]?.Shipyard;
      if (yard) add('PP1.12', s.id, `built at ${yard}`);
    }
    for (const x of c.systems.filter((h) => h.owner === e.id && largeBaseOf(c, h.id)))
      add('PP1.13', x.id, largeBaseOf(c, x.id) === 'SB' ? 'SB, a shipyard (CC2.3)' : largeBaseOf(c, x.id));
    add('PP1.14', 'Bank', `${w.treasury(e.id)} EBPV`);
    for (const b of c.tables!.Construction.filter((r) => r.Empire === e.id && r.Class === 'DN'))
      add('PP1.15', String(b.Hex), `DN, begun ${b.Begun}`);
  }
  return out;
}

describe('Staley espionage (PP1)', () => {
  it("gives each admiral exactly PP1.1's facts of every other race, and none of its own (PP1.11-PP1.15)", () => {
    const c = played(false);
    const home = c.empires.find((e) => e.id === 'KLI')!.capital!;
    for (const e of c.empires) {
      const rows = viewFor(STALEY.view, c, e.id).tables[INTELLIGENCE_TAB.name];
      expect([e.id, rows]).toEqual([e.id, expected(c, e.id, [])]);
    }
    const fed = viewFor(STALEY.view, c, 'FED').tables[INTELLIGENCE_TAB.name];
    // The worked facts: KLI's DD placed in phase 1 came from its capital; its DN begun this turn.
    expect(fed.filter((r) => r.Race === 'KLI' && ['PP1.12', 'PP1.15'].includes(String(r.Rule)))).toEqual([
      { Race: 'KLI', Rule: 'PP1.12', Subject: 'KLI-08', Detail: `built at ${home}` },
      { Race: 'KLI', Rule: 'PP1.15', Subject: home, Detail: 'DN, begun Y167 Turn 1' },
    ]);
    // No fleet of another race is named, nor where its ships are.
    const text = JSON.stringify(fed);
    for (const f of c.fleets.filter((x) => x.empire !== 'FED')) expect(text.includes(`"${f.id}"`)).toBe(false);
  });

  it('tells each admiral in the report of the turn what it knows of each other race', () => {
    const c = played(false) as Campaign & { reports: Map<string, { text: string }[]> };
    const lines = (c.reports.get('FED') ?? []).map((l) => l.text).filter((t) => t.includes('(PP1.1)'));
    expect(lines).toHaveLength(7);
    const kli = lines.find((t) => t.includes('KLI (PP1.1)'))!;
    const home = c.empires.find((e) => e.id === 'KLI')!.capital!;
    const w = staleyWorld(c, seededDice('x'));
    // 6 warships: CA, DD, DD, CA, SC and the new DD (its two FTs are no warships).
    expect(kli).toBe(
      `Phase 8: KLI (PP1.1): 6 warships; bank ${w.treasury('KLI')} EBPV; bases ${home} SB; building DN at ${home}; the rest in the Intelligence tab.`,
    );
  });

  it('keeps PP1.12-PP1.15 of the Orions from everyone, and PP1.12, PP1.14, PP1.15 of the others from the Orions (PP1.2, PP1.3)', () => {
    const c = played(true);
    for (const e of c.empires) {
      const rows = viewFor(STALEY.view, c, e.id).tables[INTELLIGENCE_TAB.name];
      expect([e.id, rows]).toEqual([e.id, expected(c, e.id, ['ROM'])]);
    }
    const rom = viewFor(STALEY.view, c, 'ROM').tables[INTELLIGENCE_TAB.name];
    expect(new Set(rom.map((r) => r.Rule))).toEqual(new Set(['PP1.11', 'PP1.13']));
    const fed = viewFor(STALEY.view, c, 'FED').tables[INTELLIGENCE_TAB.name];
    expect(new Set(fed.filter((r) => r.Race === 'ROM').map((r) => r.Rule))).toEqual(new Set(['PP1.11']));
    // Nor does the Systems tab tell another race of the Orions' starbase (PP1.2, PP1.13).
    const romHome = c.empires.find((e) => e.id === 'ROM')!.capital!;
    expect(viewFor(STALEY.view, c, 'FED').extras.Systems?.[romHome]?.['Large base']).toBeUndefined();
    expect(viewFor(STALEY.view, c, 'ROM').extras.Systems?.[romHome]?.['Large base']).toBe('SB');
    expect(viewFor(STALEY.view, c, 'ROM').extras.Systems?.[c.empires.find((e) => e.id === 'FED')!.capital!]?.['Large base']).toBe('SB');
  });
});
