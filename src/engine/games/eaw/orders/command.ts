// Orders as admirals write them, one per row of their Orders tab, turned into commands (parse.ts): the
// order kinds and the command a row gives; each kind's module (rules.ts) decides whether it is legal.

/** EaW 5.0's movement-point actions, plus exploring (16.0) and the FRD orders (15a, 15e-15g). */
export const ORDER_KINDS = [
  'Jump',
  'Explore',
  'Stay',
  'Build',
  'Transfer',
  'Scrap',
  'Inspect',
  'Resupply',
  'Raise CO',
  'Develop mine',
  'Develop colony',
  'Fortify',
  'Siege',
  'Install',
  'Move FRD',
  'New FRD',
  'Self-repair',
  'Sign',
  'Break',
  'Declare hostilities',
  'Declare war',
  'Armistice',
  'To GM',
] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** Diplomatic orders (VBAM): no fleet; Target names the other empire, Extras the treaty. */
export const DIPLOMATIC_KINDS = [
  'Sign',
  'Break',
  'Declare hostilities',
  'Declare war',
  'Armistice',
] as const satisfies readonly OrderKind[];
export type DiplomaticKind = (typeof DIPLOMATIC_KINDS)[number];
/** Orders a fleet carries out: each has its module (orders/rules.ts), which the compiler holds to every kind. */
export type FleetOrderKind = Exclude<OrderKind, DiplomaticKind>;
export const FLEET_ORDER_KINDS = ORDER_KINDS.filter((k): k is FleetOrderKind => !isDiplomatic(k));

export function isDiplomatic(kind: OrderKind): kind is DiplomaticKind {
  return (DIPLOMATIC_KINDS as readonly OrderKind[]).includes(kind);
}

export interface Command {
  row: number;
  kind: OrderKind;
  fleet: string;
  target: string;
  ships: string[];
  buildClass: string;
  extras: string;
}

/** A new fleet's id (Transfer to a new fleet, New FRD): letters, digits and "-", as the tabs' ids are written (K13). */
export const FLEET_ID_LIMIT = 20;

/** "S04 > S18", "S04>S18", "S04, S18" or "S04 S18". */
export function splitPath(text: string): string[] {
  return text
    .split(/[>,;\s]+|->|→/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * Extras as "word value" items separated by commas, e.g. "0 MP, fighters 6@6, drone speed 10, CO 20";
 * a line break (Alt+Enter in a cell) separates items too (rule option K13).
 */
export function extrasItems(text: string): { word: string; value: string }[] {
  return text
    .split(/[,;\r\n]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((item) => {
      const num = /^(\d+(?:\.\d+)?)\s+(.+)$/.exec(item); // "0 MP", "4 GSA"
      if (num) return { word: num[2].trim().toLowerCase(), value: num[1] };
      const counted = /^(\D+?)\s+(\d[\d.@]*)$/.exec(item); // "drone speed 10", "fighters 6@6"
      if (counted) return { word: counted[1].trim().toLowerCase().replace(/\s+/g, ' '), value: counted[2] };
      const m = /^(\S+)\s*([\s\S]*)$/.exec(item)!;
      return { word: m[1].toLowerCase(), value: m[2].trim() };
    });
}
