// Conversions of what builds (LL5.3, LL5.9) and a dock's pause between projects (LL2.4), on the
// Construction tab beside the builds, its From column naming what is converted.
// An NCD converts to a better type (SCD, MCD, LCD) working on itself alone (LL5.3): a Build of the new NCD
// class with Extras "convert SCD1", at the EBPV difference and LL5.21's phases (rule option ST91). A BS
// converts to a BATS in 10 phases, a BATS to an SB in 50 (LL5.91-LL5.93), with LL3.12's units less the
// MB (LL5.96), for the EBPV difference (ST92); the base serves as before meanwhile (LL5.94) and carries
// 5 inactive boxes a phase done in the Systems tab's Inactive boxes (LL5.95). A dock that finished
// another kind of unit in the last phase of the turn before waits a phase before its next (LL2.4, ST90).

import type { GameRow, RowColumn } from '../../core/game';
import type { ShipClass } from '../../core/model';
import type { World } from '../../core/world';
import { nextTurn, parseMoment } from '../../core/calendar';
import { LAST_PHASE, STALEY_CALENDAR } from './calendar';
import { cells, LargeBase, largeBaseOf } from './map';
import { projectRows } from './projects';
import { baseCrewMissing, docksAt, inUse, isDock, kindOf, NCD_KINDS, NcdKind } from './shipyards';

const TAB = 'Construction';
const rows = (w: World) => projectRows(w, TAB);

/** LL5.95: the Systems column of a converting base's inactive boxes. */
export const INACTIVE_COLUMN: RowColumn = {
  header: 'Inactive boxes',
  type: 'int',
  seenBy: 'owner',
  note: "LL5.95: a converting large base's inactive boxes, 5 a phase of conversion done; destroyed by cargo and hull hits before its own.",
};

/** LL2.4: the Systems column of the docks that finished a unit in a turn's last phase, each "MCD1 CA (Y167 Turn 1 Phase 8)". */
export const DOCKS_DONE_COLUMN: RowColumn = {
  header: 'Docks done',
  type: 'list',
  seenBy: 'owner',
  note: 'LL2.4: what each dock finished in the last phase of a turn: another kind of unit waits a phase there.',
};

/** LL5.91-LL5.93: what each large base converts to, and the phases it takes. */
const NEXT_BASE: Readonly<Partial<Record<LargeBase, { to: LargeBase; phases: number }>>> = {
  BS: { to: 'BATS', phases: 10 },
  BATS: { to: 'SB', phases: 50 },
};
/** LL5.95: the inactive boxes a phase of conversion adds. */
const BOXES_A_PHASE = 5;

/** The race's class of a hull (the Classes tab's Hull), to price a conversion from it. */
const classOfHull = (w: World, empire: string, hull: string): ShipClass | undefined => {
  const race = w.c.empires.find((e) => e.id === empire)?.race ?? '';
  return w.c.classes.find((c) => c.race === race && c.hull === hull);
};

/** The Construction row of a conversion, paid now. */
function startConversion(
  w: World,
  empire: string,
  hex: string,
  cls: ShipClass,
  row: { works: string; from: string; cost: number; phases: number },
  rule: string,
): void {
  w.addLedger(empire, -row.cost, `Conversion of the ${row.from} at ${hex} to ${cls.name}`, rule);
  rows(w).push({
    Empire: empire,
    Hex: hex,
    Class: cls.name,
    Works: row.works,
    'Phases left': row.phases,
    Paid: row.cost,
    Begun: w.now,
    From: row.from,
  });
}

export type Conversion = { refused: string } | { done: string };

