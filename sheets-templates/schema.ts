// The campaign workbook: every tab, its columns, header notes, validation lists and number formats.
// This file is the single source the add-on uses to create, check and read a campaign workbook.
// Tabs named with {empire} exist once per empire (e.g. "Orders KLI").
//
// Column kinds: text, int, number, bool (yes/no), list (comma-separated), season ("Y165 Spring").
// A column with `formula` is computed by a custom function: the formula sits in row 2 and fills the
// column (and the `filledBy` columns right of it, when it answers several); the add-on never writes
// values there. Computed columns always come last in a tab.
//
// A formula names the tables it reads as {Tab}, written in the sheet as an open-ended reference to the
// tab's data columns, e.g. {Ships} -> Ships!A:Q. Open-ended, because a range fixed when the campaign is
// created (a named range, say) does not grow when rows are added below it, and the check would then
// miss every row added later. The reference spans the sheet's rows, so the add-on keeps each tab only
// a little taller than its data (see HEADROOM in src/sheets/tabs/gateway.ts): that is what Sheets hands the
// custom functions on every recalculation.

import {
  BATTLE_SIDES,
  BATTLE_STATUSES,
  CREWS,
  DEVELOPMENTS,
  EMPIRE_STATUSES,
  FLEET_STATUSES,
  LEGENDARY_OFFICERS,
  PHASES,
  PLANET_TYPES,
  SEASONS,
  SHIP_CONDITIONS,
  SHIP_FATES,
  TACTICAL_RULES,
} from '../src/engine/core/model';
import { ORDER_KINDS } from '../src/engine/games/eaw/orders';
import { BUILD_EXTRAS_EXAMPLE } from '../src/engine/games/eaw/construction';
import { STATUSES, TREATIES } from '../src/engine/core/diplomacy';
import { DEFAULT_GAME, GAME_NAMES, GAMES } from '../src/engine/games';
import { rolesOf, type Game, type GameTab, type RowColumn, type RowTab } from '../src/engine/core/game';
import { GC_ATTACKS, GC_INTENSITIES } from '../src/engine/core/combat/gccombat';
import { RECORD_SECTIONS } from '../src/engine/core/turnRecord';

export { ORDER_KINDS };

export type ColumnType = 'text' | 'int' | 'number' | 'bool' | 'list' | 'season';

export interface ColumnSpec {
  header: string;
  type: ColumnType;
  note: string;
  required?: boolean;
  /** Ids (of empires, systems, fleets, ships, battles): read trimmed and in capitals, so the engine compares them with ===. */
  id?: true;
  /** Data-validation dropdown. */
  values?: readonly string[];
  /** Sheets number format. */
  format?: string;
  /** Computed column: formula placed in row 2. `{empire}` is replaced on per-empire tabs, `{Tab}` by the tab's data columns. */
  formula?: string;
  /** Computed column filled by the formula of the column named here, which answers several columns. */
  filledBy?: string;
  /** On an Orders tab, a column only the GM may edit (results and checks). */
  gmOnly?: boolean;
  width?: number;
}

export type TabKind = 'settings' | 'state' | 'ledger' | 'log' | 'orders' | 'report' | 'checks';

export interface TabSpec {
  name: string;
  kind: TabKind;
  note: string;
  columns: ColumnSpec[];
  tabColor?: string;
  /** Kept by the add-on, not read by players: the tab is hidden (and, like every tab, GM-protected). */
  hidden?: boolean;
}

export const YES_NO = ['yes', 'no'] as const;

const BPV = '#,##0';
const INT = '0';
/** The shared Classes tab's Roles note; a game's tabs list its roles there (tabsOf). */
const ROLES_NOTE = "Comma-separated: the roles the campaign's game reads (its Classes tab's note lists them).";

