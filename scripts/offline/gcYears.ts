// Three years of the Galactic Conquest sample (issue 35), as its admirals and GM might write them: six
// turns of orders (GC A7.10: two turns a year) for npm start -- --game gc --turns 6 (scripts/offline/
// scripted.ts plays them, every battle auto-resolved) and test/gcYears.test.ts.
// - KLI and KZI are at war, and so are LYR and HYD (the sample's Treaties). K01A meets the Kzinti home
//   fleet at H11 in the first turn (the sample's order; KZI-01 carries a legendary admiral, A12), then
//   raids its convoys (B2); K02A marches on G12, raids it (B1.70), blockades it (C12), runs out of supply
//   behind the lines (C13) and is cloaked for the Kzinti to search (C6.30). L01A marches on the Hydran home.
// - Commerce and the purse: KLI lays a trade route, then hides it (B1.20-B1.24); KZI sends Z02A on convoy
//   duty and recalls it (B2.60); a Klingon survey squadron runs an MRR off the map (B3); KLI saves and
//   withdraws, KZI borrows and repays, KLI sends LYR aid (B10); LYR mothballs, reactivates (B9.50-B9.60),
//   scraps (B9.10) and cuts its command rating (B12.110); HYD goes on restoration (B13) and back; KZI's EEP
//   runs out (B12.40); HYD surrenders to LYR in the last turn (B14).
// - Knowledge: a Klingon spy (C14), counterspies, Kzinti propaganda (C14.30), a spy school (C14.40), research granted (C17) and the Klingons' Spy School traded (C17.70).
// - Worlds: morale checks, one of them a rebellion (B5), builds at the shipyards (B8, B11.40), a CB (B4), the
//   Klingons' free CWSY for their first war cruiser (B8.41).
// - Ships: K01A's D7C under orders to destroy its techs (C10.20); the Klingons unsettled by sharing Spy
//   School (C10.10, the GM's ruling); the new F5 converted to an F5X (C19.10); the Lyran merchant marine's
//   reserve at home and a squadron sent to the supplementary defence (E2.30, E2.60); the Klingon F5X serving
//   in the Lyran L02A at I9, a mixed squadron (C22.20).
// The GM's part is typed as the GM would: cells edited (Morale, MM BPV, a legendary admiral, an
// unsurveyed hex, a cloak, supplies), rows added (a survey ship's class and squadron, a captured tech's
// EPs, C17.50), and rulings answered (the spy's success, the research granted, the rebellion put down,
// the blockaded system not contested); every other ruling takes its default.
import type { CellEdit, OrderRow, ScriptTurn, TabValues } from './scripted';
import { alive, at, cell, firstChoice, purse, rows, toward, when } from './gcScript';

/** A Lyran merchant-marine ship of the strategic reserve's squadrons the GM adds (E2.10). */
const freighter = (n: number, fleet: string, cls: string) => ({
  Ship: `LYR-M${n}`,
  Empire: 'LYR',
  Fleet: fleet,
  Class: cls,
  Crew: 'Normal',
  Condition: 'OK',
});
/** The GM's additions (the sample has none of them): the Klingon survey ship, its class, engines and squadron (B3.10);
 * the Klingons' F5X (C19.10) and their first war cruiser, the D5W of Y152 (B8.41); the Lyran merchant marine's
 * squadrons at their home, twelve F-Ls and an F-S in the strategic reserve (E2.50), and two F-ELs with an F-L
 * to supply them lent to the military (50 BPV, within 15% of the reserve's 360, E2.20), a survey ship by E4.30,
 * at the unsurveyed O37 next door. */
