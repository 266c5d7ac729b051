// GC A9.10: what a squadron's Move order asks beyond its course, written in its Extras and kept on the
// Fleets tab's Standing orders for the turn: reactionary clauses (D2), its battle intensity (A9.20), its
// disengagement intensity (A3.20), none of them conditional on battle stats (A9.30), and what it leaves to
// its captain's discretion (A9.10: a guideline; D2.10: an RX CD move of no stated use).

import { GcIntensity, parseGcIntensity } from '../../../core/combat/gccombat';

/** GC D2.31-D2.50: the forms of reactionary movement; CD a move whose use the admiral leaves to the captain (D2.10). */
export const RX_KINDS = ['FE', 'FR', 'BN', 'BM', 'AM', 'SS', 'WS', 'FLY', 'CD'] as const;
export type RxKind = (typeof RX_KINDS)[number];

/** What fires a clause: sighting its target (D2.20), the segment named (D2.36), or a battle of the squadron's (D2.31, D2.33b). */
export type RxTrigger = 'seen' | 'segment' | 'battle';

/** A reactionary clause: its kind, what fires it, and its target (a squadron code, an empire code, '' any enemy; the segment for SS at N). */
export interface RxClause {
  readonly kind: RxKind;
  readonly trigger: RxTrigger;
  readonly target: string;
}

export interface StandingOrders {
  readonly rx: readonly RxClause[];
  /** A9.20: the battle intensity it fights at (blank: Typical). */
  readonly intensity?: GcIntensity;
  /** A3.20: the share of its DF lost at which it disengages (blank: fights to the end). */
  readonly disengageAt?: number;
  /** A9.10: what it leaves to its captain's discretion, in the admiral's words; the GM rules when it sees an enemy. */
  readonly guideline?: string;
}

/** The trigger each kind takes: BN strikes what is seen, SS stops on a sighting or at a segment, the rest act in battle. */
const TRIGGERS: Record<RxKind, readonly RxTrigger[]> = {
  FE: ['battle'],
  FR: ['battle'],
  BM: ['battle'],
  AM: ['battle'],
  WS: ['battle'],
  FLY: ['battle'],
  BN: ['seen'],
  CD: ['seen'],
  SS: ['seen', 'segment'],
};

/** Kinds this add-on cannot play yet, with the rule that says why. */
const NOT_PLAYED: Partial<Record<RxKind, string>> = {
  WS: 'warp sling needs its R & D program (GC D2.40), and GC research is not played yet',
  FLY: 'the positron flywheel needs its R & D program (GC D2.50), and GC research is not played yet',
  AM: "an empire's squadrons in a hex already fight as one side here; assembling movement comes with GC bases (D2.34)",
};

/** GC D2.10, D2.36, D2.40: the strategic moves a clause costs (a strategic stop none). */
export const rxCost = (c: RxClause): number => (c.kind === 'SS' ? 0 : 1);

/** "RX BN Z01A", "RX SS at 6", "RX FE": one clause read, or why it does not parse. */
export function parseRx(text: string): RxClause | string {
  const [, kindText = '', rest = ''] = /^RX\s+(\S+)\s*(.*)$/i.exec(text.trim()) ?? [];
  const kind = RX_KINDS.find((k) => k === kindText.toUpperCase());
  if (!kind) return `"${text}" is no RX clause: write RX and one of ${RX_KINDS.join(', ')}, then its target, e.g. "RX BN Z01A" (GC D2)`;
  if (NOT_PLAYED[kind]) return `RX ${kind}: ${NOT_PLAYED[kind]}`;
  const segment = /^at\s+(\d+)$/i.exec(rest)?.[1];
  const trigger: RxTrigger = segment ? 'segment' : TRIGGERS[kind][0];
  if (!TRIGGERS[kind].includes(trigger)) return `RX ${kind} fires in battle and takes no segment (GC D2)`;
  if (trigger === 'segment' && (Number(segment) < 1 || Number(segment) > 12)) return `RX ${kind}: a segment is 1 to 12 (GC A7.10)`;
  if (trigger === 'battle' && rest) return `RX ${kind} fires in the squadron's own battles: write no target (GC D2)`;
  if (trigger === 'seen' && rest && !/^[A-Z](\d{2,3}([A-Z]|SR))?$/i.test(rest))
    return `RX ${kind} ${rest}: the target is a squadron code (Z01A), an empire code (Z) or blank for any enemy (GC A6.10)`;
  return { kind, trigger, target: (segment ?? rest).toUpperCase() };
}

/** A Move order's Extras ("speed 2; RX BN Z01A; BI Pressed; DI 30", or "TWM") read, or why not. */
export function parseStanding(extras: string): StandingOrders | string {
  const rx: RxClause[] = [];
  let intensity: GcIntensity | undefined;
  let disengageAt: number | undefined;
  let guideline: string | undefined;
  for (const part of extras
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [word, ...rest] = part.split(/\s+/);
    const value = rest.join(' ');
    if (/^(speed|TWM)$/i.test(word)) continue; // read by plotCourse (D1.40) and highSpeedCost (D5.11)
    if (/^RX$/i.test(word)) {
      const clause = parseRx(part);
      if (typeof clause === 'string') return clause;
      rx.push(clause);
    } else if (/^BI$/i.test(word)) {
      intensity = parseGcIntensity(value);
      if (!intensity)
        return `BI ${value}: a battle intensity is Suicidal, Charge, Pressed, Typical, Nominal, Regroup or Evasion (GC A3.10, A9.20)`;
    } else if (/^DI$/i.test(word)) {
      disengageAt = Number(value.replace('%', ''));
      if (!(disengageAt >= 0 && disengageAt <= 100)) return `DI ${value}: a disengagement intensity is 0 to 100% of the DF lost (GC A3.20)`;
    } else if (/^CD$/i.test(word)) {
      if (!value) return `CD: write the captain's guideline after it, e.g. "CD break off if they outnumber us" (GC A9.10)`;
      guideline = value;
    } else return `"${part}": write speed N, TWM, RX clauses, BI, DI and CD, each ending with ";" (GC A9.10, D5.11)`;
  }
  return { rx, intensity, disengageAt, guideline };
}

/** The Standing orders column's text: the clauses left, then BI and DI. */
export function standingText(s: StandingOrders): string {
  const rx = s.rx.map((c) => `RX ${c.kind}${c.trigger === 'segment' ? ` at ${c.target}` : c.target ? ` ${c.target}` : ''}`);
  const rest = [
    s.intensity && `BI ${s.intensity}`,
    s.disengageAt !== undefined && `DI ${s.disengageAt}`,
    s.guideline && `CD ${s.guideline}`,
  ].filter(Boolean);
  return [...rx, ...rest].join('; ');
}
