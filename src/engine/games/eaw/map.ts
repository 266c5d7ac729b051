// Empires at War's map: star systems joined by warp lanes (EaW 1d), and its legend in the game's words.

import { LANES } from '../../core/map/layout';
import { GameMap } from '../../core/map/words';

export const EAW_MAP: GameMap = {
  layout: LANES,
  words: {
    planets: { Life: 'Life planet', Mineral: 'Mineral planet', Dead: 'Dead planet', Unknown: 'Unknown: not explored' },
    owner: "Ring: owner's colour",
    mine: 'Mine (EaW 12)',
    colony: 'Colony (EaW 13)',
    fortification: 'Fortification (EaW 10)',
    fleet: 'Fleet: id and CBPV',
    seenFleet: 'Seen fleet: CBPV only (5e)',
    frd: 'FRD (EaW 15)',
    trapped: 'Trapped fleet (EaW 10a)',
    crippled: 'cN: N crippled ships',
    battlePending: 'Battle pending',
    battleFought: "Battle fought: winner's colour",
    lane: 'Warp lane (EaW 1d)',
  },
};
