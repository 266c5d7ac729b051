// GC C20 (attrition units): fighters, PFs and interceptors. An "Attrition" order (Target the ship that
// takes them aboard, Extras "fighters 12@6", "fighters 6@10 size 2", "pfs 6@20" or "ints 4@12": how many
// at what BPV each) buys them where the ship's squadron stands: at the empire's system with free SC2-SC4
// shipyards (B8.40b-c: each yard a turn 36 fighter spaces, eight PFs or 12 interceptors) or with a
// starbase or sector base of the empire there (B8.403). Fighters cost half their BPV, gunboats their EPV
// (C20.10), paid at once; they are aboard as the order is carried out, each a row of the Construction tab.
// A size-3 or -4 bomber rides only a ground base (C20.75). PFs ride a carrier (a PFT, SCS) or base, two a
// second-generation X-ship (C21.48) or size-class-2/3 ship on mech-links, at most six such a squadron,
// twelve an elite X one (C20.21). In a squadron every six gunboats not on a carrier take a command slot
// (C20.20), as do every 12 fighter spaces on a carrier whose escorts are not all with it (C20.70).
// They fight as their carrier's added factors: 0.143 x BPV AF, a fighter's DF half that, a gunboat's 2/3
// (Appendix 1/D); lost fighters and gunboats are made good before each turn (C20.80), so a ship keeps its own.
// A lot may be marked variant, proto or mega: C20.10, C20.60, C20.71 in attritionLimits.ts, C20.100 in
// attritionTechs.ts; Extras "top gun 2" trains a carrier's fighters as top guns (C20.300, topGun.ts).

import type { Campaign, Fleet, Order, Ship, ShipClass } from '../../../core/model';
import { hasRole } from '../../../core/model';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import { busyYards, constructionRows, turnIndex } from '../construction/construction';
import { yardsAt } from '../base/shipyards';
import { isXShip, secondGeneration } from '../construction/xShips';
import { LotMarks, builtMarks, lotLimitProblem, marksOf, marksText, parseMarks } from './attritionLimits';
import { MEGA_TECH, astCard, attritionFactors, isMega, markMega, megaBpv } from './attritionTechs';
import { hasTech } from '../base/techs';
import { topGunCard, topGunOrder } from './topGun';
import { escorted, substitutesAllowed } from './escortSubstitutes';
import { SquadronShip, attritionSlots, commandShip, shipSlots, squadronProblems } from '../base/squadrons';
import { commandCut } from '../base/rows';
import { crewRating } from './crew';
import { cefoCandidates, lightened } from './flagOperations';

/** The three kinds an Attrition order buys, as Extras names them. */
const KINDS = { fighters: 'fighter', pfs: 'PF', ints: 'interceptor' } as const;
type Kind = keyof typeof KINDS;

/** B8.40b-c: what one free SC2SY, SC3SY or SC4SY makes in a turn, instead of a ship. */
const YARD_MAKES: Record<Kind, number> = { fighters: 36, pfs: 8, ints: 12 };
/** B8.403: a starbase's (SF and SP too) and a sector base's turn, all of them. */
const BASE_MAKES: Record<string, Record<Kind, number>> = {
  SB: { fighters: 12, pfs: 6, ints: 8 },
  SF: { fighters: 12, pfs: 6, ints: 8 },
  SP: { fighters: 12, pfs: 6, ints: 8 },
  STB: { fighters: 6, pfs: 3, ints: 4 },
};
const BUILDING_YARDS = ['SC2SY', 'SC3SY', 'SC4SY'];
/** C20.21: PFs on mech-links a squadron may carry; an elite X-squadron twice as many. */
const MECH_LINK_PFS = 6;
/** C20.21, C21.48: PFs one ship carries on its mech-links. */
const SHIP_MECH_LINKS = 2;

const tenth = (n: number) => Math.round(n * 10) / 10;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A hull with (or without) its X suffix (C19.20: an SBX is an SB). */
const baseHull = (cls: ShipClass | undefined) => (cls?.hull ?? '').trim().toUpperCase().replace(/X$/, '');
/** A ground base (GBDP, GBS ...): the only carrier of size-3 and -4 bombers (C20.75). */
export const isGroundBase = (cls: ShipClass | undefined) => hasRole(cls, 'base') && baseHull(cls).startsWith('GB');