export const TABS: TabSpec[] = [
  {
    name: 'Campaign',
    kind: 'settings',
    tabColor: '#3c78d8',
    note: 'Campaign settings, one per row. Processing updates year, season, phase and seed.',
    columns: [
      { header: 'Setting', type: 'text', required: true, note: 'Setting name; the add-on looks settings up by this name.' },
      { header: 'Value', type: 'text', note: 'Setting value.' },
      { header: 'Notes', type: 'text', note: 'What the setting means.' },
    ],
  },
  {
    name: 'Empires',
    kind: 'state',
    tabColor: '#3c78d8',
    note: 'One row per empire (EaW 2b: one race group, no race twice).',
    columns: [
      { header: 'Empire', type: 'text', id: true, required: true, note: 'Short empire id, e.g. KLI. Names the Orders and Report tabs.' },
      { header: 'Race', type: 'text', required: true, note: 'SFB race the empire builds from (EaW 2b).' },
      { header: 'Admiral', type: 'text', note: 'Player name.' },
      {
        header: 'Email',
        type: 'text',
        note: 'Google account of the admiral: the only editor (with the GM) of the Orders tab. Run Refresh protections after changing it.',
      },
      { header: 'Status', type: 'text', values: EMPIRE_STATUSES, note: 'Active, Eliminated or Dropped (EaW 29.0).' },
      { header: 'VP', type: 'number', format: BPV, note: 'Victory points (EaW 4e).' },
      {
        header: 'Ready',
        type: 'text',
        note: 'Whether the admiral has marked their orders Ready (the Ready column of their Orders tab). Written by Check orders and every campaign action; cleared by Process Season.',
      },
      {
        header: 'Capital',
        type: 'text',
        id: true,
        note: 'The capital: in the Staley game the hex whose fall ends the race (AA4.1, NN1); with the EaW option Staley capital falls (NN1) the system, blank: its home system, developed at setup (EaW 2a).',
      },
      {
        header: 'Workbook',
        type: 'text',
        note: "GM only: link to the admiral's private workbook (Play mode Private workbooks; written by Admiral workbooks ▸ Create / update).",
      },
      {
        header: 'Workbook id',
        type: 'text',
        note: "GM only: the id of the admiral's private workbook. Clear it to make a new workbook at the next Create / update.",
      },
      {
        header: 'Move points',
        type: 'int',
        format: INT,
        formula: '=MOVE_POINTS(A2:A, {Fleets}, {Ships}, {Classes}, Ruleset)',
        note: 'Movement points this season (EaW 5.0), computed.',
      },
      {
        header: 'Treasury',
        type: 'number',
        format: BPV,
        formula: '=TREASURY(A2:A, {Treasury})',
        note: 'BPV in the treasury: the sum of the ledger, computed.',
      },
    ],
  },
  {
    name: 'Systems',
    kind: 'state',
    tabColor: '#6aa84f',
    note: 'One row per planetary system on the strategic map (EaW 1a-1c, 18.0).',
    columns: [
      { header: 'System', type: 'text', id: true, required: true, note: 'System id, e.g. S07.' },
      { header: 'Name', type: 'text', note: 'Display name.' },
      {
        header: 'X',
        type: 'number',
        required: true,
        format: INT,
        note: 'Map x coordinate (gives the side a fleet enters from, EaW 20.0).',
      },
      { header: 'Y', type: 'number', required: true, format: INT, note: 'Map y coordinate; y grows downward, direction A is up.' },
      {
        header: 'Planet',
        type: 'text',
        required: true,
        values: PLANET_TYPES,
        note: 'Life, Mineral, Dead or Unknown until explored (EaW 1c, 16.0).',
      },
      { header: 'Owner', type: 'text', id: true, note: 'Empire owning the development, fortification or bases here.' },
      { header: 'Development', type: 'text', values: DEVELOPMENTS, note: 'Mine (mineral planets) or Colony (life planets), EaW 12-13.' },
      { header: 'Developed in', type: 'season', note: 'Season the development completed, e.g. "Y165 Summer" (income proration, EaW 12a).' },
      { header: 'Explored by', type: 'list', id: true, note: 'Empires that have explored this system, comma-separated.' },
    ],
  },
  {
    name: 'Lanes',
    kind: 'state',
    tabColor: '#6aa84f',
    note: 'Warp lanes: each row joins two systems both ways (EaW 1d).',
    columns: [
      { header: 'From', type: 'text', id: true, required: true, note: 'System id at one end.' },
      { header: 'To', type: 'text', id: true, required: true, note: 'System id at the other end.' },
    ],
  },
  {
    name: 'Fleets',
    kind: 'state',
    tabColor: '#e69138',
    note: 'One row per fleet. An FRD sits in a fleet of its own (with its MON, EaW 17e).',
    columns: [
      { header: 'Fleet', type: 'text', id: true, required: true, note: 'Fleet id, e.g. KLI-1.' },
      { header: 'Empire', type: 'text', id: true, required: true, note: 'Owning empire.' },
      { header: 'Name', type: 'text', note: 'Fleet name.' },
      { header: 'Location', type: 'text', id: true, required: true, note: 'System id where the fleet is.' },
      {
        header: 'Status',
        type: 'text',
        values: FLEET_STATUSES,
        note: 'Ready, Pinned (EaW 19a), Trapped (EaW 10a), Non-compliant (EaW 17g), Disengaged (EaW 21a).',
      },
      { header: 'Arrived from', type: 'text', id: true, note: 'System the fleet last entered from (battle setup side, EaW 20.0).' },
      { header: 'Arrived in', type: 'season', note: 'Season it arrived (a fleet present over a season starts at 3030, EaW 20b).' },
      {
        header: 'Trapped in',
        type: 'season',
        note: 'Season an enemy fortification trapped it (EaW 10a); a siege roll is allowed from the next season (10c).',
      },
      {
        header: 'MP penalty',
        type: 'int',
        format: INT,
        note: 'Movement point its empire loses next season: it disengaged away from where it came (EaW 21a).',
      },
      { header: 'Route', type: 'text', note: 'Every system of its moves in that season, e.g. S01 > S04 > S21 (drawn on the map).' },
      {
        header: 'CBPV',
        type: 'number',
        format: BPV,
        formula: '=FLEET_CBPV(A2:A, {Ships}, {Classes}, Ruleset)',
        note: "Fleet Combat BPV as the campaign's game counts it (EaW 17.0; VBAM: a civilian fleet shows what it is, VB112), computed.",
      },
      {
        header: 'Check',
        type: 'text',
        formula: '=FLEET_CHECK(A2:A, {Ships}, {Classes}, CurrentYear, StartYear, CurrentSeason, Ruleset)',
        note: 'Fleet limits (EaW 17.0, 2c at campaign start), computed.',
      },
    ],
  },
  {
    name: 'Ships',
    kind: 'state',
    tabColor: '#e69138',
    note: 'One row per ship (and FRD, MON, freighter).',
    columns: [
      { header: 'Ship', type: 'text', id: true, required: true, note: 'Ship id, unique in the campaign, e.g. KLI-101.' },
      { header: 'Empire', type: 'text', id: true, required: true, note: 'Owning empire.' },
      { header: 'Fleet', type: 'text', id: true, required: true, note: 'Fleet the ship belongs to.' },
      { header: 'Class', type: 'text', required: true, note: 'Class name from the Classes tab.' },
      { header: 'Name', type: 'text', note: 'Ship name.' },
      { header: 'Crew', type: 'text', values: CREWS, note: 'Normal, Poor (-20% CBPV) or Outstanding (EaW 2e, 17.0).' },
      {
        header: 'LO',
        type: 'text',
        values: LEGENDARY_OFFICERS,
        note: 'Legendary officer aboard, if any (EaW 2e). A Legendary Captain lets the fleet exceed its cap by 100.',
      },
      { header: 'LO BPV', type: 'number', format: BPV, note: 'Cost of the legendary officer.' },
      {
        header: 'OC BPV',
        type: 'number',
        format: BPV,
        note: 'Cost of the outstanding crew (counts only when Crew is Outstanding). CBPV adds the greater of LO and OC (EaW 17.0).',
      },
      {
        header: 'CO %',
        type: 'number',
        format: INT,
        note: "Commander's options as % of CBPV: 10 free (20 with OC), at most 20 (EaW 6.0).",
      },
      { header: 'XP', type: 'number', format: INT, note: 'Crew experience points (EaW 2e).' },
      { header: 'Condition', type: 'text', values: SHIP_CONDITIONS, note: 'OK, Crippled, or Captured (not yet inspected, EaW 9b, 25b).' },
      { header: 'Fighters', type: 'int', format: INT, note: 'Fighters (or bombers) aboard.' },
      { header: 'Fighter CBPV', type: 'number', format: INT, note: 'CBPV of each fighter.' },
      { header: 'PFs', type: 'int', format: INT, note: 'PFs or INTs carried.' },
      { header: 'PF CBPV', type: 'number', format: INT, note: 'CBPV of each PF/INT.' },
      { header: 'Extras CBPV', type: 'number', format: INT, note: 'Drone speed, sabots, drogues, special-ship surcharges (EaW 17.0).' },
      {
        header: 'Other LOs',
        type: 'text',
        note: 'Further legendary officers aboard, comma-separated (EaW 2e: only the highest-valued one, in LO, counts toward CBPV).',
      },
    ],
  },
  {
    name: 'Classes',
    kind: 'state',
    tabColor: '#e69138',
    note: 'Ship-class catalog. The sample rows are ILLUSTRATIVE: replace them from your own SFB Master Ship Chart.',
    columns: [
      { header: 'Race', type: 'text', required: true, note: 'Race that builds the class (EaW 2b).' },
      { header: 'Class', type: 'text', required: true, note: 'Class designation, e.g. D7.' },
      { header: 'Hull', type: 'text', note: 'Hull type for the similar-hull penalty (EaW 17f); blank = the class itself.' },
      {
        header: 'Size class',
        type: 'int',
        required: true,
        format: INT,
        note: 'SFB size class (2 dreadnought, 3 cruiser, 4 frigate/destroyer).',
      },
      { header: 'EBPV', type: 'number', required: true, format: INT, note: 'Economic BPV: the build price (EaW 2c, 6.0).' },
      { header: 'CBPV', type: 'number', required: true, format: INT, note: 'Combat BPV (EaW 17.0).' },
      { header: 'Dock points', type: 'int', format: INT, note: 'FRD dock points to build (36 per FRD per season, EaW 6.0).' },
      { header: 'Command rating', type: 'int', format: INT, note: 'Command rating (S8.0).' },
      { header: 'Year', type: 'int', format: INT, note: 'Year in service (EaW 2d).' },
      { header: 'Roles', type: 'list', note: ROLES_NOTE },
      { header: 'Escorts', type: 'list', note: 'For carriers: the escort classes required (a missing escort still counts, EaW 17b).' },
      { header: 'DAMCON', type: 'int', format: INT, note: 'Highest damage control rating (self-repair, EaW 22b).' },
      { header: 'Speed', type: 'int', format: INT, note: "Maximum speed: a fleet starts a battle at its slowest ship's (EaW 20.0)." },
      { header: 'AF', type: 'number', format: INT, note: 'Attack factor for statistical auto-resolve (VBAM combat).' },
      { header: 'DF', type: 'number', format: INT, note: 'Defense factor for statistical auto-resolve.' },
      { header: 'AF crippled', type: 'number', format: INT, note: 'Attack factor when crippled.' },
      { header: 'DF crippled', type: 'number', format: INT, note: 'Defense factor when crippled.' },
      {
        header: 'GC AF',
        type: 'number',
        format: INT,
        note: 'Attack factor for Galactic Conquest auto-resolve (GC Appendix 1); blank: from CBPV when "GC factors from BPV" is yes.',
      },
      {
        header: 'GC DF',
        type: 'number',
        format: INT,
        note: 'Defense factor for Galactic Conquest auto-resolve (GC Appendix 1); blank: from CBPV.',
      },
      {
        header: 'Sensors',
        type: 'int',
        format: INT,
        note: 'Special sensors, for the Galactic Conquest EW advantage (GC A10.40b); blank: 1 for a scout, else 0.',
      },
    ],
  },
  {
    name: 'Treasury',
    kind: 'ledger',
    tabColor: '#f1c232',
    note: "Append-only ledger of BPV. An empire's treasury is the sum of its rows; never edit old rows, add a correcting row.",
    columns: [
      { header: 'Season', type: 'season', required: true, note: 'Season of the entry, e.g. "Y165 Spring" or "Y165 Setup".' },
      { header: 'Empire', type: 'text', id: true, required: true, note: 'Empire the BPV belongs to.' },
      { header: 'Amount', type: 'number', required: true, format: BPV, note: 'BPV in (positive) or out (negative).' },
      { header: 'Reason', type: 'text', note: 'What the BPV was for.' },
      { header: 'Reference', type: 'text', note: 'Ship, system or order the entry refers to.' },
    ],
  },
  {
    name: 'Treaties',
    kind: 'state',
    tabColor: '#8e7cc3',
    note: 'Relation of each pair of empires (VBAM diplomacy). A pair with no row has the Campaign "Default relation".',
    columns: [
      { header: 'Empire A', type: 'text', id: true, required: true, note: 'One empire.' },
      { header: 'Empire B', type: 'text', id: true, required: true, note: 'The other empire.' },
      {
        header: 'Status',
        type: 'text',
        values: STATUSES,
        note: 'War or Hostilities: fleets that meet fight. Normal: free movement, no battles. No contact: not met yet.',
      },
      { header: 'Treaties', type: 'list', note: 'Treaties in force: ' + TREATIES.join(', ') + '.' },
      { header: 'Since', type: 'season', note: 'Season the row last changed.' },
      {
        header: 'Declare war A on B',
        type: 'text',
        formula: '=DECLARE_CHANCE(A2:A, B2:B, {Treaties}, {Diplomacy}, CurrentYear, CurrentSeason, "war", DefaultRelation, Ruleset)',
        note: 'The d100 chance A would roll against to declare war on B now, and what makes it up.',
      },
      {
        header: 'Declare war B on A',
        type: 'text',
        formula: '=DECLARE_CHANCE(B2:B, A2:A, {Treaties}, {Diplomacy}, CurrentYear, CurrentSeason, "war", DefaultRelation, Ruleset)',
        note: 'The same for B on A.',
      },
    ],
  },
  {
    name: 'Diplomacy',
    kind: 'ledger',
    tabColor: '#8e7cc3',
    note: 'Every diplomatic event, append-only: signings, breaks, declarations, failed attempts, contacts, encounters. The declaration modifiers are computed from it.',
    columns: [
      { header: 'Season', type: 'season', required: true, note: 'Season of the event.' },
      { header: 'Empire', type: 'text', id: true, required: true, note: 'Empire that acted.' },
      { header: 'Target', type: 'text', id: true, note: 'The other empire.' },
      { header: 'Action', type: 'text', note: 'Sign, Break, Declare hostilities, Declare war, Armistice, Contact, Encounter.' },
      { header: 'Treaty', type: 'text', note: 'Treaty concerned.' },
      { header: 'Chance', type: 'number', format: INT, note: 'd100 chance, for rolls.' },
      { header: 'Roll', type: 'number', format: INT, note: 'd100 rolled.' },
      { header: 'Outcome', type: 'text', note: 'Signed, In force, Broken, Failed, Declared, Waiting, Rejected, Recorded.' },
      { header: 'Note', type: 'text', note: 'Details.' },
    ],
  },
  {
    name: 'Battles',
    kind: 'state',
    tabColor: '#cc0000',
    note: "One row per battle (EaW 19.0: always two fleets). Fight it in SFB, or set Status to Auto; enter each ship's result in Battle ships; then Resolve battles.",
    columns: [
      { header: 'Battle', type: 'text', required: true, note: 'Battle id.' },
      { header: 'Season', type: 'season', note: 'Season of the battle.' },
      { header: 'System', type: 'text', id: true, note: 'Where it is fought; "S04-S18" for open space on a lane (EaW 5c).' },
      { header: 'Map', type: 'text', note: 'Battle map (EaW 16d); open space for a lane.' },
      { header: 'Fleet A', type: 'text', id: true, note: 'First fleet (EaW 26.0/26a: the largest fight first).' },
      { header: 'Fleet B', type: 'text', id: true, note: 'Second fleet.' },
      {
        header: 'Status',
        type: 'text',
        values: BATTLE_STATUSES,
        note: 'Pending: fight it and enter results. Auto: Auto-resolve battles fills the results (the Campaign "Auto-resolve system": VBAM or Galactic Conquest statistical combat). Resolved: applied.',
      },
      {
        header: 'Rules',
        type: 'text',
        values: TACTICAL_RULES,
        note: 'Tactical rules the battle is fought under (Two-Phase halves speeds).',
      },
      {
        header: 'Intensity A',
        type: 'int',
        format: INT,
        values: ['1', '2', '3', '4'],
        note: 'VBAM auto-resolve: battle intensity factor side A picks, 1-4.',
      },
      {
        header: 'Intensity B',
        type: 'int',
        format: INT,
        values: ['1', '2', '3', '4'],
        note: 'VBAM auto-resolve: battle intensity factor side B picks, 1-4.',
      },
      {
        header: 'GC intensity A',
        type: 'text',
        values: GC_INTENSITIES,
        note: 'Galactic Conquest auto-resolve: the battle intensity side A fights at (GC A3.10, A10.20); blank: Typical.',
      },
      {
        header: 'GC intensity B',
        type: 'text',
        values: GC_INTENSITIES,
        note: 'Galactic Conquest auto-resolve: the battle intensity side B fights at; blank: Typical.',
      },
      {
        header: 'Disengage A %',
        type: 'int',
        format: INT,
        note: 'Galactic Conquest auto-resolve: side A breaks off once it has lost this % of its defense factors, captured ships counting as destroyed (GC A3.20, A3.25); blank: fights to the end.',
      },
      { header: 'Disengage B %', type: 'int', format: INT, note: 'Galactic Conquest auto-resolve: the same for side B.' },
      {
        header: 'GC attack A',
        type: 'text',
        values: GC_ATTACKS,
        note: "Galactic Conquest auto-resolve: side A's form of attack besides self-applied damage (GC A10.35): Normal, Directed (x2 DF, whole kills only), Partial directed (x3 DF) or Capture (x5 DF); blank: Normal.",
      },
      { header: 'GC attack B', type: 'text', values: GC_ATTACKS, note: 'Galactic Conquest auto-resolve: the same for side B.' },
      {
        header: 'VP A',
        type: 'number',
        format: INT,
        note: 'Victory points of side A (EaW 4e); blank: computed from the Campaign VP settings.',
      },
      { header: 'VP B', type: 'number', format: INT, note: 'Victory points of side B.' },
      { header: 'Winner', type: 'text', note: 'Written when resolved: the side with more VP (EaW 2e).' },
      { header: 'Series', type: 'int', format: INT, note: 'Place in the serial engagement at this system this season (EaW 26.0-26b).' },
      { header: 'Then A', type: 'text', id: true, note: 'Open space: where fleet A was heading; the winner goes on (EaW 5c).' },
      { header: 'Then B', type: 'text', id: true, note: 'Open space: where fleet B was heading.' },
      { header: 'Setup', type: 'text', note: 'The set-up card (EaW 20.0-21.0).' },
    ],
  },
  {
    name: 'Battle ships',
    kind: 'state',
    tabColor: '#cc0000',
    note: 'One row per ship in a battle. Enter each result after the battle (or let Auto-resolve fill them), then Resolve battles.',
    columns: [
      { header: 'Battle', type: 'text', required: true, note: 'Battle id.' },
      { header: 'Side', type: 'text', values: BATTLE_SIDES, note: 'Side of the battle.' },
      { header: 'Fleet', type: 'text', id: true, note: 'Fleet the ship fights in.' },
      { header: 'Ship', type: 'text', id: true, required: true, note: 'Ship id.' },
      { header: 'Empire', type: 'text', id: true, note: 'Owner.' },
      { header: 'Class', type: 'text', note: 'Class.' },
      { header: 'CBPV', type: 'number', format: INT, note: 'Ship CBPV (VP and XP shares).' },
      { header: 'Result', type: 'text', values: SHIP_FATES, note: 'What became of the ship.' },
      { header: 'Captured by', type: 'text', id: true, note: 'Captured: the empire that took it (EaW 25.0).' },
      { header: 'Disengaged to', type: 'text', id: true, note: 'Disengaged: the system it fled to, down a warp lane (EaW 21.0, 21a).' },
      { header: 'XP', type: 'number', format: INT, note: 'XP gained or lost, written when resolved (EaW 2e).' },
    ],
  },
  {
    name: 'Log',
    kind: 'log',
    tabColor: '#999999',
    note: 'Everything processing did, with every die roll.',
    columns: [
      { header: 'Season', type: 'season', note: 'Season processed.' },
      { header: 'Kind', type: 'text', note: 'Event kind (roll, move, build, ...).' },
      { header: 'Empire', type: 'text', id: true, note: 'Empire concerned.' },
      { header: 'Purpose', type: 'text', note: 'What happened or what a roll was for.' },
      { header: 'Dice', type: 'text', note: 'Dice rolled, e.g. 2D6.' },
      { header: 'Result', type: 'text', note: 'Roll result or outcome.' },
    ],
  },
  {
    name: 'Legendary officers',
    kind: 'state',
    tabColor: '#f1c232',
    note: 'The legendary officer table rolled (2D6) after each Winter (EaW 2e). SFB G22.111 is not in the rules we have: the sample rows are ILLUSTRATIVE, replace them with your own table.',
    columns: [
      { header: 'Roll', type: 'text', required: true, note: 'The 2D6 total, or a range such as "5-9".' },
      { header: 'Officer', type: 'text', values: LEGENDARY_OFFICERS, note: 'The officer that roll gives; blank for none this year.' },
      {
        header: 'Cost %',
        type: 'number',
        format: INT,
        note: "The officer's cost, as % of the receiving ship's CBPV, paid at once (EaW 2e).",
      },
      { header: 'Notes', type: 'text', note: 'Where the row comes from.' },
    ],
  },
  {
    name: 'Standings',
    kind: 'state',
    tabColor: '#cc0000',
    note: 'Written by the add-on after every action: the empires by victory points (EaW 1.0, 4e). "Final" once the campaign is over. GM information: it shows every empire\'s economy.',
    columns: [
      {
        header: 'Rank',
        type: 'int',
        format: INT,
        note: 'By VP, highest first; an eliminated empire ranks below every empire still in play.',
      },
      { header: 'Empire', type: 'text', id: true, note: 'Empire id.' },
      { header: 'Admiral', type: 'text', note: 'Player name.' },
      { header: 'Status', type: 'text', note: 'Active, Eliminated (with when) or Dropped.' },
      { header: 'VP', type: 'number', format: BPV, note: 'Victory points (EaW 4e).' },
      { header: 'Systems held', type: 'int', format: INT, note: 'Systems the empire owns.' },
      { header: 'Fleets', type: 'int', format: INT, note: 'Fleets, FRD fleets included.' },
      { header: 'Treasury', type: 'number', format: BPV, note: 'BPV in the treasury.' },
      { header: 'As of', type: 'text', note: 'The season the standings were taken, or "Final".' },
    ],
  },
  {
    name: 'Summary',
    kind: 'state',
    tabColor: '#cc0000',
    note: "Written by the add-on: the turn summary of the last season processed (moves, battles and how they ended, systems gained and lost, ships, treasury and VP, each order not done and why, the events of note, who is not ready; the Turn record tab has everything); Resolve battles adds what the battles changed. GM information: it names every empire's fleets.",
    columns: [{ header: 'Text', type: 'text', note: 'One line of the summary.' }],
  },
  {
    name: 'Turn record',
    kind: 'state',
    tabColor: '#cc0000',
    note: "Written by the add-on: the GM's whole turn, every order and what became of it, every battle and each ship's result, every Treasury row and every Log row of the last season processed; Resolve battles, Auto-resolve and Apply rulings add theirs. GM information: it names every empire's orders.",
    columns: [
      { header: 'Season', type: 'season', note: 'The season (or tick) it belongs to.' },
      { header: 'Section', type: 'text', values: [...RECORD_SECTIONS], note: 'Orders, Battles, Treasury or Events (the Log).' },
      { header: 'Empire', type: 'text', note: 'The empire concerned (blank: none in particular).' },
      { header: 'What', type: 'text', note: 'The order as typed, the battle, the Treasury reason, or the Log kind and purpose.' },
      {
        header: 'Result',
        type: 'text',
        note: "What became of it: the order's result, the battle's outcome, the amount, the dice and result.",
      },
    ],
  },
  {
    name: 'Deferred',
    kind: 'state',
    hidden: true,
    tabColor: '#999999',
    note: 'Kept by processing: what orders set going that ends later: post-combat work (EaW 4b) and BPV due when the season closes (EaW 9.0) while battles are pending, and ships built over two seasons (EaW 6.0). Do not edit.',
    columns: [
      {
        header: 'Season',
        type: 'season',
        note: 'Season the order was given. Conversion: the season at whose end it is done. War doubling: the season of the declaration or of the doubled income.',
      },
      {
        header: 'Kind',
        type: 'text',
        // Each game's deferred kinds (Game.deferred), once each.
        values: [...new Set(GAMES.flatMap((g) => (g.deferred ?? []).flatMap((k) => k.kinds)))],
        note: 'A post-combat action; "credit": BPV written to the Treasury when the season closes; "build": a ship finished next season; "conversion": a ship converting (Staley LL5.2); "war declared", "income doubled": Staley war doubling (HH2).',
      },
      { header: 'Empire', type: 'text', id: true, note: 'Empire concerned.' },
      {
        header: 'Fleet',
        type: 'text',
        id: true,
        note: 'Post-combat: the fleet that carries it out. Build: the fleet that receives the ship.',
      },
      { header: 'System', type: 'text', id: true, note: "Post-combat: where. Build: the FRD's system." },
      { header: 'Order row', type: 'int', format: INT, note: "The order's row in its Orders tab, for its Result." },
      { header: 'Class', type: 'text', note: 'Build: the class of the ship. Conversion: the class it becomes.' },
      { header: 'Extras', type: 'text', note: "The order's Extras (an exploration's choices; a build's fighters, PFs, extras, name)." },
      { header: 'Amount', type: 'number', note: 'Credit: BPV. Build, conversion: the BPV paid.' },
      { header: 'Reason', type: 'text', note: 'Credit: why, as the Treasury row will say.' },
      { header: 'Reference', type: 'text', note: 'Credit: ships or system concerned. Conversion: the ship.' },
    ],
  },
  {
    name: 'Orders {empire}',
    kind: 'orders',
    tabColor: '#674ea7',
    note: 'Orders of one admiral, one per row, executed in row order. Only the admiral and the GM can edit it.',
    columns: [
      { header: 'Fleet', type: 'text', id: true, note: 'Your fleet that carries out the order (the FRD fleet for FRD moves).' },
      { header: 'Order', type: 'text', values: ORDER_KINDS, note: 'What the fleet does (EaW 5.0 list).' },
      {
        header: 'Target',
        type: 'text',
        id: true,
        note: 'Jump / Move FRD: "S04 > S18" (the systems in order). Transfer: "KLI-7" (the receiving fleet; a new id forms a new fleet). New FRD / Explore: "S02". Sign / Break / Declare war / Declare hostilities / Armistice: "KZI" (the other empire).',
      },
      { header: 'Ships', type: 'list', id: true, note: 'Ships concerned (Transfer, Scrap, Inspect, Raise CO), comma-separated.' },
      { header: 'Build class', type: 'text', note: 'Build: the class of the one ship this row builds.' },
      {
        header: 'Extras',
        type: 'text',
        note: `Build: "${BUILD_EXTRAS_EXAMPLE}". Resupply / Raise CO: "CO 20, refit KLI-05 D7B". Install: "GSA 4, DEFSAT 2, CPL". Scrap (Staley salvage): "categories 2". Explore: "precursor, choose Life". Sign / Break: "Non-Aggression" (the treaty).`,
      },
      {
        header: 'Ready',
        type: 'bool',
        values: YES_NO,
        note: 'Write yes (on any row) when your orders for the season are complete: the GM sees it on the Empires tab. Process Season clears it.',
      },
      { header: 'Result', type: 'text', gmOnly: true, note: 'Written by processing: executed, or rejected with the reason.' },
      {
        header: 'Order check',
        type: 'text',
        gmOnly: true,
        // This empire's block of the Order checks tab, down to this tab's last order (see ORDER_CHECKS_TAB).
        formula: "=ARRAY_CONSTRAIN('Order checks'!{block}, 'Order checks'!{blockRows}, 3)",
        note: 'Live check of every order as processing would see it now: OK with its cost, or why it would be rejected (movement points and BPV spent row by row).',
      },
      {
        header: 'Fleet check',
        type: 'text',
        gmOnly: true,
        filledBy: 'Order check',
        note: 'Live check of the fleet named on the row (EaW 17.0).',
      },
      {
        header: 'Build cost',
        type: 'number',
        gmOnly: true,
        format: BPV,
        filledBy: 'Order check',
        note: 'Price of the ship in Build class, with the similar-hull penalty (EaW 17f) counted down the column.',
      },
    ],
  },
  {
    name: 'Report {empire}',
    kind: 'report',
    tabColor: '#674ea7',
    note: "The admiral's report of the last season processed.",
    columns: [
      { header: 'Section', type: 'text', note: 'Part of the report.' },
      { header: 'Text', type: 'text', note: 'What the admiral learns.' },
    ],
  },
  {
    // One tab per empire rather than one per season: the number of tabs stays fixed over a forty-year
    // campaign (160 seasons), the admiral's whole past is in one place to filter or search, and it is
    // protected like the Report it copies (issue 12; rule options, History).
    name: 'Report history {empire}',
    kind: 'report',
    tabColor: '#674ea7',
    note: "Every season's report of the admiral, newest first.",
    columns: [
      { header: 'Season', type: 'season', note: 'The season the report is about.' },
      { header: 'Section', type: 'text', note: 'Part of the report.' },
      { header: 'Text', type: 'text', note: 'What the admiral learned.' },
    ],
  },
];

