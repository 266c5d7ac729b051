// GC C20.300 Top Gun (tech "Top Gun"): an Attrition order with Extras "top gun 2" sends that many of a
// carrier's size-1 fighters (pilots and fighters) to the homeworld's school for the turn, at twice a
// fighter's EPV each (its BPV: C20.10 makes the EPV half), paid at once. The empire may train 10% of its
// size-1 fighters a turn. In training they are out of combat; from the next turn they are top guns, AF and
// DF +50%, for as long as the ship keeps its fighters (GC231: a top gun dies with his fighter). The Ships
// columns Top guns (trained or training) and Top gun training ("2 in Y150 Turn 1") keep them.

import type { RowColumn } from '../../core/game';
import type { Campaign, Order, Ship } from '../../core/model';
import { stamp } from '../../core/calendar';
import type { OrderResult } from '../../core/plotting';
import type { World } from '../../core/world';
import { gcAttritionFactors } from '../../core/combat/autoresolve';
import { extraRow, setExtra } from './rows';
import { hasTech } from './techs';

export const [TOP_GUNS, TOP_GUN_TRAINING, TOP_GUN_TECH] = ['Top guns', 'Top gun training', 'Top Gun'];

export const TOP_GUN_SHIP_COLUMNS: RowColumn[] = [
  {
    header: TOP_GUNS,
    type: 'int',
    seenBy: 'owner',
    note: 'GC C20.300: its size-1 fighters whose pilots are top guns (AF and DF +50%), those in training included.',
  },
  {
    header: TOP_GUN_TRAINING,
    type: 'text',
    seenBy: 'owner',
    note: 'GC C20.300: how many of its fighters train at the homeworld, and in which turn ("2 in Y150 Turn 1"): out of combat that turn.',
  },
];

/** C20.300: the share of an empire's size-1 fighters that may train a turn; a top gun's AF and DF gain in percent. */
const [SHARE, GAIN] = [0.1, 50];

const topGuns = (c: Campaign, ship: Ship) => Math.min(ship.fighters, Math.max(0, Number(extraRow(c, 'Ships', ship.id)[TOP_GUNS]) || 0));

/** The ship's fighters in top-gun training in `season` (C20.300). */
function training(c: Campaign, ship: Ship, season: string): number {
  const m = /^(\d+) in (.+)$/.exec(String(extraRow(c, 'Ships', ship.id)[TOP_GUN_TRAINING] ?? '').trim());
  return m && m[2] === season ? Math.min(Number(m[1]), topGuns(c, ship)) : 0;
}

/** C20.300: what top guns change in a ship's attrition factors this turn: those in training out, the trained +50%. */
export function topGunAdded(c: Campaign, ship: Ship): { af: number; df: number } {
  const guns = topGuns(c, ship);
  if (!guns) return { af: 0, df: 0 };
  const away = training(c, ship, stamp(c.settings.year, c.settings.season));
  const of = (n: number) => gcAttritionFactors({ ...ship, fighters: n, pfs: 0 });
  const out = of(away);
  const trained = of(guns - away);
  const by = (f: number) => Math.round((f * GAIN) / 100);
  return { af: by(trained.af) - out.af, df: by(trained.df) - out.df };
}

/** The battle card's line for a side's top guns (C20.300), or none. */
export function topGunCard(c: Campaign, ships: readonly Ship[]): string[] {
  const season = stamp(c.settings.year, c.settings.season);
  const guns = ships.reduce((n, s) => n + topGuns(c, s), 0);
  const away = ships.reduce((n, s) => n + training(c, s, season), 0);
  if (!guns) return [];
  return [
    `${guns} top-gun fighter${guns === 1 ? '' : 's'} at AF and DF +50%${away ? `, ${away} of them training at the homeworld, out of combat` : ''} (GC C20.300).`,
  ];
}

/** The Attrition order's "top gun N" (C20.300), carried out at once, or why not; `sizeOf` a ship's fighters' size. */
export function topGunOrder(w: World, empire: string, o: Order, ship: Ship, sizeOf: (s: Ship) => number): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Attrition: ${text}` });
  const n = Number(/^\s*top\s*gun\s+(\d+)\s*$/i.exec(o.extras)?.[1]);
  if (!(n >= 1))
    return refused(`Extras "${o.extras}": write top gun and how many of the ship's fighters train, e.g. top gun 2 (GC C20.300)`);
  if (!hasTech(w.c, empire, TOP_GUN_TECH))
    return refused(`top gun training needs the ${TOP_GUN_TECH} tech from R & D (the Empires tab's Techs) (GC C20.300)`);
  const size = sizeOf(ship);
  if (size > 1) return refused(`${ship.id}'s fighters are size ${size}: only pilots of size-1 fighters train as top guns (GC C20.300)`);
  const guns = topGuns(w.c, ship);
  if (guns + n > ship.fighters)
    return refused(`${ship.id} carries ${ship.fighters} fighters, ${guns} of them top guns already: ${n} more cannot train (GC C20.300)`);
  const size1 = w
    .fleetsOf(empire)
    .flatMap((f) => w.shipsOf(f.id))
    .filter((s) => s.fighters && sizeOf(s) === 1);
  const all = size1.reduce((t, s) => t + s.fighters, 0);
  const now = size1.reduce((t, s) => t + training(w.c, s, w.season), 0) + n;
  const cap = Math.floor(all * SHARE);
  if (now > cap)
    return refused(`${now} of your ${all} fighters would train this turn: at most 10%, ${cap} (GC C20.300, rule option GC285)`);
  const price = n * ship.fighterCbpv;
  if (w.treasury(empire) < price)
    return refused(`top gun training for ${n} costs ${price} EPs; the treasury holds ${w.treasury(empire)} (GC C20.300)`);
  w.addLedger(empire, -price, `top gun training for ${n} of ${ship.id}'s fighters`, 'GC C20.300');
  setExtra(w.c, 'Ships', ship.id, { [TOP_GUNS]: guns + n, [TOP_GUN_TRAINING]: `${training(w.c, ship, w.season) + n} in ${w.season}` });
  w.log('Build', empire, `${n} of ${ship.id}'s fighters train as top guns`, 'GC C20.300');
  return {
    row: o.row,
    status: 'done',
    text: `Attrition: ${n} of ${ship.id}'s fighters train as top guns at the homeworld this turn, out of combat, for ${price} EPs (twice the EPV of ${ship.fighterCbpv / 2} each) (GC C20.300)`,
  };
}