const SURVEY: NonNullable<ScriptTurn['gm']> = {
  Classes: [
    { Race: 'Klingon', Class: 'Klingon SR', Hull: 'SR', 'Size class': 4, EBPV: 40, CBPV: 40, 'Command rating': 0, Year: 150, Speed: 3 },
    {
      Race: 'Klingon',
      Class: 'F5X',
      Hull: 'F5X',
      'Size class': 4,
      EBPV: 95,
      CBPV: 95,
      'Command rating': 3,
      Year: 150,
      Roles: 'X-ship',
      Speed: 31,
      AF: 7,
      DF: 7,
    },
    {
      Race: 'Lyran',
      Class: 'Lyran F-EL',
      'Size class': 3,
      EBPV: 10,
      CBPV: 10,
      'Command rating': 1,
      Year: 100,
      Roles: 'large freighter, civilian',
      Speed: 15,
    },
    {
      Race: 'Klingon',
      Class: 'D5W',
      Hull: 'D5W',
      'Size class': 3,
      EBPV: 100,
      CBPV: 100,
      'Command rating': 6,
      Year: 152,
      Speed: 31,
      AF: 7,
      DF: 7,
    },
  ],
  'Class movement': [
    { Class: 'Klingon SR', 'Warp boxes': 20, 'Move cost': '1/2', Engines: 'Warp' },
    { Class: 'F5X', 'Warp boxes': 20, 'Move cost': '1/2', Engines: 'Warp' },
    { Class: 'Lyran F-EL', 'Warp boxes': 6, 'Move cost': '1/2', Engines: 'Freighter' },
    { Class: 'D5W', 'Warp boxes': 30, 'Move cost': '1', Engines: 'Warp', 'Hull type': 'CW' },
  ],
  Fleets: [
    { Fleet: 'K03A', Empire: 'KLI', Name: 'Survey Squadron', Location: 'J7', Status: 'Ready', 'Arrived in': 'Y150 Turn 1' },
    { Fleet: 'L07SR', Empire: 'LYR', Name: 'Merchant Reserve', Location: 'O38', Status: 'Ready', 'Arrived in': 'Y150 Turn 1', MM: 'SR' },
    { Fleet: 'L08SR', Empire: 'LYR', Name: 'Home Guard', Location: 'O38', Status: 'Ready', 'Arrived in': 'Y150 Turn 1', MM: 'SR' },
    { Fleet: 'L09A', Empire: 'LYR', Name: 'Explorers', Location: 'O37', Status: 'Ready', 'Arrived in': 'Y150 Turn 1', MM: 'Military' },
  ],
  Ships: [
    { Ship: 'KLI-08', Empire: 'KLI', Fleet: 'K03A', Class: 'Klingon SR', Crew: 'Normal', Condition: 'OK' },
    ...Array.from({ length: 12 }, (_, i) => freighter(i + 1, 'L07SR', 'Lyran F-L')),
    freighter(13, 'L08SR', 'Lyran F-S'),
    freighter(14, 'L09A', 'Lyran F-EL'),
    freighter(15, 'L09A', 'Lyran F-EL'),
    freighter(16, 'L09A', 'Lyran F-L'),
  ],
  // C17.50: the Klingons captured ACD's secrets, 600 EPs of them, and the Hydrans observed Top Gun's (C20.300): the GM types them into Invested.
  Research: [
    { Empire: 'KLI', Project: 'ACD', Kind: 'New', Invested: 600 },
    { Empire: 'HYD', Project: 'Top Gun', Kind: 'New', Invested: 600 },
  ],
};