/**
 * The live checks of every Orders tab, from one custom-function call: it reads every table once and
 * every Orders tab's order columns, and answers a block of three columns per empire (the Orders tab's
 * Order check, Fleet check and Build cost), row for row with that empire's Orders tab, which shows its
 * block through a native ARRAY_CONSTRAIN of it (no custom function), cut to as many rows as the block's
 * first cell says (down to the tab's last order, so the tab's used area ends there). Hidden and GM-only, like
 * Deferred. Not in TABS: its columns depend on the empires (orderChecksSpec), and nothing reads it
 * but those references.
 */
export const ORDER_CHECKS_TAB: TabSpec = {
  name: 'Order checks',
  kind: 'checks',
  hidden: true,
  tabColor: '#999999',
  note: 'Kept by the add-on: the live check of every Orders tab, one block of columns per empire, each shown in its Orders tab. Row 2 says how many rows of each block its Orders tab shows; row 3 is its first order. Do not edit.',
  columns: [],
};

/**
 * The Order checks tab of a campaign of this game with these empires: each empire's block of the Orders
 * tab's check columns, headed with its id; the first column holds the one formula (`{empireIds}` and
 * `{orderColumns}` are the empires and their Orders tabs' order columns, each stacked in an array
 * literal; the game's own tabs are its last arguments, in the game's order).
 */
