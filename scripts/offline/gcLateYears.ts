// Three later years of the Galactic Conquest sample (issue 35), Y198-Y200: six turns of orders (GC A7.10)
// for npm start -- --game gc-late --turns 6 (scripts/offline/scripted.ts plays them, every battle
// auto-resolved) and test/gcLateYears.test.ts. The first sample's years (gcYears.ts, Y150-Y152) come before
// the document's dates for these parts, which this sample plays:
// - Alert levels (C40.10: from Y170): the Klingons turn theirs on before K01A meets the Kzinti home fleet
//   at H11 (the sample's own order), the Kzinti theirs off; the Klingons turn theirs off in Y199.
// - Fusion bombs (A13.00: from Y187): the Klingons, with the tech, build FBGBs at their homeworld I8 and at
//   I9; the Kzinti Z02A attacks I9 in Y200, the FBGB on the battle's card.
// - Second-generation X-ships (C21.10: from Y198): the Klingons refit I8's SC3SY to an SC3XSY (C21.20)
//   and build an XCA (the Klingon D8, C21.49) in it; their D8 and E8 (an XFF) squadron K07A hyperwarps from the base at I8 to the one at
//   I9 along their trade route (C21.51), and back; their D7X squadron K09A, first-generation, pays 3 EPs a
//   hex for it; the new XCA hyperwarps in the last turn.
// - Prospecting (B13.30): the Hydrans go on restoration mobility and their survey ship prospects P45.
// - Death Riders (C20.510: fighters from Y176): the Klingon carrier squadron K10A, with a scout's special
//   sensors, flies two groups of six fighters at the Kzinti station Z05A in open space at F11 (C20.540).
// The GM sets the campaign up in Y198 (the Campaign tab's Start year and Year), types the empires' techs
// from R & D (C17), and adds the rows the sample has none of: the classes, the two Klingon battle stations,
// K07A, the D7X squadron K09A, the Hydran survey squadron, and the Klingons' trade route from I8 to I9 (B1.20). Every ruling
// takes its default, or the first choice where it has none.
import type { CellEdit, OrderRow, ScriptTurn, TabValues } from './scripted';
import { alive, at, cell, firstChoice, purse, rows, toward, when } from './gcScript';

/** The order kinds this sample plays that the first sample's years cannot (test/gcYears.test.ts counts them played). */
export const GC_LATE_KINDS = ['Alert levels', 'Fusion bomb', 'Yard refit', 'Hyperwarp', 'Prospect', 'Death rider'] as const;

/** C21.10: second-generation X-ships first appear in Y198. */
const YEAR = 198;

/** A class the GM adds: its command rating, AF and DF by default illustrative (rule option GC300). */
const shipClass = (
  race: string,
  name: string,
  hull: string,
  size: number,
  bpv: number,
  year: number,
  roles: string,
  [rating, af, df] = [10, 12, 12],
) => ({
  Race: race,
  Class: name,
  Hull: hull,
  'Size class': size,
  EBPV: bpv,
  CBPV: bpv,
  'Command rating': rating,
  Year: year,
  Roles: roles,
  Speed: 31,
  AF: af,
  DF: df,
});
/** C21.49: the Klingon XCA and XFF, the D8 and E8, with the document's command ratings and sample combat values (their BPVs, GC300). */
const [XCA, XFF] = ['D8', 'E8'];
const CLASSES = [
  shipClass('Klingon', XCA, 'XCA', 3, 300, YEAR, 'X-ship', [11, 77, 60]),
  shipClass('Klingon', XFF, 'XFF', 4, 120, YEAR, 'X-ship', [6, 37, 20]),
  shipClass('Klingon', 'KBATS', 'BATS', 2, 150, 150, 'base'),
  shipClass('Klingon', 'D7X', 'D7X', 3, 180, 175, 'X-ship'),
  shipClass('Hydran', 'Hydran SR', 'SR', 4, 40, 150, ''),
  shipClass('Klingon', 'D6V', 'D6V', 3, 100, 150, 'carrier'),
  { ...shipClass('Klingon', 'F5R', 'F5R', 4, 77, 150, 'scout'), Sensors: 1 },
  shipClass('Kzinti', 'ZBATS', 'BATS', 2, 150, 150, 'base'),
];
/** C20.500: the Klingon carrier's fighters, typed by the GM. */
const CARRIED: Record<string, Record<string, number>> = { D6V: { Fighters: 12, 'Fighter CBPV': 6 } };

/** The GM's squadrons: id, empire, name, hex, and their ships' classes (the ships numbered from 51 in each empire). */
const SQUADRONS: [fleet: string, empire: string, name: string, hex: string, classes: string[]][] = [
  ['K05A', 'KLI', 'Klinshai Station', 'I8', ['KBATS']],
  ['K06A', 'KLI', 'Second Station', 'I9', ['KBATS']],
  ['K07A', 'KLI', 'Hyperwarp Squadron', 'I8', [XCA, XFF]],
  ['K09A', 'KLI', 'X Squadron', 'I8', ['D7X']],
  ['H05A', 'HYD', 'Survey Squadron', 'P45', ['Hydran SR']],
  ['K10A', 'KLI', 'Death Riders', 'F11', ['D6V', 'F5R']],
  ['Z05A', 'KZI', 'Outer Station', 'F11', ['ZBATS']],
];
const ships = SQUADRONS.flatMap(([fleet, empire, , , classes]) => classes.map((cls) => ({ Empire: empire, Fleet: fleet, Class: cls })));

