// What VBAM-SFB's custom formulas count: no fleet limit and no pool of movement points (each fleet moves
// by its own allowance, `VBAM Movement`: VB38); a fleet's strength is the sum of its units' BPV, a
// crippled unit's halved (VB103).

import type { NavyFormulas } from '../../core/game';
import type { Ship } from '../../core/model';

/** VB103: a unit's strength in its fleet's BPV: its CBPV, halved (rounded down) while it is crippled. */
export const unitStrength = (s: Pick<Ship, 'condition'>, cbpv: number): number =>
  s.condition === 'Crippled' ? Math.floor(cbpv / 2) : cbpv;

/** `VBAM Civilian Fleets`: a fleet is crippled when all its units are; the Fleets tab says so (VB103). */
export const fleetCrippled = (ships: Pick<Ship, 'condition'>[]): boolean =>
  ships.length > 0 && ships.every((s) => s.condition === 'Crippled');

export const VBAM_FORMULAS: NavyFormulas = {
  fleetCbpv: (ships, catalog) => ships.reduce((sum, s) => sum + unitStrength(s, catalog.get(s.shipClass)?.cbpv ?? 0), 0),
  fleetJudge: () => (ships) => (fleetCrippled(ships) ? 'Crippled: every unit is crippled (VBAM Civilian Fleets, VB103)' : 'OK'),
  movePoints: () => 0,
};