export function orderChecksSpec(empires: string[], game: Game = DEFAULT_GAME): TabSpec {
  const checks = ORDERS_TAB.columns.filter(isComputed);
  const first = `${empires[0]} ${checks[0].header}`;
  const columns = empires.flatMap((e, i) =>
    checks.map((c, j): ColumnSpec => ({
      header: `${e} ${c.header}`,
      type: c.type,
      format: c.format,
      note: `${e}: ${c.note}`,
      ...(i === 0 && j === 0
        ? {
            formula:
              '=ORDER_CHECKS({empireIds}, {orderColumns}, {Campaign}, {Empires}, {Systems}, {Lanes}, {Fleets}, {Ships}, {Classes}, {Treasury}, {Treaties}' +
              game.tabs.map((t) => `, {${t.name}}`).join('') +
              ')',
          }
        : { filledBy: first }),
    })),
  );
  return { ...ORDER_CHECKS_TAB, columns };
}

/** Where the admirals write their orders (README, Two ways to play). */
export const PLAY_MODES = ['Shared workbook', 'Private workbooks'] as const;

/** A row of the Campaign tab: key, default value, note, and the values its dropdown offers. */
export type SettingRow = readonly [string, string, string, (readonly string[])?];

/** The Campaign rows where the add-on keeps the highest fleet and ship ids it issued (Settings.idsIssued, K14). */
export const ID_SETTINGS = { fleet: 'Fleet ids issued', ship: 'Ship ids issued' } as const;