/** The GM's edits of the first turn: the status sheets' MM BPV and bank classes, morale, an admiral, a survey hex, a CB. */
const FIRST_EDITS: CellEdit[] = [
  ...[
    ['KLI', 1500],
    ['KZI', 1200],
    ['LYR', 1300],
    ['HYD', 1100],
  ].map(([e, bpv]) => cell('Empires', String(e), 'MM BPV', bpv)),
  cell('Empires', 'KZI', 'GBC class', 'A'),
  cell('Empires', 'KLI', 'Techs', 'Spy School, PPT, PrT'),
  cell('Empires', 'LYR', 'Techs', 'PPT'),
  cell('Empires', 'KZI', 'EEP', 1),
  cell('Empires', 'LYR', 'PCU %', 20),
  cell('Systems', 'I9', 'Morale', 8),
  cell('Systems', 'O39', 'Morale', 7),
  cell('Systems', 'G12', 'Morale', 2),
  cell('Systems', 'G12', 'Aversion', 'Just conquered'),
  cell('Systems', 'J7', 'Unsurveyed', 'yes'),
  cell('Systems', 'O37', 'Unsurveyed', 'yes'),
  cell('Systems', 'I8', 'Commercial base', 'CB'),
  cell('Ships', 'KZI-01', 'Legendary admiral', true),
];

