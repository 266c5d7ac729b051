// VBAM-SFB's map (`VBAM Map`): a grid of squares, each joined by Lanes rows to all adjacent ones (VB1),
// and its legend in the game's words. Sector terrain stays off the map: the Sectors tab is secret
// beyond an admiral's own sectors, and the map's terrain is shown to every viewer alike.

import { SQUARES } from '../../core/map/layout';
import { GameMap, PLAIN_MAP } from '../../core/map/words';

export const VBAM_MAP: GameMap = {
  layout: SQUARES,
  words: {
    ...PLAIN_MAP.words,
    owner: "Ring and square: controlling power's colour",
    colony: 'Colony (VBAM Update Assets)',
    fleet: 'Fleet: id and BPV',
    seenFleet: 'Seen fleet: BPV only (VB59)',
    crippled: 'cN: N crippled units',
    battlePending: 'Encounter pending (VBAM Combat)',
    battleFought: "Encounter fought: winner's colour",
    lane: 'Adjacent sectors (VBAM Map)',
  },
};
