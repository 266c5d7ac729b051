// VBAM-SFB (seed 004): the campaign's own nouns, named as the document names them. Rule modules in
// this folder take and return these values; they know nothing of the sheets or of the EaW model.

/** Terrain that can fill a sector (`VBAM Map`: dust clouds, asteroids and gas giants are common). */
export type Terrain = 'Dust cloud' | 'Asteroid field' | 'Gas giant' | 'Nebula' | 'Heat zone' | 'Radiation zone';

/**
 * One grid square or hex of the map (`VBAM Map`): a star system, a star system inside terrain,
 * terrain alone (a GM may enter it; the generator does not make it) or nothing.
 */
export interface Sector {
  id: string;
  col: number;
  row: number;
  /** The star system's name, when there is one. */
  system?: string;
  terrain?: Terrain;
}

/** A settled system (`VBAM Income`, `VBAM Update Assets`). */
export interface Colony {
  system: string;
  /** The sector the system lies in. */
  sector: string;
  owner: string;
  census: number;
  productivity: number;
  /** Raw materials: the multiplier of utilized Productivity. */
  raw: number;
  morale: number;
  /** Census never grows past this. */
  carryingCapacity: number;
  /** A supply depot (a ground unit) is landed here (`VBAM Supply`). */
  depot?: boolean;
}

/** "N/M": N EP for every M (`VBAM Income` maintenance; also flight costs such as "1/3"). */
export interface Rate {
  ep: number;
  per: number;
}

/** Special abilities of a class, as the unit lists name them. */
export const TRAIT_NAMES = [
  'Assault',
  'Ballistic',
  'Carrier',
  'Cloak',
  'Colonize',
  'Command',
  'Command Post',
  'Explorer',
  'Fast',
  'Scout',
  'Shipyard',
  'Slow',
  'Stealth',
  'Supply',
  'Supply Depot',
  'Trade',
] as const;
export type TraitName = (typeof TRAIT_NAMES)[number];

/** A trait with its rating where it has one: Scout(2) is EW 2, Supply(10) carries 10, Assault(15) … */
export interface Trait {
  name: TraitName;
  rating?: number;
}

/** A class from the unit lists. */
export interface UnitClass {
  empire: string;
  name: string;
  /** The Y-year from which it can be bought (compared with the Tech Year). */
  inService: number;
  /** The base hull (the "Design" column: a CC is a CA hull), blank for civilian fleets. */
  hull: string;
  cost: Rate;
  maintenance: Rate;
  attack?: number;
  defense?: number;
  /** Command rating: the row of the BPV capacity table (`VBAM Fleet composition`). */
  commandRating?: number;
  /** Fighter or PF boxes carried, as listed ("12", "24+6H"). */
  basing: string;
  traits: Trait[];
}

/** How far a unit moves (`VBAM Movement`): the Slow and Fast traits, or out of supply (Slow). */
export type Speed = 'Slow' | 'Normal' | 'Fast';

/** A fleet's standing order for an encounter (`VBAM Encounters`): a scenario is made when a side demands one. */
export const STANCES = ['Demand', 'Accept', 'Refuse'] as const;
export type Stance = (typeof STANCES)[number];

/** What a fleet does once its deep-space encounter is over (`VBAM Encounters`, VB71): go on to its destination, or stay back. */
export const AFTER_BATTLE = ['Continue', 'Return'] as const;
export type AfterBattle = (typeof AFTER_BATTLE)[number];

/** A fleet's standing order (the Standing orders tab): its stance, whether it pursues a refusal (VB73), and what it does after deep space (VB71). */
export interface StandingOrder {
  encounter: Stance;
  pursue: boolean;
  after: AfterBattle;
}

/** A fleet without a Standing orders row: it Accepts, does not pursue, and returns (VB54, VB71). */
export const NO_STANDING_ORDER: StandingOrder = { encounter: 'Accept', pursue: false, after: 'Return' };

/** A line of the Point Pool ledger: what was added or taken, and why. */
export interface LedgerRow {
  empire: string;
  amount: number;
  reason: string;
}

export function hasTrait(cls: Pick<UnitClass, 'traits'>, name: TraitName): boolean {
  return cls.traits.some((t) => t.name === name);
}

/** A class's speed from its traits (`VBAM Movement`). */
export function classSpeed(cls: Pick<UnitClass, 'traits'>): Speed {
  if (hasTrait(cls, 'Slow')) return 'Slow';
  return hasTrait(cls, 'Fast') ? 'Fast' : 'Normal';
}