/** LL5.3 (rule option ST91): a Build of a better NCD with Extras "convert SCD1": that dock converts itself. */
export function ncdConversion(w: World, empire: string, hex: string, cls: ShipClass, extras: string): Conversion {
  const dock = extras
    .replace(/^convert\b/i, '')
    .trim()
    .toUpperCase();
  const docks = docksAt(w, hex);
  if (w.system(hex)?.owner !== empire || !docks.includes(dock))
    return {
      refused: `no NCD ${dock || '(name it: "convert SCD1")'} in a shipyard of yours at ${hex} (${docks.join(', ') || 'no docks'}; LL5.3)`,
    };
  const rank = (k: string) => NCD_KINDS.length - NCD_KINDS.indexOf(k as NcdKind);
  if (!isDock(cls) || rank(cls.hull) <= rank(kindOf(dock)))
    return {
      refused: `${cls.name} is no better NCD than the ${kindOf(dock)} ${dock}: an NCD converts to a better type (SCD, MCD, LCD; LL5.3)`,
    };
  if (inUse(w, empire, hex).used.get(dock))
    return { refused: `${dock} at ${hex} is at work: it converts when free, and works on itself alone (LL5.3)` };
  const from = classOfHull(w, empire, kindOf(dock));
  if (!from)
    return { refused: `no ${kindOf(dock)} class of your race on the Classes tab to price the conversion (LL5.21, rule option ST91)` };
  const cost = Math.abs(cls.ebpv - from.ebpv);
  const phases = Math.max(1, Math.ceil((2 * cost) / 10));
  if (w.treasury(empire) < cost) return { refused: `the conversion costs ${cost} EBPV; the bank holds ${w.treasury(empire)} (HH1.7)` };
  startConversion(w, empire, hex, cls, { works: dock, from: dock, cost, phases }, 'LL5.3');
  return { done: `${dock} at ${hex} converts to ${cls.name}: ${cost} EBPV, ${phases} phases, building nothing else (LL5.3)` };
}

/** LL5.9-LL5.96 (rule option ST92): a Build of the next large base where one stands converts it. */
export function baseConversion(w: World, empire: string, hex: string, cls: ShipClass): Conversion | undefined {
  const base = largeBaseOf(w.c, hex);
  if (!base || w.system(hex)?.owner !== empire || !(['SB', 'BATS', 'BS'] as string[]).includes(cls.hull)) return undefined;
  const next = NEXT_BASE[base];
  if (!next) return { refused: `the SB at ${hex} is the best large base: it converts to nothing (LL5.9)` };
  if (cls.hull !== next.to) return { refused: `a ${base} converts to a ${next.to} only, not a ${cls.hull} (LL5.91-LL5.92)` };
  if (rows(w).some((r) => r.Hex === hex && r.From === base)) return { refused: `the ${base} at ${hex} is already converting (LL5.9)` };
  const missing = baseCrewMissing(w, empire, hex, 'LL5.96: no MB needed');
  if (missing) return { refused: missing };
  const from = classOfHull(w, empire, base);
  if (!from) return { refused: `no ${base} class of your race on the Classes tab to price the conversion (rule option ST92)` };
  const cost = Math.max(0, cls.ebpv - from.ebpv);
  if (w.treasury(empire) < cost) return { refused: `the conversion costs ${cost} EBPV; the bank holds ${w.treasury(empire)} (HH1.7)` };
  startConversion(w, empire, hex, cls, { works: 'Conversion', from: base, cost, phases: next.phases }, 'LL5.93');
  cells(w.c, 'Systems', hex)[INACTIVE_COLUMN.header] = 0;
  return {
    done: `the ${base} at ${hex} converts to a ${cls.name}: ${cost} EBPV, ${next.phases} phases, serving as a ${base} meanwhile (LL5.93-LL5.94)`,
  };
}

/** Annex AAA 1, LL5.95: after the phase's work, each converting base's inactive boxes, 5 a phase done. */
export function inactiveBoxesStep(w: World): void {
  for (const r of rows(w)) {
    const next = NEXT_BASE[String(r.From) as LargeBase];
    if (next) cells(w.c, 'Systems', String(r.Hex))[INACTIVE_COLUMN.header] = BOXES_A_PHASE * (next.phases - Number(r['Phases left']));
  }
}

