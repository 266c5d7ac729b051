// GC C20.100-C20.200: the attrition techs that change factors. Mega Fighters (tech "MegaFTR", C20.100): an
// Attrition lot of fighters marked "mega" costs half of its BPV +50% (C20.150: BPV 10 becomes 15, EPV 7.5),
// fights on that BPV, then its AF +15% and DF -15%; the Ships column Mega fighters marks the carrier's
// fighters as mega (one type a ship). Top guns (C20.300, topGun.ts) change the same factors. Advanced
// Stealth Training (tech "AST", C20.200): a class with the "nimble" role gains DF +15% of its own, at least 1.

import type { RowColumn } from '../../core/game';
import type { Campaign, Ship } from '../../core/model';
import { hasRole } from '../../core/model';
import type { GcChanges } from '../../core/combat/autoresolve';
import { gcAttritionFactors } from '../../core/combat/autoresolve';
import { extraRow, setExtra } from './rows';
import { yes } from './crew';
import { hasTech } from './techs';
import { topGunAdded } from './topGun';

export const MEGA = 'Mega fighters';
/** C20.100: the R & D tech that allows mega fighters, and C20.200's. */
export const [MEGA_TECH, AST_TECH] = ['MegaFTR', 'AST'];

export const MEGA_SHIP_COLUMN: RowColumn = {
  header: MEGA,
  type: 'bool',
  seenBy: 'owner',
  note: 'GC C20.100: its fighters are mega fighters (BPV +50%, then AF +15% and DF -15%), bought by an Attrition lot marked mega.',
};

/** C20.100, C20.150: a mega fighter's BPV (+50%). */
export const megaBpv = (bpv: number): number => bpv * 1.5;
/** C20.100: a mega fighter's AF and DF changes in percent, after its factors come from its BPV. */
const MEGA_PERCENT = { af: 15, df: -15 };
/** C20.200: AST's DF bonus for a nimble unit. */
const AST_GAIN = { percent: 15, atLeast: 1 };

export const isMega = (c: Campaign, ship: Ship): boolean => yes(extraRow(c, 'Ships', ship.id)[MEGA]);
export const markMega = (c: Campaign, ship: Ship, mega: boolean): void => setExtra(c, 'Ships', ship.id, { [MEGA]: mega });

/** C20.100: what mega fighters add to their carrier's factors (AF +15%, DF -15% of the fighters' own). */
function megaAdded(c: Campaign, ship: Ship): { af: number; df: number } {
  if (!ship.fighters || !isMega(c, ship)) return { af: 0, df: 0 };
  const own = gcAttritionFactors({ ...ship, pfs: 0 });
  const by = (f: number, p: number) => Math.round((f * p) / 100);
  return { af: by(own.af, MEGA_PERCENT.af), df: by(own.df, MEGA_PERCENT.df) };
}

/** What mega fighters (C20.100) and top guns (C20.300) add to a ship's attrition factors. */
function techAdded(c: Campaign, ship: Ship): { af: number; df: number } {
  const mega = megaAdded(c, ship);
  const guns = topGunAdded(c, ship);
  return { af: mega.af + guns.af, df: mega.df + guns.df };
}

/** A ship's attrition units' AF and DF with its mega fighters and top guns (C20, C20.100, C20.300), as its battle card and battle count them. */
export function attritionFactors(c: Campaign, ship: Ship): { af: number; df: number } {
  const base = gcAttritionFactors(ship);
  const added = techAdded(c, ship);
  return { af: base.af + added.af, df: base.df + added.df };
}

/** C20.200: whether a ship's DF gains by AST: its class is nimble and its empire has the tech. */
function astNimble(c: Campaign, ship: Ship): boolean {
  if (!hasTech(c, ship.empire, AST_TECH)) return false;
  const race = c.empires.find((e) => e.id === ship.empire)?.race ?? '';
  const named = c.classes.filter((k) => k.name.toUpperCase() === ship.shipClass.toUpperCase());
  return hasRole(named.find((k) => k.race === race) ?? named[0], 'nimble');
}

/** The battle changes of C20.100 (mega fighters), C20.200 (AST on a nimble class) and C20.300 (top guns) for a ship. */
export function attritionTechChange(c: Campaign, ship: Ship): Pick<GcChanges, 'added' | 'dfGain'> {
  const added = techAdded(c, ship);
  return { ...(added.af || added.df ? { added } : {}), ...(astNimble(c, ship) ? { dfGain: AST_GAIN } : {}) };
}

/** The battle card's line for a side's nimble ships under AST (C20.200), or none. */
export function astCard(c: Campaign, ships: readonly Ship[]): string[] {
  const nimble = ships.filter((s) => astNimble(c, s)).map((s) => s.id);
  return nimble.length ? [`nimble ${nimble.join(', ')}: DF +${AST_GAIN.percent}%, at least +${AST_GAIN.atLeast} (AST, GC C20.200).`] : [];
}
