// GC C14.55, A12.401: a prime team whose ship is destroyed in battle escapes (1-3 on a d6) to the owner's
// strongest ship left in the hex, or, with none, to the nearest starbase in 2-5 turns; else it is lost
// (rule option GC155). The case language cannot script a battle's results, so this drives the two steps
// resolveGcBattles runs around applyResults.
import { gcSampleCsv } from '../../scripts/gc-sample';
import { parseCampaign } from '../../src/sheets/tabs/load';
import { csvSources } from '../../src/sheets/tabs/template';
import { World } from '../../src/engine/core/world';
import { scriptedDice } from '../../src/engine/core/dice';
import { GC_MAP } from '../../src/engine/games/gc/base/map';
import { escapePrimeTeams, teamsAboard } from '../../src/engine/games/gc/knowledge/primeTeams';

function worldWithTeamOn(ship: string, faces: number[]): World {
  const { campaign } = parseCampaign(csvSources(gcSampleCsv()));
  (campaign.tables ??= {}).Spies = [{ Spy: 'PR01', Empire: 'KLI', Rating: 7, Status: 'Idle', Trained: 4, Aboard: ship }];
  return new World(campaign, scriptedDice(faces), undefined, GC_MAP.layout);
}
const team = (w: World) => (w.c.tables?.Spies ?? [])[0];
/** The team aboard `ship`; the battle's results sink `sunk`; the escape rolled on `faces`. */
function afterBattle(ship: string, faces: number[], sunk: string[]): World {
  const w = worldWithTeamOn(ship, faces);
  const before = teamsAboard(w);
  w.removeShips(sunk.map((id) => w.ship(id)!));
  escapePrimeTeams(w, before);
  return w;
}

describe('GC prime teams escape (C14.55, A12.401)', () => {
  test('a 3 beams the team to the strongest ship left in the hex (KLI-01, the D7C)', () => {
    const w = afterBattle('KLI-03', [3], ['KLI-03']);
    expect(team(w)).toMatchObject({ Aboard: 'KLI-01', Status: 'Idle' });
    expect((w.reports.get('KLI') ?? []).map((r) => r.text)).toContain('Prime team PR01 beamed from KLI-03 to KLI-01 (GC A12.401, C14.55)');
  });

  test('with no friendly ship left, a 2 and a d4 of 3 bring it to a starbase in 4 turns: Returning until Y152 Turn 1', () => {
    const w = afterBattle('KLI-03', [2, 3], ['KLI-01', 'KLI-02', 'KLI-03', 'KLI-04']);
    expect(team(w)).toMatchObject({ Aboard: '', Status: 'Returning', Back: 'Y152 Turn 1' });
  });

  test("it beams to its own empire's ship in an ally's squadron, never to an ally's ship in its own (C22.20; rule option GC322)", () => {
    const c = worldWithTeamOn('KLI-03', []).c;
    const k01a = c.ships.find((s) => s.id === 'KLI-03')!;
    c.ships.push({ ...k01a, id: 'LYR-90', empire: 'LYR', shipClass: 'Lyran CC' });
    c.fleets.push({ ...c.fleets.find((f) => f.id === k01a.fleet)!, id: 'L90A', empire: 'LYR' });
    c.ships.push({ ...k01a, id: 'KLI-90', fleet: 'L90A', shipClass: 'F5' });
    const w = new World(c, scriptedDice([3]), undefined, GC_MAP.layout);
    const before = teamsAboard(w);
    w.removeShips(['KLI-01', 'KLI-02', 'KLI-03', 'KLI-04'].map((id) => w.ship(id)!));
    escapePrimeTeams(w, before);
    expect(team(w)).toMatchObject({ Aboard: 'KLI-90', Status: 'Idle' });
  });

  test('a 4 loses it with its ship; a team whose ship survives rolls nothing', () => {
    const w = afterBattle('KLI-03', [4], ['KLI-03']);
    expect(team(w)).toMatchObject({ Aboard: '', Status: 'Dead' });
    const safe = afterBattle('KLI-02', [], ['KLI-03']);
    expect(team(safe)).toMatchObject({ Aboard: 'KLI-02', Status: 'Idle' });
  });
});