/** The Campaign tab rows every game's campaign has. */
export const KERNEL_SETTINGS: readonly SettingRow[] = [
  ['Campaign name', 'New campaign', 'Shown in reports.'],
  [
    'Ruleset',
    DEFAULT_GAME.name,
    `The game the campaign plays (docs/reference.md, Games): ${GAMES.map((g) => g.name).join(', ')}.`,
    GAME_NAMES,
  ],
  ['Race group', 'B', 'EaW 2b race group (A or B) every empire belongs to.'],
  ['Start year', '165', 'Campaign start year (EaW 2d, default Y165). Fleet caps rise at +10 and +20 (EaW 17.0).'],
  ['Year', '165', 'Current campaign year.'],
  ['Season', 'Spring', 'Current season: ' + SEASONS.join(', ') + '.'],
  ['Phase', 'Orders', `${PHASES.join(' or ')}: what the GM does next.`],
  ['GM email', '', 'The game master: editor of every tab.'],
  [
    'Play mode',
    PLAY_MODES[0],
    'Shared workbook: every admiral edits their Orders tab here and can read every tab (the honour system). Private workbooks: this spreadsheet is shared with nobody; each admiral gets a workbook of their own holding only what they may know (Admiral workbooks ▸ Create / update).',
    PLAY_MODES,
  ],
  [
    'Dice seed',
    '',
    'Base of the dice seed: each season rolls with this seed plus the season, so a re-run gives the same rolls. Blank: chosen at the first processing.',
  ],
  ['Last processed', '', 'The last season processed; a season is never processed twice.'],
  [
    'Default relation',
    'War',
    'Relation of two empires with no Treaties row: War (pure EaW: every meeting is a battle) or No contact (VBAM: contact, then Normal relations).',
  ],
  [
    'Tactical rules',
    'Standard',
    TACTICAL_RULES.join(' or ') + ' (the optional Two-Phase tactical rules halve speeds); each battle can override it.',
  ],
  ['VP destroyed %', '100', 'Victory points for a destroyed ship, as % of its CBPV (EaW 4e, from SFB S2.21; illustrative: set your own).'],
  ['VP captured %', '150', 'Victory points for a captured ship, as % of its CBPV.'],
  ['VP crippled %', '50', 'Victory points for a crippled ship, as % of its CBPV.'],
  ['VP disengaged %', '25', 'Victory points for an enemy ship that disengaged, as % of its CBPV.'],
  [
    'Auto-resolve rounds',
    '3',
    'Rounds of VBAM statistical combat an auto-resolved battle lasts (Galactic Conquest fights until a side is gone or disengages).',
  ],
  ['End year', '205', "EaW 1.0: the campaign ends after this year's Winter (or when one empire is left); the highest VP wins."],
  ['Not ready', 'Ask', 'When an admiral has not marked their orders Ready: Ask (Process Season names them and asks the GM) or Refuse.'],
  [
    'Mail admirals',
    'no',
    'yes: after each processing every admiral still in play is e-mailed their report (or a link to their workbook). Needs the send-mail permission.',
  ],
  [
    ID_SETTINGS.fleet,
    '',
    'Kept by the add-on: the highest fleet id issued after each prefix, so the id of a fleet that is gone is never given again. Blank: the highest in use.',
  ],
  [
    ID_SETTINGS.ship,
    '',
    'Kept by the add-on: the highest ship id issued after each prefix, so the id of a ship destroyed or scrapped is never given again. Blank: the highest in use.',
  ],
];

