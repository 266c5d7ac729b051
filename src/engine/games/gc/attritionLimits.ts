// GC C20.10, C20.60, C20.71: what an empire may buy of attrition units in a turn beyond its yards. At most
// 20% of a turn's gunboats (PFs and interceptors, empire-wide) may be variants (an Attrition lot marked
// "variant"). Before a design's inception date only prototypes: fighters and bombers from three years
// before it, 12 fighters (six bombers) a turn a design (C20.71); PFs from two years before theirs, six a
// year (C20.60); interceptors in production two years before the PFs' date and as prototypes from five
// years before it, six a year as PFs (rule option GC281). A lot marked "proto" names the date the SFB
// charts give it (the GM checks it, rule option GC280).

import type { World } from '../../core/world';
import { turnOf } from './calendar';
import { constructionRows } from './construction';

export type GunboatKind = 'fighters' | 'pfs' | 'ints';

/** A lot's marks from its Extras: variant (C20.10), prototype of a design and its inception year (C20.60, C20.71), mega (C20.100). */
export interface LotMarks {
  variant?: boolean;
  proto?: { design: string; year: number };
  mega?: boolean;
}

/** A lot as the turn's Construction rows keep it. */
export interface MadeLot {
  kind: GunboatKind;
  n: number;
  size: number;
  marks: LotMarks;
  season: string;
}

/** C20.10: the share of a turn's gunboats that may be variants. */
const VARIANT_SHARE = 0.2;
/** C20.71: prototype fighters (bombers: size 3 and 4) a design a turn, from this many years before its date. */
const FIGHTER_PROTOS = { fighters: 12, bombers: 6, years: 3 };
/** C20.60: prototype PFs a year, from two years before their date; interceptors' prototypes from five, in production from two. */
const PF_PROTOS = { each: 6, pfYears: 2, intYears: 5, intProduction: 2 };

export const yearOf = (season: string): number => Math.floor(turnOf(season) / 2);

/** The lot's marks as its Construction row's Class writes them: "(variant)", "(prototype ZY 178)", "(mega)". */
export const marksText = (m: LotMarks): string[] => [
  ...(m.mega ? ['mega'] : []),
  ...(m.variant ? ['variant'] : []),
  ...(m.proto ? [`prototype ${m.proto.design ? `${m.proto.design} ` : ''}${m.proto.year}`.replace(/ +/g, ' ')] : []),
];

/** The marks read back from a Construction row's "(...)" groups. */
export function marksOf(groups: string[]): LotMarks {
  const proto = groups.map((g) => /^prototype (?:(\S+) )?(\d+)$/.exec(g)).find((m) => m);
  return {
    ...(groups.includes('mega') ? { mega: true } : {}),
    ...(groups.includes('variant') ? { variant: true } : {}),
    ...(proto ? { proto: { design: proto[1] ?? '', year: Number(proto[2]) } } : {}),
  };
}

/** Reads the marks from an Extras tail ("variant", "proto 181", "proto ZY 178", "mega"), or why not. */
export function parseMarks(kind: GunboatKind, tail: string): LotMarks | string {
  const words = tail.trim().split(/\s+/).filter(Boolean);
  const marks: LotMarks = {};
  for (let i = 0; i < words.length; i++) {
    const w = words[i].toLowerCase();
    if (w === 'variant' && kind !== 'fighters') marks.variant = true;
    else if (w === 'mega' && kind === 'fighters') marks.mega = true;
    else if (w === 'proto') {
      const design = kind === 'fighters' ? (words[++i] ?? '') : '';
      const year = Number(String(words[++i] ?? '').replace(/^y/i, ''));
      if ((kind === 'fighters' && !design) || !Number.isInteger(year) || year < 1)
        return kind === 'fighters'
          ? 'write proto, the design and its inception year, e.g. proto ZY 178 (GC C20.71)'
          : "write proto and the PFs' inception year, e.g. proto 181 (GC C20.60)";
      marks.proto = { design: design.toUpperCase(), year };
    } else return `"${words[i]}" is not a mark: variant (gunboats, C20.10), proto (C20.60, C20.71) or mega (fighters, C20.100)`;
  }
  return marks;
}