/** The GM's rows of the first turn. */
const SETUP: NonNullable<ScriptTurn['gm']> = {
  Classes: CLASSES,
  'Class movement': CLASSES.map((c) => ({ Class: c.Class, 'Warp boxes': 30, 'Move cost': '1', Engines: 'Warp' })),
  Fleets: SQUADRONS.map(([fleet, empire, name, hex]) => ({
    Fleet: fleet,
    Empire: empire,
    Name: name,
    Location: hex,
    Status: 'Ready',
    'Arrived in': `Y${YEAR} Turn 1`,
  })),
  Ships: ships.map((sh, i) => ({
    Ship: `${sh.Empire}-${51 + ships.slice(0, i).filter((x) => x.Empire === sh.Empire).length}`,
    ...sh,
    ...CARRIED[sh.Class],
    Crew: 'Normal',
    Condition: 'OK',
  })),
  // B1.20: a route laid before the campaign's first turn, from the homeworld's base to I9's.
  'Trade routes': [{ Empire: 'KLI', Route: 'KLI-9', Hexes: 'I8, J8, I9', Ends: 'Base', Built: `Y${YEAR - 1} Turn 2` }],
};

/** The GM's edits of the first turn: the campaign's year, and the techs R & D gave the empires (C17). */
const FIRST_EDITS: CellEdit[] = [
  cell('Campaign', 'Start year', 'Value', YEAR),
  cell('Campaign', 'Year', 'Value', YEAR),
  cell('Empires', 'KLI', 'Techs', 'ALT, Fusion bomb, PDO, Death Rider'),
  cell('Empires', 'KZI', 'Techs', 'ALT'),
];

/** The squadron's hyperwarp to `to` from the base at the other end of the route, where it stands. */
const hyperwarp = (tabs: TabValues, fleet: string, from: string, to: string): OrderRow[] =>
  when(tabs, fleet, from, [fleet, 'Hyperwarp', to]);
/** The squadron the XCA built at I8 was delivered to ('' before). */
const newXca = (tabs: TabValues) => rows(tabs, 'Ships').find((sh) => sh.Class === XCA && sh.Fleet !== 'K07A')?.Fleet ?? '';

const TURNS: Omit<ScriptTurn, 'answer'>[] = [
  {
    note: 'Y198: alert levels on (KLI) and off (KZI) as K01A meets the Kzinti at H11; I8 refitted for second-generation X-ships; HYD on restoration',
    gm: SETUP,
    cells: () => FIRST_EDITS,
    // C40.20: on for the Klingons' battle at H11, off for the Kzinti; C21.20: I8's SC3SY, free, refitted; B13.10: HYD on restoration.
    orders: () => ({
      KLI: [
        ['', 'Alert levels', 'On'],
        ['', 'Yard refit', 'I8', '', 'SC3SY'],
        // C20.500-C20.560: K10A's Death Riders at the Kzinti station at F11, before segment 1.
        ['K10A', 'Death rider', '', '', '', '6f 6f'],
      ],
      KZI: [['', 'Alert levels', 'Off']],
      HYD: [purse('Mobility', 'RB', '')],
    }),
  },
  {
    note: 'K07A hyperwarps I8 > I9; an FBGB at I8; the Hydran survey ship prospects',
    orders: (tabs) => ({
      KLI: [...hyperwarp(tabs, 'K07A', 'I8', 'I9'), ['', 'Fusion bomb', 'I8']],
      HYD: alive(tabs, 'H05A') ? [['H05A', 'Prospect', at(tabs, 'H05A')]] : [],
    }),
  },
  // C21.30: the first XCA of the year, in the refitted yard.
  {
    note: 'K07A hyperwarps back; an XCA begun at I8',
    orders: (tabs) => ({ KLI: [...hyperwarp(tabs, 'K07A', 'I9', 'I8'), ['', 'Build', 'I8', '', XCA]] }),
  },
  {
    // C21.51: the first-generation K09A hyperwarps too, now that the empire has second-generation X-ships, at 3 EPs a hex.
    note: 'an FBGB at I9; the Klingon alert levels off; K01A home to I9; the D7X K09A hyperwarps to I9',
    orders: (tabs) => ({
      KLI: [
        ['', 'Fusion bomb', 'I9'],
        ['', 'Alert levels', 'Off'],
        ...toward(tabs, 'K01A', 'I9', 3),
        ...hyperwarp(tabs, 'K09A', 'I8', 'I9'),
      ],
    }),
  },
  // A13.00: the Kzinti attack I9, where the Klingons' FBGB goes off in the battle (on its card); K07A, hyperwarping in, is out of it (C21.51).
  {
    note: 'K07A hyperwarps to I9 again; Z02A attacks I9 and its FBGB',
    orders: (tabs) => ({ KLI: hyperwarp(tabs, 'K07A', 'I8', 'I9'), KZI: when(tabs, 'Z02A', 'G12', ['Z02A', 'Move', 'H11 H10 I9']) }),
  },
  { note: 'the new XCA hyperwarps to I9', orders: (tabs) => ({ KLI: hyperwarp(tabs, newXca(tabs), 'I8', 'I9') }) },
];

/** Six turns: three GC years (A7.10), Y198-Y200. */
export const GC_LATE_YEARS: ScriptTurn[] = TURNS.map((turn) => ({ ...turn, answer: firstChoice }));
