// War doubling (Staley HH2), a rule shared by the games that use it: the Staley game's own, an option of
// Empires at War. A declaration of war doubles the bank at once (HH2.1); every turn after it, while at
// war, the turn's income is collected twice, for 12 turns at most (HH2.11, HH2.2); each doubled turn
// owes three at normal income before the next doubling (HH2.21, HH2.211). A turn is the game's own:
// a season, a Staley turn.

import { Calendar, stamp, turnCount } from './calendar';
import { deferredOf, DeferredKind } from './deferred';
import type { World } from './world';

/** HH2: a declaration of war that doubled the bank, or a turn of doubled income after it. */
export interface WarDoubling {
  empire: string;
  season: string;
  kind: 'declared' | 'doubled';
}

/** The Deferred rows that keep an empire's war doubling (HH2): each declaration and each doubled turn, oldest first. */
export const WAR_DOUBLING: DeferredKind<WarDoubling> = {
  key: 'warDoubling',
  kinds: ['war declared', 'income doubled'],
  read: (r) => ({ empire: r.empire, season: r.season, kind: r.kind === 'war declared' ? 'declared' : 'doubled' }),
  write: (x) => ({ season: x.season, kind: x.kind === 'declared' ? 'war declared' : 'income doubled', empire: x.empire }),
};

/** How a game doubles: its calendar (whose turns are counted), its money's unit and an empire's income for one turn. */
export interface WarDoublingRules {
  calendar: Calendar;
  unit: string;
  income: (w: World, empire: string) => number;
}

/** HH2.11: the most turns of doubled income a declaration gives. */
const MAX_DOUBLED = 12;
/** HH2.211: turns at normal income owed for each turn doubled. */
const COOLDOWN = 3;

/** HH2.3: whether either side is the Orions (the race as the Empires tab names it), who neither declare war nor have it declared on them. */
export function orionWar(w: World, empire: string, target: string): boolean {
  const orion = (id: string) => /orion/i.test(w.c.empires.find((e) => e.id === id)?.race ?? '');
  return orion(empire) || orion(target);
}

const turnStamp = (cal: Calendar, n: number) => stamp(Math.floor(n / cal.turns.length), cal.turns[n % cal.turns.length]);

type Span = { start: number; doubled: number[] };

/** The empire's war doubling, oldest first: each declaration and the doubled turns after it (kept as deferred rows). */
function spans(w: World, cal: Calendar, empire: string): Span[] {
  const out: Span[] = [];
  for (const d of deferredOf(w.c.deferred, WAR_DOUBLING).filter((x) => x.empire === empire)) {
    if (d.kind === 'declared') out.push({ start: turnCount(cal, d.season), doubled: [] });
    else if (out.length) out[out.length - 1].doubled.push(turnCount(cal, d.season));
  }
  return out;
}

/** HH2.1, HH2.11, HH2.2: the span whose income this turn is doubled, if any. */
function activeSpan(w: World, cal: Calendar, empire: string, now: number): Span | undefined {
  const last = spans(w, cal, empire).pop();
  if (!last || now <= last.start || last.doubled.length >= MAX_DOUBLED) return undefined;
  const unbroken = last.doubled.length === now - last.start - 1;
  const atWar = w.c.empires.some((e) => e.id !== empire && w.relation(empire, e.id).status === 'War');
  return unbroken && atWar ? last : undefined;
}

/** HH2.1, HH2.21, HH2.211: a declaration doubles the bank unless the empire is doubling or still owes normal turns. */
export function declareWarDoubling(w: World, rules: WarDoublingRules, empire: string, target: string): void {
  const cal = rules.calendar;
  const word = cal.turnWord;
  const now = turnCount(cal, w.season);
  const all = spans(w, cal, empire);
  const last = all[all.length - 1];
  if (last && (last.start === now || activeSpan(w, cal, empire, now))) return;
  if (last && last.doubled.length) {
    const free = last.doubled[last.doubled.length - 1] + COOLDOWN * last.doubled.length + 1;
    if (now < free) {
      w.report(
        empire,
        'Treasury',
        `War on ${target}: no doubling until ${turnStamp(cal, free)}, three normal ${word}s for each doubled one (Staley HH2.211).`,
      );
      return;
    }
  }
  const bank = Math.max(0, w.treasury(empire));
  w.addLedger(empire, bank, 'War declared: bank doubled (Staley HH2.1)', `war on ${target}`);
  deferredOf(w.c.deferred, WAR_DOUBLING).push({ empire, season: w.season, kind: 'declared' });
  w.report(
    empire,
    'Treasury',
    `War on ${target}: the bank doubles, +${bank} ${rules.unit}; income is doubled for up to ${MAX_DOUBLED} ${word}s while at war (Staley HH2.1).`,
  );
}

/** HH2.1: when a turn's income is collected, each empire doubling collects it once more. */
export function doubleWarIncome(w: World, rules: WarDoublingRules): void {
  const cal = rules.calendar;
  const now = turnCount(cal, w.season);
  for (const e of w.c.empires) {
    const span = activeSpan(w, cal, e.id, now);
    if (!span) continue;
    const extra = rules.income(w, e.id);
    w.addLedger(
      e.id,
      extra,
      `War income doubled (Staley HH2.1): ${cal.turnWord} ${span.doubled.length + 1} of ${MAX_DOUBLED}`,
      'war doubling',
    );
    deferredOf(w.c.deferred, WAR_DOUBLING).push({ empire: e.id, season: w.season, kind: 'doubled' });
    w.report(e.id, 'Treasury', `War income doubled this ${cal.turnWord}: +${extra} ${rules.unit} (Staley HH2.1).`);
  }
}