/** The orders of turn n (0 to 5), by empire. */
function ordersOf(n: number, tabs: TabValues): Record<string, OrderRow[]> {
  const kli: OrderRow[] = [];
  const kzi: OrderRow[] = [];
  const lyr: OrderRow[] = toward(tabs, 'L01A', 'P46', 3);
  const hyd: OrderRow[] = [];
  const ranger = rows(tabs, 'Ships').find((sh) => sh.Ship === 'HYD-04');
  if (n === 0) {
    // K01A's Move on H11 is the sample's own order.
    kli.push(
      ['', 'Route', 'KLI-1', '', '', 'I8 J8 J7'],
      ['K03A', 'MRR', 'J7'],
      ['', 'Research', 'ACD'],
      ['', 'Spy', 'KZI', '', '', 'new: info the Kzinti fleet positions'],
      purse('Deposit', '', '50'),
      purse('Transfer', 'LYR', '40'),
      ['', 'Build', 'I8', '', 'F5'],
      // C10.20: K01A's D7C, about to meet the Kzinti home fleet, destroys its special technology rather than be captured.
      ['', 'Destroy techs', 'KLI-01'],
    );
    kzi.push(['Z02A', 'Convoy duty', 'On'], purse('Borrow', '', '30'), ['', 'Counterspy', '', '', '', '1']);
    // E4.30, B3.15b: the two lent F-ELs, a survey ship between them, survey O37, their F-L supplying them.
    lyr.push(['L09A', 'Survey', 'O37']);
    lyr.push(['', 'Mothball', '', 'LYR-05'], purse('Command rating', '3', ''), ['', 'Build', 'O38', '', 'Lyran FF']);
    // C20.10, B8.40: the Hydran Ranger takes 12 fighters aboard at P47's SC4SY (half of BPV 6 each: 36 EPs).
    hyd.push(purse('Mobility', 'RB', ''), ['', 'Attrition', 'HYD-04', '', '', 'fighters 12@6'], ['', 'Research', 'Top Gun']);
  }
  if (n === 1) {
    kli.push(...toward(tabs, 'K02A', 'G12', 3), ['', 'Route', 'KLI-1', '', '', 'I8 J8 J7 hidden'], purse('Withdraw', '', '20'));
    kli.push(...when(tabs, 'K01A', 'H11', ['K01A', 'Convoy raid', 'H11']));
    // C17.75: KLI and LYR, both with PPT, name each other preferred partners; C14.50: KLI trains a prime team.
    kli.push(['', 'Preferred partner', 'LYR'], ['', 'Prime team', '', '', '', 'new']);
    lyr.push(['', 'Preferred partner', 'KLI']);
    // C30.10-C30.20: KLI and LYR open a trading pact, a freighter at each end.
    kli.push(['', 'Trading pact', 'LYR', '', '', '1']);
    lyr.push(['', 'Trading pact', 'KLI', '', '', '1']);
    kzi.push(purse('Repay', '', '10'), ['', 'Propaganda', 'KLI: the Klingon fleet mutinies at I8', '', '', '35']);
    // C20.71: the Ranger takes six prototype fighters of a design dated Y152 aboard at P47 (prototypes from Y149, 12 a turn).
    if (ranger && at(tabs, ranger.Fleet) === 'P47') hyd.push(['', 'Attrition', 'HYD-04', '', '', 'fighters 6@6 proto ST 152']);
    lyr.push(['', 'Reactivate', '', 'LYR-05']);
    // E2.30, E2.60: the Lyran merchant marine sends L08SR's F-S to the supplementary defence of its home (within 15% of the reserve).
    lyr.push(['L08SR', 'MM status', 'SD']);
    hyd.push(purse('Mobility', 'PT', ''));
  }
  if (n >= 1 && n <= 2) kli.push(...when(tabs, 'K02A', 'G12', ['K02A', 'Raid', 'G12']));
  if (n === 2) {
    kli.push(...when(tabs, 'K02A', 'G12', ['K02A', 'Blockade', 'G12']), ['', 'Spy', 'KZI', '', '', 'K01: info the Kzinti yards']);
    // C7.30: K02A, raiding and blockading G12 with the Kzinti squadron there off on convoy duty, decimates it too.
    kli.push(...when(tabs, 'K02A', 'G12', ['K02A', 'Decimate', 'G12']));
    kzi.push(['Z02A', 'Convoy duty', 'Recall']);
    // B9.10: the new FF, delivered at the Lyran home, is scrapped there (its return is under 25% of the treasury).
    const ff = rows(tabs, 'Ships').find((sh) => sh.Empire === 'LYR' && sh.Class === 'Lyran FF' && at(tabs, sh.Fleet) === 'O38');
    if (ff) lyr.push(['', 'Scrap', '', ff.Ship]);
    // C17.72: a tech of the Klingons' own (no Research row: complete) is traded; ACD, granted this year, may not be for five.
    kli.push(['', 'Tech trade', 'LYR', '', '', 'Spy School']);
    // C19.10, B11.50: the F5 delivered at the Klingon home is converted there to the F5X.
    const f5 = rows(tabs, 'Ships').find((sh) => sh.Empire === 'KLI' && sh.Class === 'F5' && at(tabs, sh.Fleet) === 'I8');
    if (f5) kli.push(['', 'X conversion', f5.Ship, '', 'F5X']);
    lyr.push(['', 'Tech trade', 'KLI', '', '', 'accept Spy School']);
  }
  // C20.300: with Top Gun granted, one of the Ranger's 18 fighters (10% a turn) trains at the Hydran home.
  if (n === 2 && Number(ranger?.Fighters) >= 10) hyd.push(['', 'Attrition', 'HYD-04', '', '', 'top gun 1']);
  if (n === 3) {
    // C13.30: K01A annexes H10, space the GM has given the Kzinti, from its course's end; B11.90: KLI asks to move its homeworld (the GM rules it no emergency).
    kli.push(...when(tabs, 'K01A', 'H11', ['K01A', 'Move', 'H10']), ...when(tabs, 'K01A', 'H11', ['K01A', 'Annex', 'H10']));
    kli.push(['', 'Move homeworld', 'I9']);
    // C9.50: the F5X (the F5 delivered at the Klingon home, converted) trains its crew there.
    const f5 = rows(tabs, 'Ships').find((sh) => sh.Empire === 'KLI' && /^F5X?$/.test(sh.Class) && at(tabs, sh.Fleet) === 'I8');
    if (f5) kli.push(['', 'Train', f5.Ship]);
    kzi.push(...when(tabs, 'Z02A', 'G12', ['Z02A', 'Search', 'G12']));
    kli.push(['', 'Spy', 'KZI', '', '', 'new: info the Kzinti fleet positions']);
  }
  // C14.40: K01 goes to the Klingons' spy school (a tech the GM typed), up to the best living spy's rating (K02's, as it rolled).
  if (n === 4) kli.push(['', 'Spy school', '', '', '', 'K01'], ['', 'Orions', '', '', '', '50 raid G12']);
  // C22.40: the Lyrans declare L02A, sent to the Klingons' I9, an expeditionary fleet (under the 1800 free BPV: no fee).
  if (n === 4 && alive(tabs, 'L02A')) lyr.push(['L02A', 'Expedition', '']);
  // A10.40a: the Klingons hold K01A's D7 in reserve in its battles (the first, at H11).
  if (n === 0) kli.push(['K01A', 'Battle reserve', '', 'KLI-02']);
  // B3.15b-e: the survey squadron surveys the hex its run has worked.
  if (n === 5) kli.push(...when(tabs, 'K03A', 'J7', ['K03A', 'Survey', 'J7']));
  if (n === 5) hyd.push(['', 'Surrender', 'LYR']);
  return { KLI: kli, KZI: kzi, LYR: lyr, HYD: hyd };
}

