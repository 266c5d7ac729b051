// VBAM Update Assets: the morale table, row by row, and its two map conditions.

import { scriptedDice } from '../../../src/engine/core/dice';
import { Colony } from '../../../src/engine/games/vbam/model';
import { MoraleFacts, checkMorale, moraleMapFacts } from '../../../src/engine/games/vbam/morale';
import { Control, Standing, joinSectors } from '../../../src/engine/games/vbam/sectors';

const colony = (more: Partial<Colony> = {}): Colony => ({
  system: 'Vulcan',
  sector: '0000',
  owner: 'FED',
  census: 6,
  productivity: 4,
  raw: 1,
  morale: 4,
  carryingCapacity: 10,
  ...more,
});

const calm: MoraleFacts = {
  farFromFriendlyColony: false,
  cutOffFromHomeworld: false,
  seizedLastTurn: false,
  groundUnits: 0,
  homeworldAttacked: false,
};

describe('VBAM Update Assets: the morale table', () => {
  it('rolls nothing and changes nothing when no condition holds', () => {
    const dice = scriptedDice([]);
    expect(checkMorale(colony(), calm, dice)).toEqual({ morale: 4, checks: [], rebellion: false });
  });

  it('more than 3 jumps from a friendly colony, Census 5 or more: -1 on a 1, none on a 2', () => {
    expect(checkMorale(colony(), { ...calm, farFromFriendlyColony: true }, scriptedDice([1])).morale).toBe(3);
    expect(checkMorale(colony(), { ...calm, farFromFriendlyColony: true }, scriptedDice([2])).morale).toBe(4);
  });

  it('more than 3 jumps away does not apply below Census 5 (no roll)', () => {
    const r = checkMorale(colony({ census: 4, productivity: 2 }), { ...calm, farFromFriendlyColony: true }, scriptedDice([]));
    expect(r.checks).toEqual([]);
  });

  it('cut off from the homeworld: -1 on 2 or less', () => {
    expect(checkMorale(colony(), { ...calm, cutOffFromHomeworld: true }, scriptedDice([2])).morale).toBe(3);
    expect(checkMorale(colony(), { ...calm, cutOffFromHomeworld: true }, scriptedDice([3])).morale).toBe(4);
  });

  it('seized by a hostile force last turn: -3 on 3 or less', () => {
    const r = checkMorale(colony(), { ...calm, seizedLastTurn: true }, scriptedDice([3]));
    expect(r.checks).toEqual([{ condition: 'seized by a hostile force last turn', target: 3, roll: 3, effect: -3 }]);
    expect(r.morale).toBe(1);
    expect(checkMorale(colony(), { ...calm, seizedLastTurn: true }, scriptedDice([4])).morale).toBe(4);
  });

  it('held by twice as many ground units as Census: +1, automatic', () => {
    expect(checkMorale(colony(), { ...calm, groundUnits: 12 }, scriptedDice([])).morale).toBe(5);
    expect(checkMorale(colony(), { ...calm, groundUnits: 11 }, scriptedDice([])).morale).toBe(4);
  });

  it('Productivity 0 with Census over 3: -1 automatic, again every turn (cumulative)', () => {
    const idle = colony({ productivity: 0 });
    const once = checkMorale(idle, calm, scriptedDice([]));
    expect(once.morale).toBe(3);
    expect(checkMorale({ ...idle, morale: once.morale }, calm, scriptedDice([])).morale).toBe(2);
    expect(checkMorale(colony({ census: 3, productivity: 0, morale: 2 }), calm, scriptedDice([])).morale).toBe(2);
  });

  it('full employment (Productivity = Census): +1 automatic', () => {
    expect(checkMorale(colony({ productivity: 6 }), calm, scriptedDice([])).morale).toBe(5);
  });

  it("the empire's homeworld attacked: -1 on a 1", () => {
    expect(checkMorale(colony(), { ...calm, homeworldAttacked: true }, scriptedDice([1])).morale).toBe(3);
    expect(checkMorale(colony(), { ...calm, homeworldAttacked: true }, scriptedDice([6])).morale).toBe(4);
  });

  it('adds the GM’s random events (VB21) and rolls each holding row on its own die, in table order', () => {
    const dice = scriptedDice([1, 6]);
    const r = checkMorale(
      colony(),
      { ...calm, cutOffFromHomeworld: true, homeworldAttacked: true, events: [{ name: 'festival', effect: 2 }] },
      dice,
    );
    expect(dice.rolls.map((x) => x.purpose)).toEqual([
      'VBAM Update Assets: morale of Vulcan, cut off from the homeworld',
      "VBAM Update Assets: morale of Vulcan, the empire's homeworld attacked",
    ]);
    expect(r.morale).toBe(5);
  });

  it('keeps Morale between 0 and the Census (VB19); at 0 the colony is in rebellion', () => {
    const low = checkMorale(colony({ morale: 2 }), { ...calm, seizedLastTurn: true }, scriptedDice([1]));
    expect(low).toMatchObject({ morale: 0, rebellion: true });
    expect(checkMorale(colony({ productivity: 6, morale: 6 }), calm, scriptedDice([])).morale).toBe(6);
  });
});

describe('VBAM Update Assets: the map conditions (VB20)', () => {
  const map = joinSectors(
    'square',
    Array.from({ length: 6 }, (_, col) => ({ id: `0${col}00`, col, row: 0 })),
  );
  const allied = (a: string, b: string) => [a, b].every((p) => ['FED', 'GOR'].includes(p));
  const standing: Standing = { allied, friendly: (a, b) => a === b || allied(a, b) };
  const held = (owner: string): Control => ({ state: 'Controlled', owner, by: 'presence' });
  const home = colony({ system: 'Earth', sector: '0000' });
  const far = colony({ system: 'Rigel', sector: '0400' });

  it('counts a colony 4 jumps from every friendly colony as far, one 3 jumps away (an ally’s) as near', () => {
    const control = new Map(['0000', '0100', '0200', '0300', '0400'].map((s) => [s, held('FED')]));
    expect(moraleMapFacts(map, control, standing, [home, far])(far, '0000')).toEqual({
      farFromFriendlyColony: true,
      cutOffFromHomeworld: false,
    });
    const gorn = colony({ system: 'Gorn', owner: 'GOR', sector: '0100' });
    expect(moraleMapFacts(map, control, standing, [home, far, gorn])(far, '0000').farFromFriendlyColony).toBe(false);
  });

  it('cuts a colony off when a sector on every path is held by an enemy; an ally’s sector keeps the path', () => {
    const control = new Map(['0000', '0100', '0300', '0400'].map((s) => [s, held('FED')]));
    control.set('0200', held('KLI'));
    expect(moraleMapFacts(map, control, standing, [home, far])(far, '0000').cutOffFromHomeworld).toBe(true);
    control.set('0200', held('GOR'));
    expect(moraleMapFacts(map, control, standing, [home, far])(far, '0000').cutOffFromHomeworld).toBe(false);
  });
});
