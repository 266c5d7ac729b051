// The map of the turn in tick games (issue 34 item 4): Staley stamps a move with its phase ("Y167 Turn 1
// Phase 5") and GC with its segment, yet the map of the turn draws every move of the turn — ordinary
// moves over the phases as one route, strategic movement (DD5) from base to base — and only to the
// fleet's own admiral (movement is secret).
import { parseCampaign } from '../src/sheets/tabs/load';
import { csvSources } from '../src/sheets/tabs/template';
import { seededDice } from '../src/engine/core/dice';
import { ofTurn } from '../src/engine/core/calendar';
import { gmView, viewFor } from '../src/engine/core/view';
import { renderMap } from '../src/engine/core/map/render';
import { turnMaps } from '../src/engine/core/map/turns';
import { STALEY } from '../src/engine/games/staley';
import { GALACTIC_CONQUEST } from '../src/engine/games/gc';
import { STALEY_SAMPLE_DIR } from '../scripts/staley-sample';
import { gcBenchTexts } from '../scripts/bench-gc';
import { sampleTexts } from './support/sample';
import { twoBattles } from './support/staleyBattles';

const texts = sampleTexts(STALEY_SAMPLE_DIR);

describe('a stamp of a turn (the kernel)', () => {
  it('is the turn itself or a tick inside it, never another turn', () => {
    expect(ofTurn('Y167 Turn 1 Phase 5', 'Y167 Turn 1')).toBe(true);
    expect(ofTurn('Y167 Turn 1', 'Y167 Turn 1')).toBe(true);
    expect(ofTurn('Y167 Turn 10 Phase 1', 'Y167 Turn 1')).toBe(false);
    expect(ofTurn('Y167 Turn 1 Phase 5', '')).toBe(false);
    expect(ofTurn('Y165 Spring', 'Y165 Spring')).toBe(true);
  });
});

describe('the map of a Staley turn (Staley DD2, DD5; issue 34 item 4)', () => {
  const c = parseCampaign(csvSources(texts)).campaign;
  const { route } = twoBattles(c);
  const start = c.fleets.find((f) => f.id === 'FED-2')!.location;
  // FED has a BATS at 0808 and a BS at 1208 (as the staley-strategic case): FED-1 goes there in phase 8.
  for (const [hex, base] of [
    ['0808', 'BATS'],
    ['1208', 'BS'],
  ]) {
    c.systems.find((s) => s.id === hex)!.owner = 'FED';
    c.extras!.Systems![hex]['Large base'] = base;
  }
  // Only FED's fleets move: no battle pauses the turn, nor the GM's intelligence report (rule option ST15: draft).
  c.options = { ...c.options, intelligence: 'draft' };
  c.orders = {
    FED: [
      { row: 2, fleet: 'FED-2', kind: 'Move', target: route.join(' > '), ships: [], buildClass: '', extras: '' },
      { row: 3, fleet: 'FED-1', kind: 'Strategic', target: '0808 > 1208', ships: [], buildClass: '', extras: '' },
    ],
  };
  const out = STALEY.process(c, seededDice('m'), 'm');

  it('draws FED-2 moving over the phases as one route, and FED-1 going from base to base', () => {
    expect(out.closed).toBe(true);
    const fed2 = out.campaign.fleets.find((f) => f.id === 'FED-2')!;
    // Stamped with the phase of its last move, yet on the map of Y167 Turn 1.
    expect([fed2.location, fed2.arrivedIn]).toEqual([route[route.length - 1], 'Y167 Turn 1 Phase 8']);
    const view = viewFor(STALEY.view, out.campaign, 'FED');
    expect(view.settings.lastProcessed).toBe('Y167 Turn 1');
    expect(view.movements.map((m) => [m.fleet, m.route])).toEqual([
      ['FED-1', ['0304', '0808', '1208']],
      ['FED-2', [start, ...route]],
    ]);
    const drawn = [...renderMap(view).svg.matchAll(/data-fleet="([^"]+)" data-route="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    expect(drawn).toEqual([
      ['FED-1', '0304 &#62; 0808 &#62; 1208'],
      ['FED-2', [start, ...route].join(' &#62; ')],
    ]);
  });

  it("shows no other admiral FED's moves (movement is secret), and the GM all of them", () => {
    expect(viewFor(STALEY.view, out.campaign, 'KLI').movements).toEqual([]);
    expect(gmView(STALEY.view, out.campaign).movements.map((m) => m.fleet)).toEqual(['FED-1', 'FED-2']);
  });
  it("the Map dialog's earlier turns: the next turn's map first, then turn 1's, each from what the viewer saw", () => {
    const back = route[route.length - 2];
    const next = {
      ...out.campaign,
      orders: { FED: [{ row: 2, fleet: 'FED-2', kind: 'Move', target: back, ships: [], buildClass: '', extras: '' }] },
    };
    const out2 = STALEY.process(next, seededDice('m2'), 'm2');
    expect(out2.closed).toBe(true);
    const log = [...out.log, ...out2.log];
    const routes = (svg: string) => [...svg.matchAll(/data-fleet="([^"]+)" data-route="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    const fed = turnMaps(viewFor(STALEY.view, out2.campaign, 'FED'), log, STALEY.calendar);
    expect(fed.map((t) => t.label)).toEqual(['Y167 Turn 2 (latest)', 'Y167 Turn 1 moves and battles']);
    expect(routes(fed[0].svg)).toEqual([['FED-2', [route[route.length - 1], back].join(' &#62; ')]]);
    // Turn 1's phases joined into one route per fleet, from the Log's phase-stamped Move rows.
    expect(routes(fed[1].svg).sort()).toEqual([
      ['FED-1', '0304 &#62; 0808 &#62; 1208'],
      ['FED-2', [start, ...route].join(' &#62; ')],
    ]);
    // Another admiral may pick turn 1 too, but sees none of FED's moves in it (movement is secret); the GM all.
    const kli = turnMaps(viewFor(STALEY.view, out2.campaign, 'KLI'), log, STALEY.calendar);
    expect(kli.map((t) => t.label)).toEqual(['Y167 Turn 2 (latest)', 'Y167 Turn 1 moves and battles']);
    expect(kli.flatMap((t) => routes(t.svg))).toEqual([]);
    const gm = turnMaps(gmView(STALEY.view, out2.campaign), log, STALEY.calendar);
    expect(
      routes(gm[1].svg)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['FED-1', 'FED-2']);
  });
});

describe('the map of a GC turn (GC D1.40)', () => {
  it("draws each squadron's moves over the twelve segments as one route ending where it stands", () => {
    const c = parseCampaign(csvSources(gcBenchTexts(1))).campaign;
    const before = new Map(c.fleets.map((f) => [f.id, f.location]));
    const out = GALACTIC_CONQUEST.process(c, seededDice('bench'), 'bench');
    const moved = out.campaign.fleets.filter((f) => f.location !== before.get(f.id));
    expect(moved.length).toBeGreaterThan(0);
    const empire = moved[0].empire;
    const view = viewFor(GALACTIC_CONQUEST.view, out.campaign, empire);
    const mine = moved.filter((f) => f.empire === empire);
    expect(view.movements.map((m) => m.fleet).sort()).toEqual(mine.map((f) => f.id).sort());
    for (const m of view.movements) {
      expect([m.fleet, m.route[0], m.route[m.route.length - 1]]).toEqual([m.fleet, before.get(m.fleet), m.to]);
      expect(m.empire).toBe(empire);
    }
  });
});