/** The Campaign rows where a turn run tick by tick keeps where it paused (core/game.ts runTicks). */
export const TICK_SETTINGS = { tick: 'Tick', step: 'Paused step', ordersFrom: 'Orders from' } as const;

/** The rows of TICK_SETTINGS, on the Campaign tab of a game whose turns have ticks. */
function tickSettings(game: Game): SettingRow[] {
  const { name } = game.calendar.ticks;
  return [
    [
      TICK_SETTINGS.tick,
      '',
      `Kept by the add-on: the ${name.toLowerCase()} a turn paused at (1 to ${game.calendar.ticks.count}); blank while no turn is paused.`,
    ],
    [
      TICK_SETTINGS.step,
      '',
      `Kept by the add-on: the step of that ${name.toLowerCase()} it paused at; the turn goes on from the next one.`,
    ],
    [
      TICK_SETTINGS.ordersFrom,
      '',
      `Kept by the add-on: the empires whose orders the paused turn waits for (their admirals' choices in that ${name.toLowerCase()}); Process Season goes on once they are given. Blank: it waits for none.`,
    ],
  ];
}

/** The Campaign tab rows of a game's campaign: the shared ones, where a turn of ticks paused, then the game's options (Game.options). */
/**
 * The notes of the kernel's rows that name a turn, in the game's calendar (EaW's four seasons as
 * KERNEL_SETTINGS writes them; VBAM's twelve turns).
 */
