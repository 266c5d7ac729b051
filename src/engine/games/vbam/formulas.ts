// What VBAM-SFB's custom formulas count: no fleet limit and no pool of movement points (each fleet moves
// by its own allowance, `VBAM Movement`: VB38); a fleet's strength is the sum of its units' BPV.

import type { NavyFormulas } from '../../core/game';

export const VBAM_FORMULAS: NavyFormulas = {
  fleetCbpv: (ships, catalog) => ships.reduce((sum, s) => sum + (catalog.get(s.shipClass)?.cbpv ?? 0), 0),
  fleetJudge: () => () => 'OK',
  movePoints: () => 0,
};