/** A bought lot as its Construction row's Class names it: "12 fighters (size 2)", "6 PFs (variant)", "12 fighters (prototype ZY 178)". */
const lotName = (kind: Kind, n: number, size: number, marks: LotMarks = {}) =>
  [plural(n, KINDS[kind]), ...(kind === 'fighters' && size > 1 ? [`size ${size}`] : []), ...marksText(marks)]
    .map((t, i) => (i ? `(${t})` : t))
    .join(' ');
const LOT = /^(\d+) (fighter|PF|interceptor)s?((?: \([^)]*\))*)$/;

/** A Construction row's lot: its kind, count, fighter size and marks (C20.10, C20.60, C20.71, C20.75). */
function lotOf(cls: unknown): { kind: Kind; n: number; size: number; marks: LotMarks } | undefined {
  const m = LOT.exec(String(cls));
  if (!m) return undefined;
  const kind = (Object.keys(KINDS) as Kind[]).find((k) => KINDS[k] === m[2])!;
  const groups = [...m[3].matchAll(/\(([^)]*)\)/g)].map((g) => g[1]);
  const size = Number(groups.map((g) => /^size (\d)$/.exec(g)?.[1]).find((x) => x) ?? 1);
  return { kind, n: Number(m[1]), size, marks: marksOf(groups) };
}

/** The size of the fighters a ship carries, by the Construction rows of the lots put aboard it (C20.75); 1 when none says. */
export function fighterSize(w: World, ship: Ship): number {
  const lots = constructionRows(w)
    .filter((r) => r.Note === `aboard ${ship.id}`)
    .map((r) => lotOf(r.Class))
    .filter((l) => l?.kind === 'fighters');
  return Math.max(1, ...lots.map((l) => l!.size));
}

/** What a lot takes of a turn's making: fighter spaces (C20.75), PFs or interceptors. */
const unitsOf = (lot: { kind: Kind; n: number; size: number }) => lot.n * (lot.kind === 'fighters' ? lot.size : 1);

/** The Extras of an Attrition order: kind, count, BPV each, fighter size (C20.75) and marks (C20.10, C20.60, C20.71, C20.100), or why not. */
function parseLot(extras: string): { kind: Kind; n: number; bpv: number; size: number; marks: LotMarks } | string {
  const m = /^\s*(fighters|pfs|ints)\s+(\d+)\s*@\s*(\d+(?:\.\d+)?)(?:\s+size\s+([1-4]))?(.*)$/i.exec(extras);
  if (!m || Number(m[2]) < 1 || Number(m[3]) <= 0)
    return `Extras "${extras}": write fighters, pfs or ints, how many @ the BPV of each, e.g. fighters 12@6, fighters 6@10 size 2, pfs 6@20 (GC C20.10, C20.75)`;
  const kind = m[1].toLowerCase() as Kind;
  const marks = parseMarks(kind, m[5]);
  if (typeof marks === 'string') return `Extras "${extras}": ${marks}`;
  return { kind, n: Number(m[2]), bpv: Number(m[3]), size: Number(m[4] ?? 1), marks };
}