function calendarNotes(game: Game): Record<string, string> {
  const { turns, turnWord: word } = game.calendar;
  return {
    Season: `Current ${word}: ${turns.length > 6 ? `${turns[0]} to ${turns[turns.length - 1]}` : turns.join(', ')}.`,
    'Dice seed': `Base of the dice seed: each ${word} rolls with this seed plus the ${word}, so a re-run gives the same rolls. Blank: chosen at the first processing.`,
    'Last processed': `The last ${word} processed; a ${word} is never processed twice.`,
  };
}

export function settingsOf(game: Game): SettingRow[] {
  const notes = calendarNotes(game);
  return [
    ...KERNEL_SETTINGS.map(([name, value, note, values]): SettingRow => [name, value, notes[name] ?? note, values]),
    ...(game.calendar.ticks.count > 1 ? tickSettings(game) : []),
    ...Object.values(game.options).map(([name, value, values, note]): SettingRow => [name, value, note, values]),
  ];
}

/** The Campaign tab rows of the default game's campaign. */
export const SETTINGS: readonly SettingRow[] = settingsOf(DEFAULT_GAME);

/** Named single cells on the Campaign tab, used as arguments of custom functions. */
export const SETTING_NAMES: Record<string, string> = {
  Ruleset: 'Ruleset',
  'Start year': 'StartYear',
  Year: 'CurrentYear',
  Season: 'CurrentSeason',
  'Default relation': 'DefaultRelation',
};

