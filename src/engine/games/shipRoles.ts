// The ship roles of SFB's Master Ship Chart that the four games' Classes tabs have always accepted (every
// game plays SFB's ships): each game's Roles column takes them, whether or not its own rules read one, so a
// class copied from the chart loads in any of them. A game's own roles (GC's nimble, standard, old) are its.

/** The chart's roles, in the order the Roles column's note lists them; the kernel's (KERNEL_ROLES) among them. */
export const CHART_ROLES = [
  'scout',
  'commando',
  'minesweeper',
  'minelayer',
  'small freighter',
  'large freighter',
  'small repair freighter',
  'large repair freighter',
  'salvage tug',
  'military tug',
  'FRD',
  'MON',
  'small auxiliary',
  'large auxiliary',
  'civilian',
  'carrier',
  'escort',
  'X-ship',
  'base',
  'cloak',
  'mauler',
] as const;
export type ChartRole = (typeof CHART_ROLES)[number];