/** B8.40b-c, B8.403: why the empire cannot make `units` more of a kind at a hex this turn, or undefined. */
function makingProblem(w: World, empire: string, hex: string, kind: Kind, units: number): string | undefined {
  const bases = w
    .fleetsOf(empire)
    .filter((f) => f.location === hex)
    .flatMap((f) => w.shipsOf(f.id))
    .map((s) => BASE_MAKES[baseHull(w.classOf(s))])
    .filter((b) => !!b);
  const now = w.system(hex)?.owner === empire ? BUILDING_YARDS : [];
  const free = now.reduce(
    (n, y) => n + Math.max(0, yardsAt(w, hex).filter((x) => x === y).length - busyYards(w, hex, y as never, turnIndex(w.season))),
    0,
  );
  if (!bases.length && !free)
    return `${hex} has neither a free SC2SY, SC3SY or SC4SY of yours nor a starbase or sector base of yours: attrition units are made there (GC B8.40, B8.403)`;
  const made = { fighters: 0, pfs: 0, ints: 0 } as Record<Kind, number>;
  for (const r of constructionRows(w))
    if (r.Empire === empire && r.Hex === hex && r.Starts === w.season && r.Status === 'Delivered') {
      const lot = lotOf(r.Class);
      if (lot) made[lot.kind] += unitsOf(lot);
    }
  made[kind] += units;
  const yardsFor = (k: Kind) => Math.ceil(Math.max(0, made[k] - bases.reduce((n, b) => n + b[k], 0)) / YARD_MAKES[k]);
  const need = (Object.keys(KINDS) as Kind[]).reduce((n, k) => n + yardsFor(k), 0);
  if (need <= free) return undefined;
  const baseWords = bases.length
    ? `its bases make ${bases.map((b) => `${b.fighters} fighter spaces, ${b.pfs} PFs and ${b.ints} interceptors`).join('; ')} a turn, `
    : '';
  return `${hex} would make ${made.fighters} fighter spaces, ${made.pfs} PFs and ${made.ints} interceptors this turn: ${baseWords}each of its ${free} free shipyard${free === 1 ? '' : 's'} 36 fighter spaces, eight PFs or 12 interceptors (GC B8.40, B8.403, C20.75)`;
}

/** C20.21: the PFs a squadron may carry on mech-links: six, twelve for an elite (all-X) or second-generation X-squadron. */
function mechLinkLimit(w: World, fleet: string): number {
  const classes = w.shipsOf(fleet).map((s) => w.classOf(s));
  return classes.length && classes.every((c) => c && isXShip(c)) ? 2 * MECH_LINK_PFS : MECH_LINK_PFS;
}

/** Whether a ship carries its gunboats free of mech-links and command slots: a carrier (PFT, SCS) or a base (C20.20, C20.21). */
const gunboatCarrier = (cls: ShipClass | undefined) => hasRole(cls, 'carrier') || hasRole(cls, 'base');

/** Why a ship cannot take a lot aboard (C20.21, C20.75, C20.100, C21.48), or undefined; `bpv` a mega fighter's raised one. */
function carryProblem(
  w: World,
  ship: Ship,
  cls: ShipClass,
  lot: { kind: Kind; n: number; bpv: number; size: number; marks: LotMarks },
): string | undefined {
  const { kind, n, bpv, size } = lot;
  if (kind === 'fighters') {
    if (size >= 3 && !isGroundBase(cls)) return `size-${size} bombers ride no ship or orbital base, only a ground base (GC C20.75)`;
    if (!hasRole(cls, 'carrier') && !hasRole(cls, 'base'))
      return `${ship.id} (${cls.name}) is no carrier or base (the Classes tab's Roles) (GC C20.70)`;
    if (ship.fighters && (ship.fighterCbpv !== bpv / size || isMega(w.c, ship) !== !!lot.marks.mega))
      return `${ship.id} carries ${isMega(w.c, ship) ? 'mega ' : ''}fighters of ${ship.fighterCbpv} BPV a space: one type of fighter a ship (rule option GC231)`;
    return undefined;
  }
  if (ship.pfs && ship.pfCbpv !== bpv)
    return `${ship.id} carries gunboats of BPV ${ship.pfCbpv}: one type of gunboat a ship (rule option GC231)`;
  if (gunboatCarrier(cls)) return undefined;
  const x2 = !!secondGeneration(cls);
  if (!x2 && cls.sizeClass !== 2 && cls.sizeClass !== 3)
    return `${ship.id} is size class ${cls.sizeClass}: mech-links are on size-class-2 and -3 ships (two PFs each) and second-generation X-ships; a PFT or base carries more (GC C20.21, C21.48)`;
  if (ship.pfs + n > SHIP_MECH_LINKS)
    return `${ship.id} would carry ${ship.pfs + n} gunboats: two on its mech-links (GC C20.21${x2 ? ', C21.48' : ''})`;
  const linked = w
    .shipsOf(ship.fleet)
    .filter((s) => !gunboatCarrier(w.classOf(s)))
    .reduce((t, s) => t + s.pfs, 0);
  const limit = mechLinkLimit(w, ship.fleet);
  if (linked + n > limit)
    return `${ship.fleet} would carry ${linked + n} gunboats on mech-links: at most ${limit} a squadron${limit > MECH_LINK_PFS ? ' (an elite X-squadron twice six)' : ''} (GC C20.21)`;
  return undefined;
}