/** Computed by a formula, in its own cell or spilled from a neighbour's: the add-on never writes it. */
export function isComputed(c: ColumnSpec): boolean {
  return c.formula !== undefined || c.filledBy !== undefined;
}

export function tabName(spec: TabSpec, empire?: string): string {
  return spec.name.replace('{empire}', empire ?? '');
}

export function findTab(name: string): TabSpec | undefined {
  return TABS.find((t) => t.name === name) ?? LATER_TABS.find((t) => t.name === name);
}

export const ORDERS_TAB = TABS.find((t) => t.kind === 'orders')!;
/** The headers of an Orders tab's order columns, the part the live check reads (up to Ready). */
export const ORDER_COLUMNS = ORDERS_TAB.columns
  .slice(
    0,
    ORDERS_TAB.columns.findIndex((c) => c.header === 'Ready'),
  )
  .map((c) => c.header);
export const REPORT_TAB = TABS.find((t) => t.kind === 'report')!;
export const HISTORY_TAB = TABS.find((t) => t.name === 'Report history {empire}')!;
/** The per-empire tab a tab name is an instance of ("Report history KLI" is a history, not a report of "history KLI"). */
export function perEmpireSpec(tab: string): TabSpec | undefined {
  return [...TABS].reverse().find((t) => t.name.includes('{empire}') && tab.startsWith(t.name.replace('{empire}', '')));
}

/**
 * The tabs of a campaign of this game (issue 21): the shared ones, its Orders tabs offering only its
 * order kinds, then the tabs it adds, laid out by the same machinery.
 */
export function tabsOf(game: Game): TabSpec[] {
  return [
    ...TABS.map((t) =>
      t.kind === 'orders' ? ordersTabOf(game) : withColumns(withRoles(withoutPool(t, game), game), game.columns?.[t.name as RowTab]),
    ),
    ...game.tabs.map(gameTabSpec),
  ];
}

/** The Classes tab of a game: its Roles column's note lists the roles the game accepts (rolesOf). */
function withRoles(t: TabSpec, game: Game): TabSpec {
  if (t.name !== 'Classes') return t;
  const note = 'Comma-separated: ' + rolesOf(game).join(', ') + '.';
  return { ...t, columns: t.columns.map((c) => (c.header === 'Roles' ? { ...c, note } : c)) };
}

/**
 * The Empires tab of a game with no pool of movement points (its view has no movePoints: VBAM-SFB,
 * Staley, GC move each fleet by its own allowance) has no Move points column: it would mean nothing.
 */
function withoutPool(t: TabSpec, game: Game): TabSpec {
  if (t.name !== 'Empires' || game.view.movePoints) return t;
  return { ...t, columns: t.columns.filter((c) => c.header !== 'Move points') };
}

/**
 * A shared tab with a game's own columns (Game.columns): each right after the column it names (`after`),
 * the others after the tab's data columns, before the computed ones.
 */
export function withColumns(t: TabSpec, columns: readonly RowColumn[] = []): TabSpec {
  if (!columns.length) return t;
  const out = [...t.columns];
  for (const { after, inAdmiralTab: _, afterInAdmiralTab: __, ...c } of columns) {
    const at = after === undefined ? -1 : out.findIndex((x) => x.header === after);
    if (after !== undefined && at < 0) throw new Error(`${t.name}: no column "${after}" for ${c.header} to follow`);
    const end = out.findIndex(isComputed);
    out.splice(at >= 0 ? at + 1 : end < 0 ? out.length : end, 0, { ...c });
  }
  return { ...t, columns: out };
}

/** The Orders tab of a campaign of this game: its Order column offers (and is read against) the game's kinds. */
export function ordersTabOf(game: Game): TabSpec {
  return { ...ORDERS_TAB, columns: ORDERS_TAB.columns.map((c) => (c.header === 'Order' ? { ...c, values: game.orders.kinds } : c)) };
}

/** A tab a game adds, as the schema's tabs are specified. */
export function gameTabSpec(t: GameTab): TabSpec {
  return { name: t.name, kind: 'state', note: t.note, columns: t.columns.map((c) => ({ ...c })) };
}

/**
 * Questions the GM answers before a turn goes on (issue 21): created with the first one, so a
 * campaign without rulings has no such tab. GM-only, and never part of an admiral's workbook.
 */
export const RULINGS_TAB: TabSpec = {
  name: 'Rulings',
  kind: 'state',
  tabColor: '#e69138',
  note: 'Questions for you, one per row. Write each Answer (one of the Choices when there are any; blank takes the Default), make its effect by hand (Treasury rows, edits), then Apply rulings.',
  columns: [
    { header: 'Ruling', type: 'text', id: true, required: true, note: 'Its id.' },
    { header: 'Turn', type: 'season', note: 'The turn that asked it.' },
    { header: 'Empire', type: 'text', id: true, note: 'The empire it concerns: only it hears of it.' },
    { header: 'About', type: 'text', note: 'The fleet, system or order row it is about.' },
    { header: 'Question', type: 'text', note: 'What you are asked.' },
    { header: 'Choices', type: 'list', note: 'The answers you may give, comma-separated; blank: any text.' },
    { header: 'Default', type: 'text', note: 'The answer taken when Answer is blank; blank: you must answer.' },
    { header: 'Answer', type: 'text', note: 'Your ruling, as the admiral will read it.' },
    { header: 'Applied', type: 'bool', values: YES_NO, note: 'yes once Apply rulings took it.' },
  ],
};

/** Tabs a campaign gets when it first needs them: read when present. */
export const LATER_TABS: readonly TabSpec[] = [RULINGS_TAB];
