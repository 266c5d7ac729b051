// Cargo (`VBAM Invasion`, the Load and Unload step): what things weigh, what carriers hold, and the
// checks a Load or Unload order must pass, each refusal with its reason for the admiral.

import { UnitClass } from './model';

/** What is carried (`VBAM Invasion`): Other is a unit of no listed size, such as a defsat. */
export const CARGO_KINDS = ['Ground unit', 'Census', 'Fighter flight', 'Heavy fighter flight', 'PF flight', 'Other'] as const;
export type CargoKind = (typeof CARGO_KINDS)[number];

export interface CargoItem {
  name: string;
  kind: CargoKind;
  /** For 'Other' (a defsat, a supply depot…): its defense value; it weighs half of it, rounded up. */
  defense?: number;
}

/** Sizes in quarters, so fighters' ¼ adds up exactly: a ground unit 5, Census 10, fighters ¼, heavy fighters and PFs ½. */
const QUARTERS: Record<Exclude<CargoKind, 'Other'>, number> = {
  'Ground unit': 20,
  Census: 40,
  'Fighter flight': 1,
  'Heavy fighter flight': 2,
  'PF flight': 2,
};

/** An item's size in quarters of a Supply point. */
function quarters(item: CargoItem): number {
  return item.kind === 'Other' ? 4 * Math.ceil((item.defense ?? 0) / 2) : QUARTERS[item.kind];
}

/** An item's size in Supply points (`VBAM Invasion`). */
export function cargoSize(item: CargoItem): number {
  return quarters(item) / 4;
}

/** A ship or civilian fleet that carries cargo: Supply(n) holds anything, Assault(n) only ground units. */
export interface Carrier {
  name: string;
  supply: number;
  assault: number;
  /** In reserve: it may not embark, disembark or deploy (`VBAM Invasion`). */
  inReserve?: boolean;
}

/** A class's cargo ratings from its traits (a Transport Fleet lists Supply(10)). */
export function carrierOf(name: string, cls: Pick<UnitClass, 'traits'>): Carrier {
  const rating = (t: 'Supply' | 'Assault') => cls.traits.find((x) => x.name === t)?.rating ?? 0;
  return { name, supply: rating('Supply'), assault: rating('Assault') };
}

export type CargoRefusalCode =
  'no carrier' | 'over capacity' | 'ground units only' | 'in reserve' | 'loaded this turn' | 'unloaded this turn' | 'no Census there';

export interface CargoRefusal {
  code: CargoRefusalCode;
  reason: string;
}

/**
 * Whether `carriers` together can hold `items` (`VBAM Invasion`): Assault ratings take ground units only,
 * everything else needs Supply ratings. Carriers that combine their ratings share one load (VB27).
 */
export function capacityProblem(carriers: Carrier[], items: CargoItem[]): CargoRefusal | undefined {
  if (!carriers.length) return { code: 'no carrier', reason: 'cargo needs a ship or fleet with a Supply or Assault rating' };
  const supply = 4 * carriers.reduce((n, c) => n + c.supply, 0);
  const assault = 4 * carriers.reduce((n, c) => n + c.assault, 0);
  const ground = items.filter((i) => i.kind === 'Ground unit').reduce((n, i) => n + quarters(i), 0);
  const other = items.filter((i) => i.kind !== 'Ground unit').reduce((n, i) => n + quarters(i), 0);
  const names = carriers.map((c) => c.name).join(' + ');
  if (other > supply)
    return {
      code: 'ground units only',
      reason: `${names} can carry ${supply / 4} of cargo other than ground units (Assault ratings carry ground units only), not ${other / 4}`,
    };
  if (ground + other > supply + assault)
    return { code: 'over capacity', reason: `${names} can carry ${(supply + assault) / 4}, not ${(ground + other) / 4}` };
  return undefined;
}

/** What happened to an item earlier this turn. */
export type CargoMove = 'Load' | 'Unload';

/** One Load or Unload order of an item on carriers, with what the kernel knows of this turn. */
export interface CargoOrder {
  action: CargoMove;
  item: CargoItem;
  carriers: Carrier[];
  /** The item was already loaded or unloaded this turn. */
  movedThisTurn?: CargoMove;
  /** Unload of Census: the system there has Census already. */
  destinationHasCensus?: boolean;
}

/**
 * The checks of one order other than capacity (`VBAM Invasion`): no carrier in reserve; no embarking and
 * disembarking (or deploying) an item in one turn; Census unloads only where there is Census already
 * (colonies are founded by Colony Fleets, colonisation.ts).
 */
export function cargoOrderProblem(order: CargoOrder): CargoRefusal | undefined {
  const { item } = order;
  const reserve = order.carriers.find((c) => c.inReserve);
  if (reserve) return { code: 'in reserve', reason: `${reserve.name} is in reserve and may not ${order.action.toLowerCase()} cargo` };
  if (order.movedThisTurn && order.movedThisTurn !== order.action)
    return {
      code: order.movedThisTurn === 'Load' ? 'loaded this turn' : 'unloaded this turn',
      reason: `${item.name} was ${order.movedThisTurn === 'Load' ? 'embarked' : 'disembarked'} this turn and cannot be ${order.action === 'Load' ? 'embarked' : 'disembarked'} until next turn`,
    };
  if (order.action === 'Unload' && item.kind === 'Census' && !order.destinationHasCensus)
    return { code: 'no Census there', reason: `${item.name} can only be disembarked in a system that already has Census` };
  return undefined;
}

/** A load on carriers that combined their ratings. */
export interface Load {
  carriers: string[];
  items: CargoItem[];
}

/** What survives a battle: a load whose carriers all survived; if any carrier is lost, its whole load is (`VBAM Invasion`). */
export function survivingLoads(loads: Load[], lost: ReadonlySet<string>): { kept: Load[]; lost: Load[] } {
  const gone = (l: Load) => l.carriers.some((c) => lost.has(c));
  return { kept: loads.filter((l) => !gone(l)), lost: loads.filter(gone) };
}