/** C20.10: why a lot would make more than 20% of the empire's gunboats this turn variants, or undefined. */
function variantProblem(lots: MadeLot[], lot: MadeLot): string | undefined {
  const boats = [...lots, lot].filter((l) => l.kind !== 'fighters');
  const all = boats.reduce((n, l) => n + l.n, 0);
  const variants = boats.filter((l) => l.marks.variant).reduce((n, l) => n + l.n, 0);
  if (!lot.marks.variant || variants <= all * VARIANT_SHARE) return undefined;
  return `${variants} of the ${all} gunboats bought this turn would be variants: at most 20% (buy the standard ones first; GC C20.10, rule option GC280)`;
}

/** C20.60, C20.71: the year a lot's design is in production, and the first year of its prototypes. */
function protoYears(kind: GunboatKind, year: number): { production: number; from: number } {
  if (kind === 'fighters') return { production: year, from: year - FIGHTER_PROTOS.years };
  if (kind === 'pfs') return { production: year, from: year - PF_PROTOS.pfYears };
  return { production: year - PF_PROTOS.intProduction, from: year - PF_PROTOS.intYears };
}

/** A lot's marks as built: a "proto" lot whose design is in production by now is no prototype (C20.60, C20.71). */
export function builtMarks(kind: GunboatKind, marks: LotMarks, season: string): LotMarks {
  if (!marks.proto || yearOf(season) < protoYears(kind, marks.proto.year).production) return marks;
  const built = { ...marks };
  delete built.proto;
  return built;
}

/** C20.60, C20.71: why a prototype lot is too early or over its quota, or undefined (a lot in production has none). */
function prototypeProblem(lots: MadeLot[], lot: MadeLot, season: string): string | undefined {
  const { proto } = lot.marks;
  if (!proto) return undefined;
  const now = yearOf(season);
  const { from } = protoYears(lot.kind, proto.year);
  const same = (l: MadeLot) => l.kind === lot.kind && l.marks.proto?.design === proto.design;
  const what =
    lot.kind === 'fighters'
      ? `${proto.design} (Y${proto.year})`
      : `${lot.kind === 'ints' ? 'Interceptors' : 'PFs'} (PFs' date Y${proto.year})`;
  const rule = lot.kind === 'fighters' ? 'GC C20.71' : 'GC C20.60';
  if (now < from) return `${what} may be built as prototypes from Y${from} (${rule})`;
  if (lot.kind === 'fighters') {
    const bombers = lot.size >= 3;
    const cap = bombers ? FIGHTER_PROTOS.bombers : FIGHTER_PROTOS.fighters;
    const made = lots.filter((l) => same(l) && l.season === season).reduce((n, l) => n + l.n, 0) + lot.n;
    return made > cap
      ? `${made} prototype ${bombers ? 'bombers' : 'fighters'} of ${proto.design} this turn: at most ${cap} a design a turn (${rule})`
      : undefined;
  }
  const made = lots.filter((l) => same(l) && yearOf(l.season) === now).reduce((n, l) => n + l.n, 0) + lot.n;
  const ints = lot.kind === 'ints';
  return made > PF_PROTOS.each
    ? `${made} prototype ${ints ? 'interceptors' : 'PFs'} in Y${now}: at most ${PF_PROTOS.each} a year (${rule}${ints ? ', rule option GC281' : ''})`
    : undefined;
}

/** C20.10, C20.60, C20.71: why the empire may not buy `lot` now, given its lots bought before, or undefined. */
export function lotLimitProblem(
  w: World,
  empire: string,
  lot: MadeLot,
  readLot: (cls: unknown) => Omit<MadeLot, 'season'> | undefined,
): string | undefined {
  const lots = constructionRows(w)
    .filter((r) => r.Empire === empire && r.Status === 'Delivered')
    .flatMap((r) => {
      const l = readLot(r.Class);
      return l ? [{ ...l, season: String(r.Starts) }] : [];
    });
  return (
    variantProblem(
      lots.filter((l) => l.season === w.season),
      lot,
    ) ?? prototypeProblem(lots, lot, w.season)
  );
}
