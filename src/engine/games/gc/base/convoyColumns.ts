// GC B2: the convoys' columns on the shared tabs: a squadron's search and its convoy duty (the owner's), and
// the turn a hex's convoy was found (the GM's: B2.25 allows one a hex a turn).

import type { RowColumn } from '../../../core/game';

export const CONVOY_RAID = 'Convoy raid';
export const CONVOY_DUTY = 'Convoy duty';
export const CONVOY_FOUND = 'Convoy found';

export const CONVOY_FLEET_COLUMNS: readonly RowColumn[] = [
  {
    header: CONVOY_RAID,
    type: 'text',
    seenBy: 'owner',
    note: 'GC B2.20, B2.40: the hex it searches for a convoy this turn, "select" after it for select convoys; set by its Convoy raid order, cleared once a convoy is found there or the turn ends.',
  },
  {
    header: CONVOY_DUTY,
    type: 'text',
    values: ['On', 'Recalled'],
    seenBy: 'owner',
    note: 'GC B2.50, B2.60: On, the squadron is on convoy duty, off the map (it neither moves nor meets anyone) and answers raids on defended convoys; Recalled, it is back on the map as the turn ends.',
  },
];

export const CONVOY_FOUND_COLUMN: RowColumn = {
  header: CONVOY_FOUND,
  type: 'text',
  seenBy: 'gm',
  note: 'GC B2.25: the turn and segment a convoy was last found in the hex ("Y160 Turn 1@4"); no other is found there that turn.',
};