/**
 * A lot put aboard (or, with a negative count, taken off): fighters as size-1 spaces at their BPV a space
 * (C20.75: the Fighters column counts spaces, so six heavy fighters are 12 at half their BPV each); gunboats one each.
 */
function aboard(ship: Ship, kind: Kind, n: number, bpv: number, size: number): void {
  if (kind === 'fighters') Object.assign(ship, { fighters: ship.fighters + n * size, fighterCbpv: bpv / size });
  else Object.assign(ship, { pfs: ship.pfs + n, pfCbpv: bpv });
}

/**
 * C20.20, C20.70: what a ship's attrition units take of its squadron's command: its gunboats unless it is
 * a carrier (PFT, SCS) or base; its fighter spaces when it is a carrier whose escorts (the Classes tab's
 * Escorts) are not all in `squadron` and the GM has not allowed its squadron's ships as substitutes
 * (escortSubstitutes.ts); and whether it is a true PFT (a carrier with gunboats aboard).
 */
export function attritionLoad(w: World, ship: Ship, squadron: readonly Ship[]): { gunboats: number; fighterSpaces: number; pft: boolean } {
  const cls = w.classOf(ship);
  const free = escorted(w, ship, squadron) || substitutesAllowed(w, ship, squadron);
  return {
    gunboats: gunboatCarrier(cls) ? 0 : ship.pfs,
    fighterSpaces: hasRole(cls, 'carrier') && !free ? ship.fighters : 0,
    pft: hasRole(cls, 'carrier') && ship.pfs > 0,
  };
}

/** The battle card's lines for a side's attrition units (C20, C20.100, Appendix 1/D), top guns (C20.300) and nimble ships (C20.200), or none. */
export function attritionCard(c: Campaign, ships: readonly Ship[]): string[] {
  const fighters = ships.reduce((n, s) => n + s.fighters, 0);
  const mega = ships.filter((s) => s.fighters && isMega(c, s)).reduce((n, s) => n + s.fighters, 0);
  const pfs = ships.reduce((n, s) => n + s.pfs, 0);
  if (!fighters && !pfs) return astCard(c, ships);
  const notes = [...topGunCard(c, ships), ...astCard(c, ships)];
  const f = ships.reduce((t, s) => t + attritionFactors(c, s).af, 0);
  const d = ships.reduce((t, s) => t + attritionFactors(c, s).df, 0);
  const what = [
    fighters ? `${plural(fighters, 'fighter space')}${mega ? ` (${mega} mega, C20.100)` : ''}` : '',
    pfs ? plural(pfs, 'gunboat') : '',
  ]
    .filter(Boolean)
    .join(' and ');
  return [`attrition units ${what} aboard, adding ${f} AF and ${d} DF to their carriers (GC C20, Appendix 1/D).`, ...notes];
}

/** C20.10: a lot's price: half the BPV of each fighter, the EPV of each gunboat (the BPV written, rule option GC230). */
const lotPrice = (kind: Kind, n: number, bpv: number) => tenth(kind === 'fighters' ? (n * bpv) / 2 : n * bpv);

