// A year of the VBAM-SFB sample (issue 23), as four admirals might write it: twelve turns of orders for
// npm start -- --game vbam --turns 12 (scripts/offline/scripted.ts plays them) and test/vbamYear.test.ts.
// - FED builds, invests in technology, sets a trade route Earth > Quququka, and sends a Colony Fleet
//   (which takes one Census of Earth when built, no Load order: VB92) to the system the GM surveys at
//   S0202, where it founds a colony whose Productivity it then raises. It
//   builds a CVS (12 fighter boxes) with 14 F-8 flights and sends them to the empty S0201: 12 stay
//   aboard, 2 have nowhere to land (VB81).
// - KLI, at Hostilities with KZI, declares war, builds Heavy Infantry, loads them on its merchant fleet's
//   Transport Fleet and lands them on KZI's Sendra (S0105), while its Border Squadron demands battle.
// - KZI sends its Home Fleet out to meet the Klingons; ROM builds, invests and raises Productivity.
// - FED and KZI, at Non-Aggression since the sample's first orders, sign Trade and Peace in turn 7 and
//   Mutual Defense in turn 8. KLI's war on KZI, FED's Mutual Defense partner, then adds 30 to FED's
//   chance to declare hostilities on KLI (`VBAM Intel`: 20 + 30 = 50%), so FED declares from turn 9 until
//   it holds; with KLI a shared enemy, FED and KZI sign Co-Belligerence the turn after and an Alliance the
//   turn after that (an alliance would forbid nothing here, but leaves a turn of Co-Belligerence alone). FED
//   merges the fleets of the frigates it built at S0102, assigns the next one to its trade fleet FED-4 as
//   a Sentry (Transfer), removes the trade fleet's first Sentry where it stands (Split), and asks the GM
//   (To GM).
// - ROM begins a K5R before it is fully paid (Build "pay 3", VB110) in turn 5.
// - Check orders runs before each turn is processed; its odds (advances, declarations) are printed.
// Orders naming units built during the year find them in the tabs as they stand (`tabs`), as an admiral
// reads them off the Ships tab. Moves go one sector a turn, always within a fleet's allowance.
import type { OrderRow, ScriptTurn, TabValues } from './scripted';

const str = (x: unknown) => String(x ?? '').trim();

/** The rows of a tab as objects by header. */
function rows(tabs: TabValues, tab: string): Record<string, string>[] {
  const [header = [], ...body] = tabs(tab);
  return body.map((r) => Object.fromEntries(header.map((h, i) => [str(h), str(r[i])])));
}

/** The ids of the empire's units of a class, in Ships order, with the fleet and sector of each. */
function units(tabs: TabValues, empire: string, cls: string): { id: string; fleet: string; sector: string }[] {
  const at = new Map(rows(tabs, 'Fleets').map((f) => [f.Fleet, f.Location]));
  return rows(tabs, 'Ships')
    .filter((s) => s.Empire === empire && s.Class === cls)
    .map((s) => ({ id: s.Ship, fleet: s.Fleet, sector: at.get(s.Fleet) ?? '' }));
}

/** The Treaties row of two empires. */
const relation = (tabs: TabValues, a: string, b: string) =>
  rows(tabs, 'Treaties').find((r) => [r['Empire A'], r['Empire B']].sort().join() === [a, b].sort().join());

/** Whether two empires are at War. */
const atWar = (tabs: TabValues, a: string, b: string) => relation(tabs, a, b)?.Status === 'War';

/** Whether two empires are at Hostilities or War (their fleets fight: `VBAM Diplomacy`). */
const hostile = (tabs: TabValues, a: string, b: string) => ['Hostilities', 'War'].includes(relation(tabs, a, b)?.Status ?? '');

/** The treaties two empires have signed. */
const signed = (tabs: TabValues, a: string, b: string) => (relation(tabs, a, b)?.Treaties ?? '').split(', ');

/** The fleet holding the empire's first unit of a class ('' when it has none: the order is then refused as naming no fleet). */
const fleetOf = (tabs: TabValues, empire: string, cls: string) => units(tabs, empire, cls)[0]?.fleet ?? '';

