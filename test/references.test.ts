// The shared reference checks (core/references.ts) in each game's words: Empires at War cites its rules
// (EaW 19.0, 28a), a game that gives none gets the same checks citing none.
import { parseCampaign } from '../src/sheets/tabs/load';
import { csvSources } from '../src/sheets/tabs/template';
import { sampleTexts } from './support/sample';
import { EMPIRES_AT_WAR } from '../src/engine/games/eaw';
import { VBAM_SFB } from '../src/engine/games/vbam';
import { pendingBattle } from '../src/engine/core/model';
import type { Game } from '../src/engine/core/game';

/** The sample campaign with a fleet id holding "+", a battle missing its Fleet B and a fleet in two battles. */
function broken() {
  const { campaign: c } = parseCampaign(csvSources(sampleTexts()));
  const [a, b] = c.fleets;
  const battle = (id: string, fleetA: string, fleetB: string) =>
    pendingBattle({
      id,
      season: 'Y165 Spring',
      place: { kind: 'system', system: a.location },
      map: '',
      fleetA,
      fleetB,
      rules: 'Standard',
      series: 1,
      thenA: '',
      thenB: '',
      setup: '',
    });
  c.fleets.push({ ...b, id: 'X+Y' });
  c.battles.push(battle('B1', a.id, ''), battle('B2', a.id, b.id));
  return { c, a };
}

const texts = (game: Game) => {
  const { c } = broken();
  return game.brokenReferences(c).map((r) => r.text);
};

describe('the reference checks every game shares, in its own words', () => {
  it('Empires at War cites EaW 28a and 19.0', () => {
    const { a } = broken();
    expect(texts(EMPIRES_AT_WAR)).toEqual([
      '"X+Y": a fleet id may not hold "+" or "," (they join a pool of fleets in Battles, EaW 28a)',
      'Battle B1 has no Fleet B: a battle is between two fleets (EaW 19.0)',
      `${a.id} is already in battle B1: a fleet fights one battle at a time (EaW 19.0)`,
    ]);
  });

  it('VBAM-SFB gets the same checks, citing no other game', () => {
    const { a } = broken();
    expect(texts(VBAM_SFB)).toEqual([
      '"X+Y": a fleet id may not hold "+" or "," (they join a pool of fleets in Battles)',
      'Battle B1 has no Fleet B: a battle is between two fleets',
      `${a.id} is already in battle B1: a fleet fights one battle at a time`,
    ]);
  });
});