/** The Attrition order (C20.10, B8.40, B8.403), carried out at once, or why not. */
export function attritionOrder(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Attrition: ${text}` });
  const ship = w.ship(o.target.trim().toUpperCase()) ?? w.ship(o.target.trim());
  if (!ship || ship.empire !== empire)
    return refused(`${o.target || '(blank Target)'} is not your ship: Target the carrier, PFT or base to take them aboard`);
  const cls = w.classOf(ship);
  if (!cls) return refused(`${ship.id}'s class ${ship.shipClass} is not on the Classes tab`);
  if (/^\s*top\s*gun\b/i.test(o.extras)) return topGunOrder(w, empire, o, ship, (s) => fighterSize(w, s));
  const asked = parseLot(o.extras);
  if (typeof asked === 'string') return refused(asked);
  if (asked.marks.mega && !hasTech(w.c, empire, MEGA_TECH))
    return refused(`mega fighters need the ${MEGA_TECH} tech from R & D (the Empires tab's Techs) (GC C20.100)`);
  // C20.150: a mega fighter's BPV is +50%, its price half of that.
  const lot = { ...asked, bpv: asked.marks.mega ? megaBpv(asked.bpv) : asked.bpv, marks: builtMarks(asked.kind, asked.marks, w.season) };
  const { kind, n, bpv, size, marks } = lot;
  const carry = carryProblem(w, ship, cls, lot);
  if (carry) return refused(carry);
  const limit = lotLimitProblem(w, empire, { kind, n, size, marks, season: w.season }, lotOf);
  if (limit) return refused(limit);
  const hex = w.fleet(ship.fleet)?.location ?? '';
  const making = makingProblem(w, empire, hex, kind, unitsOf(lot));
  if (making) return refused(making);
  const price = lotPrice(kind, n, bpv);
  if (w.treasury(empire) < price)
    return refused(`${lotName(kind, n, size, marks)} cost ${price} EPs; the treasury holds ${tenth(w.treasury(empire))} (GC C20.10)`);
  aboard(ship, kind, n, bpv, size);
  const slots = squadronProblems(ship.fleet, squadronShips(w, w.fleet(ship.fleet)!)).find((p) => /C20\.(20|70)/.test(p));
  aboard(ship, kind, -n, bpv, size);
  if (slots) return refused(slots);
  const name = lotName(kind, n, size, marks);
  w.addLedger(empire, -price, `${name} aboard ${ship.id} at ${hex}`, 'GC C20.10');
  constructionRows(w).push({
    Empire: empire,
    Class: name,
    Hex: hex,
    Yard: '',
    Squadron: ship.fleet,
    Starts: w.season,
    Done: w.season,
    EPV: bpv,
    Crew: '',
    Cost: price,
    Status: 'Delivered',
    Note: `aboard ${ship.id}`,
  });
  aboard(ship, kind, n, bpv, size);
  if (kind === 'fighters') markMega(w.c, ship, !!marks.mega);
  w.log('Build', empire, `${name} aboard ${ship.id} at ${hex}`, 'GC C20.10');
  const each = kind === 'fighters' ? `half of BPV ${bpv} each${marks.mega ? `, BPV ${asked.bpv} +50% (C20.150)` : ''}` : `EPV ${bpv} each`;
  return {
    row: o.row,
    status: 'done',
    text: `Attrition of ${name} aboard ${ship.id} at ${hex} for ${price} EPs (${each}) (GC C20.10, B8.40, B8.403)`,
  };
}

/** A squadron's ships as the D6 and A10.41 rules see them (the Classes tab's hull, command rating and roles). */
export function squadronShips(w: World, f: Fleet): SquadronShip[] {
  // GC B12.110-B12.120, B13.10: the empire's command rating cut lowers every rating, never below 1; C9.40d, C9.51d: the crew's.
  const cut = commandCut(w.c, f.empire);
  const squadron = w.shipsOf(f.id);
  const light = lightened(w, f);
  const ships = squadron.map((s): SquadronShip => {
    const cls = w.classOf(s);
    const rating = cls?.commandRating ?? 0;
    return {
      id: s.id,
      hull: cls?.hull ?? '',
      commandRating: crewRating(w.c, s, rating && Math.max(1, rating - cut)),
      maulerOrTroops: hasRole(cls, 'mauler') || hasRole(cls, 'commando'),
      escort: hasRole(cls, 'escort'),
      // D6.25, D6.26, C19.50: EFO and REFO lighten size-class-4, DW and CW ships; a DWX's own EFO.
      ...(light(cls) ? { lightened: true } : {}),
      ...attritionLoad(w, s, squadron),
    };
  });
  // D6.27: CEFO frees as few of the carriers' escorts as bring the squadron within its command rating (rule option GC320).
  const over = () => shipSlots(ships) + attritionSlots(ships) > (commandShip(ships)?.commandRating ?? 0) + 1;
  for (const escort of cefoCandidates(w, f)) {
    const i = ships.findIndex((s) => s.id === escort.id);
    if (!over() || ships[i] === commandShip(ships)) continue;
    ships[i] = { ...ships[i], cefoFree: true };
  }
  return ships;
}