/** Annex AAA 7: a finished conversion (its row has From); false for a build. */
export function conversionDone(w: World, r: GameRow): boolean {
  const [empire, hex, from, to] = [String(r.Empire), String(r.Hex), String(r.From ?? ''), String(r.Class)];
  if (!from) return false;
  const row = cells(w.c, 'Systems', hex);
  if (NEXT_BASE[from as LargeBase]) {
    row['Large base'] = w.classOf({ empire, shipClass: to })?.hull ?? to;
    row[INACTIVE_COLUMN.header] = '';
    w.log('Conversion', empire, `the ${from} at ${hex} is now a ${to}`, 'LL5.93');
    w.report(empire, 'Builds', `The ${from} at ${hex} is now a ${to}: its inactive boxes are its own (LL5.93, LL5.95).`);
    return true;
  }
  // LL5.3: the dock keeps its place in the Docks list; the builds at the hex follow their docks' new names.
  const before = docksAt(w, hex);
  const at = before.indexOf(from);
  if (at < 0) return true;
  const kinds = before.map((d, i) => (i === at ? (w.classOf({ empire, shipClass: to })?.hull ?? to) : kindOf(d)));
  row.Docks = kinds;
  const after = docksAt(w, hex);
  const renamed = new Map(before.map((d, i) => [d, after[i]]));
  for (const b of rows(w).filter((x) => x.Hex === hex && x.Empire === empire))
    b.Works = String(b.Works ?? '')
      .split('+')
      .map((d) => renamed.get(d) ?? d)
      .join('+');
  w.log('Conversion', empire, `${from} at ${hex} is now ${after[at]}`, 'LL5.3');
  w.report(empire, 'Builds', `${from} at ${hex} is converted: it is now ${after[at]} (LL5.3).`);
  return true;
}

/** "MCD1 CA (Y167 Turn 1 Phase 8)": a dock's last-phase completion. */
const DONE = /^(\S+) (\S+) \((.+)\)$/;

/** LL2.4: a finished build's docks, noted when it is the turn's last phase (a pause matters only then). */
export function noteDocksDone(w: World, r: GameRow): void {
  if (w.tick !== LAST_PHASE) return;
  const docks = String(r.Works ?? '')
    .split('+')
    .filter((d) => /^[LMS]CD\d+$/.test(d));
  if (!docks.length) return;
  const row = cells(w.c, 'Systems', String(r.Hex));
  // Only this phase's entries matter next turn: older ones go.
  const kept = ((row[DOCKS_DONE_COLUMN.header] as string[] | undefined) ?? []).filter((e) => {
    const [, dock, , when] = DONE.exec(e) ?? [];
    return when === w.now && !docks.includes(dock);
  });
  row[DOCKS_DONE_COLUMN.header] = [...kept, ...docks.map((d) => `${d} ${r.Class} (${w.now})`)];
}

/**
 * LL2.4 (rule option ST90): the docks that must wait a phase before building the class: those that
 * finished, in the last phase of the turn before, a class of another Hull (the same class or Hull, a
 * variant, goes on at once).
 */
export function pausedDocks(w: World, empire: string, hex: string, cls: ShipClass, works: string): string[] {
  const done = (w.c.extras?.Systems?.[hex]?.[DOCKS_DONE_COLUMN.header] as string[] | undefined) ?? [];
  const { year, season } = w.c.settings;
  return works.split('+').filter((d) =>
    done.some((e) => {
      const [, dock, last, when] = DONE.exec(e) ?? [];
      const m = parseMoment(STALEY_CALENDAR, when);
      const next = m && nextTurn(STALEY_CALENDAR, m);
      const prior = w.classOf({ empire, shipClass: last });
      const variant = last === cls.name || (!!prior && prior.hull === cls.hull);
      return dock === d && !variant && m?.tick === LAST_PHASE && next?.year === year && next.turn === season;
    }),
  );
}