/** The distinct fleets holding the empire's units of a class in a sector, in Ships order. */
const fleetsIn = (tabs: TabValues, empire: string, cls: string, sector: string) => [
  ...new Set(
    units(tabs, empire, cls)
      .filter((u) => u.sector === sector)
      .map((u) => u.fleet),
  ),
];

/** FED and KZI both sign the treaty. */
const treaty = (...names: string[]): Record<string, OrderRow[]> => ({
  FED: names.map((name): OrderRow => ['', 'Sign', 'KZI', '', '', name]),
  KZI: names.map((name): OrderRow => ['', 'Sign', 'FED', '', '', name]),
});

/**
 * From turn 9 FED declares hostilities on KLI until they are hostile; once FED and KZI share KLI as an
 * enemy they sign Co-Belligerence, and the turn after it an Alliance (`VBAM Diplomacy`).
 */
function sharedEnemy(turn: number, tabs: TabValues): Record<string, OrderRow[]> {
  if (turn < 9) return {};
  if (!hostile(tabs, 'FED', 'KLI')) return { FED: [['', 'Declare hostilities', 'KLI']] };
  const bound = signed(tabs, 'FED', 'KZI');
  if (!bound.includes('Co-Belligerence') && hostile(tabs, 'KZI', 'KLI')) return treaty('Co-Belligerence');
  return bound.includes('Alliance') ? {} : treaty('Alliance');
}

const invest = (ep: number): OrderRow => ['', 'Invest tech', '', '', '', String(ep)];
const build = (sector: string, cls: string, count = 1): OrderRow => ['', 'Build', sector, '', cls, count > 1 ? String(count) : ''];
const move = (fleet: string, to: string): OrderRow => [fleet, 'Move', to];
/** A Build begun paying only `ep` EP now, the rest owed (VB110). */
const payLater = (row: OrderRow, ep: number): OrderRow => [
  row[0],
  row[1],
  row[2],
  row[3],
  row[4],
  `${row[5] ? `${row[5]} ` : ''}pay ${ep}`,
];

/** KLI's invasion force (Home Fleet and Merchant Fleet) and KZI's Home Fleet, one sector a turn. */
const KLI_PATH = ['S0403', 'S0304', 'S0205', 'S0105'];
const KZI_PATH = ['S0205', 'S0204', 'S0303'];
const KLI_BORDER_PATH = ['S0302', 'S0303'];

/**
 * Every turn's economy: each empire invests, FED and KZI build a frigate now and then, ROM a K5R; from
 * turn 2 KLI declares war on KZI until it is at war (a declaration succeeds on its chance, `VBAM Intel`).
 */
const economy = (turn: number, tabs: TabValues): Record<string, OrderRow[]> =>
  merge(sharedEnemy(turn, tabs), {
    FED: [invest(5), ...(turn % 3 === 2 ? [build('S0102', 'FF')] : [])],
    KLI: [invest(4), ...(turn >= 2 && !atWar(tabs, 'KLI', 'KZI') ? [['', 'Declare war', 'KZI'] as OrderRow] : [])],
    ROM: [invest(6), ...(turn % 4 === 1 ? [turn === 5 ? payLater(build('S0802', 'K5R'), 3) : build('S0802', 'K5R')] : [])],
    KZI: [invest(4), ...(turn % 3 === 0 ? [build('S0106', 'FF')] : [])],
  });

function merge(...parts: Record<string, OrderRow[]>[]): Record<string, OrderRow[]> {
  const out: Record<string, OrderRow[]> = {};
  for (const p of parts) for (const [e, r] of Object.entries(p)) out[e] = [...(out[e] ?? []), ...r];
  return out;
}

