// What VBAM-SFB's custom formulas count: no fleet limit and no pool of movement points (each fleet moves
// by its own allowance, `VBAM Movement`: VB38); a fleet's strength is the sum of its units' BPV, a
// crippled unit's halved (VB103).

import type { NavyFormulas } from '../../core/game';
import type { Ship } from '../../core/model';
import { civilianFleetKind } from './units';

/** VB103: a unit's strength in its fleet's BPV: its CBPV, halved (rounded down) while it is crippled. */
export const unitStrength = (s: Pick<Ship, 'condition'>, cbpv: number): number =>
  s.condition === 'Crippled' ? Math.floor(cbpv / 2) : cbpv;

/** `VBAM Civilian Fleets`: a fleet is crippled when all its units are; the Fleets tab says so (VB103). */
export const fleetCrippled = (ships: Pick<Ship, 'condition'>[]): boolean =>
  ships.length > 0 && ships.every((s) => s.condition === 'Crippled');

export const VBAM_FORMULAS: NavyFormulas = {
  fleetCbpv: (ships, catalog) => ships.reduce((sum, s) => sum + unitStrength(s, catalog.get(s.shipClass)?.cbpv ?? 0), 0),
  // VB112: a civilian fleet is named for what it is; its units' CBPV is no warship's strength.
  fleetJudge: () => (ships) => {
    const kind = civilianFleetKind(ships);
    const civilian = kind ? `civilian (${kind}): its CBPV is no combat strength (VB112)` : '';
    if (fleetCrippled(ships)) return `Crippled: every unit is crippled (VBAM Civilian Fleets, VB103)${civilian ? `; ${civilian}` : ''}`;
    return civilian ? `OK: ${civilian}` : 'OK';
  },
  fleetKind: civilianFleetKind,
  movePoints: () => 0,
};
