// Empires at War's map: star systems joined by warp lanes (EaW 1d), and its legend in the game's words.

import { LANES } from '../../core/map/layout';
import { GameMap, PLAIN_MAP } from '../../core/map/words';
import { basesDetails } from './bases';
import { mapTypeDetails } from './site';

export const EAW_MAP: GameMap = {
  layout: LANES,
  words: {
    ...PLAIN_MAP.words,
    mine: 'Mine (EaW 12)',
    colony: 'Colony (EaW 13)',
    fortification: 'Fortification (EaW 10)',
    fleet: 'Fleet: id and CBPV',
    seenFleet: 'Seen fleet: CBPV only (5e)',
    frd: 'FRD (EaW 15)',
    trapped: 'Trapped fleet (EaW 10a)',
    lane: 'Warp lane (EaW 1d)',
  },
  details: (cells) => [...mapTypeDetails(cells), ...basesDetails(cells)],
};
