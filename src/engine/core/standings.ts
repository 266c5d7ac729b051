// The standings every game shows (the Standings tab, and the final table when a campaign ends): the
// empires ranked by victory points, with what each holds. Choice: rule option Y7.

import { Campaign, inPlay } from './model';
import { balance } from './ledger';

export interface Standing {
  rank: number;
  empire: string;
  admiral: string;
  status: string;
  vp: number;
  systems: number;
  fleets: number;
  treasury: number;
}

/** The empires by VP (ties share a rank); an empire out of play ranks after every empire still in it (rule option Y7). */
export function standings(c: Campaign): Standing[] {
  const rows = c.empires.map((e) => ({
    empire: e.id,
    admiral: e.admiral,
    status: e.status,
    vp: e.vp,
    playing: inPlay(e),
    systems: c.systems.filter((s) => s.owner === e.id).length,
    fleets: c.fleets.filter((f) => f.empire === e.id).length,
    treasury: balance(e.id, c.ledger),
  }));
  rows.sort((a, b) => Number(b.playing) - Number(a.playing) || b.vp - a.vp || a.empire.localeCompare(b.empire));
  return rows.map(({ playing, ...r }) => ({ ...r, rank: rows.findIndex((x) => x.playing === playing && x.vp === r.vp) + 1 }));
}
