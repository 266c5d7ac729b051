// Treaties and declarations from the VBAM adaptation (seed 004, "Diplomacy"): diplomatic states,
// signing, breaking or withdrawing, declaring hostilities or war, the armistice, contact, and the
// sidebar of modifiers to a break or a declaration. Pure: state in, state out, every roll logged.
//
// The module, by what each file does:
//   relations.ts  statuses, treaties and their prerequisites, the relation of a pair, entry, contact;
//   log.ts        the Diplomacy log: its events, contact and encounter lines, seasons and their age;
//   chances.ts    the chance of a break or a declaration: base numbers and the modifiers sidebar;
//   resolve.ts    one season of diplomatic orders (the order of steps and dice is given there);
//   step.ts       the diplomatic step every game runs: settle the orders, log, report; contact where fleets meet;
//   check.ts      Check orders' words for the diplomatic rows: the d100 chance, a signature waiting as legal.
// Import from here ('./diplomacy'), not from the files.

export type { Relation, Status, Treaty, UnitKind } from './relations';
export {
  allies,
  contact,
  hostile,
  mayEnter,
  mayInvade,
  parseStatus,
  parseTreaty,
  relationOf,
  REQUIRES,
  STATUSES,
  TREATIES,
} from './relations';
export type { Event, EventAction, EventOutcome } from './log';
export { contactEvent, encounterEvent } from './log';
export type { Chance, ChancePart } from './chances';
export { BREAK_BASE, breakChance, DECLARE_BASE, declareChance } from './chances';
export type { DiplomacyResult, DiplomaticAction, DiplomaticOrder, Notice, OrderOutcome } from './resolve';
export { resolveDiplomacy } from './season';
export { makeContact, makeContacts, settleDiplomacy } from './step';
export { checkedDiplomacy } from './check';
