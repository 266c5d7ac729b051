// EaW's order kinds: those a fleet carries out and the diplomatic ones (VBAM's). Importing nothing, so a
// refusal's reason (refusal.ts) names a kind without reaching the parser (command.ts) that refuses rows.

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