/** The turn's own orders beyond the economy. */
const TURNS: { note: string; orders: (tabs: TabValues) => Record<string, OrderRow[]>; gm?: ScriptTurn['gm'] }[] = [
  {
    note: 'builds, a trade route, a Colony Fleet, standing orders; the GM surveys S0202',
    gm: {
      Colonies: [{ Sector: 'S0202', Census: 0, Productivity: 0, RAW: 1, Morale: 0, 'Carrying capacity': 4 }],
    },
    orders: () => ({
      FED: [['FED-4', 'Trade route', 'S0102 > S0101', 'FED-09'], build('S0102', 'Colony Fleet')],
      KLI: [build('S0502', 'Heavy Infantry', 2), ['KLI-1', 'Standing order', 'Demand'], ['KLI-2', 'Standing order', 'Demand']],
      ROM: [['', 'Raise productivity', 'S0701']],
      KZI: [['KZI-1', 'Standing order', 'Demand']],
    }),
  },
  {
    note: 'KLI declares war on KZI and embarks its troops; the Colony Fleet sails',
    orders: (tabs) => ({
      FED: [move(fleetOf(tabs, 'FED', 'Colony Fleet'), 'S0202')],
      KLI: [
        ...units(tabs, 'KLI', 'Heavy Infantry').map((u): OrderRow => ['KLI-4', 'Load', u.id, 'KLI-10']),
        move('KLI-1', KLI_PATH[0]),
        move('KLI-4', KLI_PATH[0]),
        move('KLI-2', KLI_BORDER_PATH[0]),
      ],
      KZI: [move('KZI-1', KZI_PATH[0])],
    }),
  },
  {
    note: 'the fleets close in; FED raises the new colony',
    orders: () => ({
      FED: [['', 'Raise productivity', 'S0202']],
      KLI: [move('KLI-1', KLI_PATH[1]), move('KLI-4', KLI_PATH[1]), move('KLI-2', KLI_BORDER_PATH[1])],
      KZI: [move('KZI-1', KZI_PATH[1])],
    }),
  },
  {
    note: 'KZI meets the Klingon Border Squadron; FED builds a carrier and its flights',
    orders: () => ({
      FED: [build('S0102', 'CVS'), build('S0102', 'F-8', 14)],
      KLI: [move('KLI-1', KLI_PATH[2]), move('KLI-4', KLI_PATH[2])],
      KZI: [move('KZI-1', KZI_PATH[2])],
    }),
  },
  {
    note: 'KLI reaches Sendra; the FED carrier sails to the empty S0201',
    orders: (tabs) => ({
      FED: [move(fleetOf(tabs, 'FED', 'CVS'), 'S0201')],
      KLI: [move('KLI-1', KLI_PATH[3]), move('KLI-4', KLI_PATH[3])],
    }),
  },
  {
    note: 'KLI lands on Sendra; the Tech phase',
    orders: (tabs) => ({
      KLI: units(tabs, 'KLI', 'Heavy Infantry').map((u): OrderRow => ['KLI-4', 'Unload', u.id]),
    }),
  },
  {
    note: 'FED and KZI sign Trade and Peace; FED merges its new frigates',
    orders: (tabs) => {
      const [keep, other] = fleetsIn(tabs, 'FED', 'FF', 'S0102');
      return merge(treaty('Trade', 'Peace'), { FED: other ? [[keep, 'Merge', other]] : [], ROM: [['', 'Raise productivity', 'S0702']] });
    },
  },
  {
    note: 'FED and KZI sign Mutual Defense; FED asks the GM',
    orders: () =>
      merge(treaty('Mutual Defense'), { FED: [['FED-4', 'To GM', '', '', '', 'May the trade fleet call at Kzinti ports now?']] }),
  },
  { note: 'FED declares hostilities on KLI, at war with its Mutual Defense partner KZI', orders: () => ({}) },
  {
    note: 'FED and KZI, both hostile to KLI, sign Co-Belligerence; a new frigate joins the trade fleet FED-4 as a Sentry',
    orders: (tabs) => {
      const fresh = units(tabs, 'FED', 'FF').find((u) => u.sector === 'S0102' && u.fleet !== 'FED-4');
      return {
        FED: [['', 'Raise productivity', 'S0202'], ...(fresh ? [[fresh.fleet, 'Transfer', 'FED-4', fresh.id] as OrderRow] : [])],
      };
    },
  },
  {
    note: "FED and KZI ally; FED removes the trade fleet's first Sentry where it stands, in a fleet of its own",
    orders: (tabs) => {
      const sentry = units(tabs, 'FED', 'FF').find((u) => u.fleet === 'FED-4');
      return { FED: sentry ? [['FED-4', 'Split', '', sentry.id, '', 'Patrol']] : [] };
    },
  },
  { note: "the year's end: Tech phase and Census growth", orders: () => ({}) },
];

export const VBAM_YEAR: ScriptTurn[] = TURNS.map((t, i) => ({
  ...t,
  orders: (tabs) => merge(economy(i + 1, tabs), t.orders(tabs)),
}));