/** The GM's cell edits of turn n: the first turn's; K02A cloaked and resupplied (C6.10, C13), L02A on silent running (C8.10), then sent to I9 (C22.10) with the Klingon F5X (C22.20); */
function editsOf(n: number, tabs: TabValues): CellEdit[] {
  if (n === 0) return FIRST_EDITS;
  if (n === 3 && alive(tabs, 'K02A'))
    return [
      cell('Fleets', 'K02A', 'Concealment', 'Cloaked'),
      cell('Fleets', 'K02A', 'Supplies', 60),
      cell('Fleets', 'L02A', 'Concealment', 'Hidden'),
      cell('Fleets', 'K01A', 'Supplies', 60),
      cell('Systems', 'H10', 'Owner', 'KZI'),
    ];
  // C22.10: the GM sends L02A, out of silent running, to the Klingons' I9 off the map, an expeditionary fleet;
  // C22.20: the Klingons' F5X joins it there, a mixed squadron in Klingon space (rule options GC254, GC293).
  if (n === 4 && alive(tabs, 'L02A')) {
    const f5x = rows(tabs, 'Ships').find((sh) => sh.Empire === 'KLI' && sh.Class === 'F5X');
    return [
      cell('Fleets', 'L02A', 'Location', 'I9'),
      cell('Fleets', 'L02A', 'Concealment', ''),
      ...(f5x ? [cell('Ships', f5x.Ship, 'Fleet', 'L02A')] : []),
    ];
  }
  return [];
}

/** The GM's rulings where the script gives one: the spy's success, the research granted, rebellions put down, blockades not contested, the Klingons' unrest after sharing Spy School. */
function answer(r: Record<string, string>): string | undefined {
  if (/^Tech sloshing: KLI/.test(r.About)) return 'Morale falls';
  if (/^Orions/i.test(r.About)) return 'They raid G12 in segment 6';
  if (/^Spy: /.test(r.About)) return 'Success: the Kzinti home fleet sits at H11';
  if (/^Contested system: G12$/.test(r.About)) return 'Not contested';
  return firstChoice(r);
}

const NOTES = [
  'K01A meets the Kzinti at H11 (its D7C to destroy its techs); a trade route, an MRR, a spy, research, the bank, mothballs, restoration',
  'K02A marches on G12; K01A raids convoys; the route hidden; KZI propaganda; LYR reactivates; an MM squadron to the SD',
  'K02A raids and blockades G12; Z02A recalled; Spy School traded; LYR scraps its new FF; the new F5 made an F5X',
  'K02A cloaked and resupplied, L02A hidden; the Kzinti search G12; a second Klingon spy',
  'the Klingon spy school; L02A an expeditionary fleet in Klingon space, the Klingon F5X serving in it',
  'HYD surrenders to LYR',
];

/** Six turns: three GC years (A7.10). */
export const GC_YEARS: ScriptTurn[] = NOTES.map((note, n) => ({
  note,
  orders: (tabs) => ordersOf(n, tabs),
  ...(n === 0 ? { gm: SURVEY } : {}),
  cells: (tabs) => editsOf(n, tabs),
  answer,
}));
