// `VBAM Encounters`: fleets of two powers whose relation lets them fight (Hostilities or War) that end
// the Movement phase in one sector, or stopped each other head-on between two, meet. Each fleet's
// standing order (the Standing orders tab, VB54) decides what the meeting gives (scenarios.ts): a Deep
// space, Defensive or Pursuit scenario, a refusal, or nothing. A scenario is a Battle of the kernel's
// Battles loop: its card says its kind, each side's BPV capacity and who fights, and the turn pauses
// until Resolve battles.
//
// Rounds (VB74): deep space is met first. Then each sector's encounters are taken one pair of powers
// after another (the Empires tab's order); a sector gives at most one scenario a round, and the sectors
// with a scenario are taken in a random order (the turn's dice). After Resolve battles the next round
// takes each sector's next encounter with the ships as they now stand, until none is left.
// After a deep-space encounter each fleet still there continues its move or returns (VB71).

import type { StepEnd } from '../../../core/game';
import { Battle, BattlePlace, Fleet, pendingBattle, placeText } from '../../../core/model';
import { idStampOf } from '../../../core/calendar';
import { encounterEvent } from '../../../core/diplomacy';
import type { World } from '../../../core/world';
import type { VbamTurn } from '../turn';
import { VBAM_CALENDAR } from '../calendar';
import { OUT_OF_SUPPLY_CARD } from '../supply';
import { fitSide, fixedUnit, vbamBattleShips } from '../battles';
import { NO_STANDING_ORDER, StandingOrder } from '../model';
import { EncounterOutcome, EncounterPlace, EncounterSide, encounterOutcome, Scenario } from '../scenarios';
import { groundKind } from '../units';
import { GROUND_MAP } from './invasion';

/** Two powers' fleets meeting at a place. */
interface Meeting {
  where: BattlePlace;
  a: Fleet[];
  b: Fleet[];
}

/** Fleets holding a unit that fights in space (landed ground units never do). */
const inSpace = (w: World, fleets: Fleet[]) => fleets.filter((f) => w.shipsOf(f.id).some((s) => !groundKind(s)));

const standingOf = (t: VbamTurn, f: Fleet): StandingOrder => t.v.standing.get(f.id) ?? NO_STANDING_ORDER;

/** The powers' order (the Empires tab's) in which a sector's encounters are taken one after another. */
const rank = (w: World, power: string) => w.c.empires.findIndex((e) => e.id === power);
const pairRank = (w: World, p: string, q: string): [number, number] => {
  const [x, y] = [rank(w, p), rank(w, q)];
  return x < y ? [x, y] : [y, x];
};
const notAfter = (x: [number, number], y: [number, number]) => x[0] < y[0] || (x[0] === y[0] && x[1] <= y[1]);

/** Every pair of powers that may fight among `fleets`, each with its fleets there, in the Empires tab's order. */
function pairs(w: World, where: BattlePlace, fleets: Fleet[]): Meeting[] {
  const powers = [...new Set(fleets.map((f) => f.empire))];
  const met = powers.flatMap((p, i) =>
    powers
      .slice(i + 1)
      .filter((q) => w.hostile(p, q))
      .map((q) => ({ where, a: fleets.filter((f) => f.empire === p), b: fleets.filter((f) => f.empire === q) })),
  );
  const order = (m: Meeting) => pairRank(w, m.a[0].empire, m.b[0].empire);
  return met.sort((m, n) => (notAfter(order(m), order(n)) ? -1 : 1));
}

/** The meetings on the edges where fleets stopped each other head-on (`VBAM Movement`, VB52). */
function laneMeetings(t: VbamTurn): Meeting[] {
  const { w } = t;
  const edges = new Map<string, { where: BattlePlace; fleets: Fleet[] }>();
  for (const [id, stop] of t.stopped) {
    const f = w.fleet(id)!;
    const [a, b] = [f.location, stop.toward].sort();
    const e = edges.get(`${a}-${b}`) ?? { where: { kind: 'lane' as const, a, b }, fleets: [] };
    edges.set(`${a}-${b}`, { ...e, fleets: [...e.fleets, f] });
  }
  return [...edges.values()].flatMap((e) => pairs(w, e.where, inSpace(w, e.fleets)));
}

/** The colony at `sector` of one of the two powers: the fixed defensive point of their encounter. */
function colonyOf(t: VbamTurn, sector: string, powers: string[]) {
  return t.v.colonies.find((c) => c.sector === sector && c.owner && powers.includes(c.owner));
}

function placeOf(t: VbamTurn, m: Meeting): EncounterPlace {
  if (m.where.kind === 'lane') return { kind: 'deep space' };
  const colony = colonyOf(t, m.where.system, [m.a[0].empire, m.b[0].empire]);
  return colony ? { kind: 'colony', owner: colony.owner } : { kind: 'sector' };
}

function sideOf(t: VbamTurn, fleets: Fleet[]): EncounterSide {
  return {
    power: fleets[0].empire,
    fleets: fleets.map((f) => ({
      id: f.id,
      order: standingOf(t, f),
      mobile: t.w.shipsOf(f.id).some((s) => !groundKind(s) && !fixedUnit(t.w, t.v, s)),
    })),
  };
}

const outcomeOf = (t: VbamTurn, m: Meeting): EncounterOutcome => encounterOutcome(placeOf(t, m), sideOf(t, m.a), sideOf(t, m.b));

/**
 * VB72: whether `invader`'s invasion of `owner`'s colony at `sector` is stopped this turn: their encounter
 * there is refused (by either side) as their fleets now stand.
 */
export function invasionRefused(t: VbamTurn, sector: string, invader: string, owner: string): boolean {
  const { w } = t;
  const fleets = inSpace(w, w.fleetsAt(sector));
  const m = pairs(w, { kind: 'system', system: sector }, fleets).find((x) =>
    [x.a[0].empire, x.b[0].empire].every((p) => p === invader || p === owner),
  );
  return !!m && !!outcomeOf(t, m).refusedBy;
}

/** The pairs of powers that have had a scenario at `where` this turn (`VBAM Encounters`), by their ranks. */
function fought(w: World, where: BattlePlace): [number, number][] {
  const at = placeText(where);
  return w.c.battles
    .filter((b) => b.season === w.season && b.map !== GROUND_MAP && placeText(b.place) === at)
    .flatMap((b) => {
      const empire = (side: 'A' | 'B') => w.c.battleShips.find((r) => r.battle === b.id && r.side === side)?.empire;
      const [p, q] = [empire('A'), empire('B')];
      return p && q ? [pairRank(w, p, q)] : [];
    });
}

/** A side of a battle card: its cap, flagship, who fights, who stays out, and its fleets out of supply. */
function sideCard(t: VbamTurn, label: string, fleets: Fleet[]): string {
  const fit = fitSide(
    t.w,
    t.v,
    fleets.map((f) => f.id),
  )!;
  const unsupplied = fleets.filter((f) => t.outOfSupply.has(f.id)).map((f) => f.id);
  return [
    `${label} ${fleets.map((f) => f.id).join(' + ')} (${fleets[0].empire}): BPV capacity ${fit.cap} (flagship ${fit.flagship}); fights ${fit.kept.join(', ')} (${fit.total} BPV)`,
    fit.left.length ? `left out ${fit.left.join(', ')}` : '',
    fit.inactive.length ? `inactive ${fit.inactive.join(', ')}` : '',
    unsupplied.length ? `${unsupplied.join(', ')} ${OUT_OF_SUPPLY_CARD}` : '',
  ]
    .filter(Boolean)
    .join('; ')
    .replace(/\.?$/, '.');
}

/** The card's first line: the scenario's kind and what it means for the GM (VB75). */
function kindLine(t: VbamTurn, m: Meeting, s: Scenario, a: Fleet[], refusedBy?: string): string {
  const at = placeText(m.where);
  const colony = m.where.kind === 'system' ? colonyOf(t, m.where.system, [m.a[0].empire, m.b[0].empire]) : undefined;
  switch (s.kind) {
    case 'Deep space':
      return m.where.kind === 'lane'
        ? `Deep-space scenario between ${m.where.a} and ${m.where.b}; afterwards each fleet left continues its move or returns, by its standing order (VBAM Encounters, VB71).`
        : `Deep-space scenario in ${at}, at no colony of either power (VBAM Encounters).`;
    case 'Defensive':
      return `Defensive scenario at ${colony!.system}, ${colony!.owner}'s colony: ${colony!.owner}'s fixed units there fight first (VBAM Encounters, VB72).`;
    case 'Pursuit':
      return `Pursuit scenario at ${colony!.system}: ${refusedBy} refused the defensive scenario, and ${a.map((f) => f.id).join(', ')} pursue (VBAM Encounters, VB73).`;
  }
}

/** Where each fleet stopped head-on was still heading (the Battles tab's Then A / Then B, VB71): "F1: 0200 > 0300". */
function thenOf(t: VbamTurn, fleets: Fleet[]): string {
  return fleets
    .filter((f) => t.stopped.get(f.id)?.rest.length)
    .map((f) => `${f.id}: ${t.stopped.get(f.id)!.rest.join(' > ')}`)
    .join('; ');
}

/** A scenario as a pending battle, added with its ship rows; the demanding powers have generated an encounter (`VBAM Intel`). */
function startBattle(t: VbamTurn, m: Meeting, s: Scenario, refusedBy?: string): Battle {
  const { w } = t;
  const fleets = (ids: string[]) => ids.map((id) => w.fleet(id)!);
  const [a, b] = [fleets(s.a), fleets(s.b)];
  const stampId = idStampOf(VBAM_CALENDAR, { year: w.c.settings.year, turn: w.c.settings.season });
  const base = `${stampId}-${placeText(m.where)}`;
  const series = w.c.battles.filter((x) => x.id === base || x.id.startsWith(`${base}-`)).length + 1;
  const battle = pendingBattle({
    id: series > 1 ? `${base}-${series}` : base,
    season: w.season,
    place: m.where,
    map: m.where.kind === 'lane' ? 'Open Space' : '',
    fleetA: s.a.join(' + '),
    fleetB: s.b.join(' + '),
    rules: w.c.settings.tacticalRules,
    series,
    thenA: thenOf(t, a),
    thenB: thenOf(t, b),
    setup: [
      series > 1 ? `Scenario ${series} at ${placeText(m.where)} this turn.` : '',
      kindLine(t, m, s, a, refusedBy),
      `${sideCard(t, 'A', a)} ${sideCard(t, 'B', b)} (VBAM Fleet composition)`,
    ]
      .filter(Boolean)
      .join(' '),
  });

  w.c.battles.push(battle);
  w.c.battleShips.push(...vbamBattleShips(w, battle));
  for (const f of fleets(s.demanders)) {
    const other = (s.a.includes(f.id) ? b : a)[0].empire;
    if (
      !w.newDiplomacy.some(
        (e) => e.action === 'Encounter' && e.empire === f.empire && e.target === other && e.note === `battle ${battle.id}`,
      )
    )
      w.newDiplomacy.push(encounterEvent(w.season, f.empire, other, `battle ${battle.id}`));
  }
  const at = placeText(m.where);
  tell(
    t,
    m,
    () =>
      `Battle ${battle.id} pending at ${at}: ${battle.fleetA} against ${battle.fleetB}, demanded by ${s.demanders.join(', ')}: a ${s.kind.toLowerCase()} scenario (VBAM Encounters).`,
  );
  return battle;
}

/**
 * A side of an encounter as `viewer` is told of it (the GM: undefined): its own fleets by id, another
 * power's as "a fleet of KLI". With no battle fought, which fleets met stays secret (VB59).
 */
function sideWords(side: Fleet[], viewer?: string): string {
  if (viewer === undefined || side[0].empire === viewer) return side.map((f) => f.id).join(', ');
  return `${side.length === 1 ? 'a fleet' : `${side.length} fleets`} of ${side[0].empire}`;
}

/** Tells both powers of a meeting (their Battles report) and the GM (the Log). */
function tell(t: VbamTurn, m: Meeting, text: (viewer?: string) => string): void {
  const powers = [m.a[0].empire, m.b[0].empire];
  for (const e of powers) t.w.report(e, 'Battles', text(e));
  t.w.log('Encounter', powers[0], `${powers.join(' and ')} at ${placeText(m.where)}`, text());
}

/**
 * VB71: after its deep-space encounter at `at`, a fleet with ships left goes on along the `rest` of its
 * path (Continue), or stays in the sector it left (Return, already where it stands, VB52).
 */
export function afterDeepSpace(t: VbamTurn, f: Fleet, rest: string[], at: string): void {
  const { w } = t;
  if (!rest.length || !w.shipsOf(f.id).length) return;
  if (standingOf(t, f).after === 'Return') {
    w.report(f.empire, 'Movement', `${f.id} returned to ${f.location} after the deep-space encounter at ${at} (VBAM Encounters, VB71).`);
    return;
  }
  const route = [f.location, ...rest];
  w.moveFleet(f, rest[rest.length - 1]);
  [f.arrivedIn, f.route] = [w.season, route];
  t.continued.add(f.id);
  const text = `${f.id} continued ${route.join(' > ')} after the deep-space encounter at ${at} (VBAM Encounters, VB71)`;
  w.report(f.empire, 'Movement', `${text}.`);
  w.log('Movement', f.empire, `${f.id} continues ${route.join(' > ')}`, `after the deep-space encounter at ${at} (VB71)`);
  // The Move order, lost when the fleet stopped (VB52), is carried out after all.
  const row = t.moves.get(f.id)?.row;
  const result = t.results.get(f.empire)?.find((r) => r.row === row);
  if (result) {
    Object.assign(result, { status: 'done', text: `Move ${f.id}: ${text}` });
    delete result.refusal;
  }
}

/** After Resolve battles: the fleets of a deep-space battle that had somewhere to go continue or return (VB71). */
export function afterDeepSpaceBattle(t: VbamTurn, b: Battle): void {
  if (b.place.kind !== 'lane') return;
  for (const entry of [b.thenA, b.thenB].flatMap((x) => x.split(';')).filter((x) => x.includes(':'))) {
    const [id, path] = entry.split(':');
    const f = t.w.fleet(id.trim());
    if (f)
      afterDeepSpace(
        t,
        f,
        path
          .split('>')
          .map((s) => s.trim())
          .filter(Boolean),
        placeText(b.place),
      );
  }
}

/** A deep-space meeting: refusers go back, and a scenario or, with none, each fleet left continues or returns. */
function deepSpace(t: VbamTurn, m: Meeting): Battle | undefined {
  const { w } = t;
  const at = placeText(m.where);
  const o = outcomeOf(t, m);
  for (const id of o.back) {
    const f = w.fleet(id)!;
    w.report(f.empire, 'Movement', `${f.id} refused the deep-space scenario at ${at} and went back to ${f.location} (VBAM Encounters).`);
  }
  if (o.scenario) return startBattle(t, m, o.scenario);
  const gone = (side: Fleet[]) => side.every((f) => o.back.includes(f.id));
  if (gone(m.a) || gone(m.b))
    tell(t, m, () => `Encounter at ${at}: a side refused the deep-space scenario and went back; no battle (VBAM Encounters).`);
  else
    tell(
      t,
      m,
      (viewer) =>
        `Encounter at ${at} between ${sideWords(m.a, viewer)} and ${sideWords(m.b, viewer)}: no fleet demanded a scenario; no battle (VBAM Encounters).`,
    );
  for (const f of [...m.a, ...m.b].filter((x) => !o.back.includes(x.id))) afterDeepSpace(t, f, t.stopped.get(f.id)?.rest ?? [], at);
  return undefined;
}

/** A sector's encounter that gives no scenario: told to both powers. */
function noScenario(t: VbamTurn, m: Meeting, o: EncounterOutcome): void {
  const at = placeText(m.where);
  const colony = m.where.kind === 'system' ? colonyOf(t, m.where.system, [m.a[0].empire, m.b[0].empire]) : undefined;
  if (o.refusedBy)
    tell(
      t,
      m,
      () =>
        `Encounter at ${at}: ${o.refusedBy} refused the defensive scenario at ${colony!.system}; no battle, and no invasion of ${colony!.system} by ${colony!.owner === m.a[0].empire ? m.b[0].empire : m.a[0].empire} this turn (VBAM Encounters, VB72).`,
    );
  else
    tell(
      t,
      m,
      (viewer) =>
        `Encounter at ${at} between ${sideWords(m.a, viewer)} and ${sideWords(m.b, viewer)}: no fleet demanded a scenario; no battle (VBAM Encounters).`,
    );
}

/** `items` in a random order by the turn's dice (1D(n), 1D(n-1) … : a Fisher-Yates shuffle); one item rolls nothing. */
function inRandomOrder<T>(w: World, items: T[], purpose: string): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = w.dice.roll(1, i + 1, purpose) - 1;
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * One round of encounters (VB74). The first round meets deep space and every sector; a later one (after
 * Resolve battles) the sectors with a scenario this turn, for their next encounter, and the fleets that
 * continued there after deep space.
 */
function encounterRound(t: VbamTurn, first: boolean): StepEnd | void {
  const { w } = t;
  const made: Battle[] = [];
  for (const m of first ? laneMeetings(t) : []) {
    const b = deepSpace(t, m);
    if (b) made.push(b);
  }
  const due: { m: Meeting; s: Scenario; refusedBy?: string }[] = [];
  for (const sector of t.v.map.sectors) {
    const where: BattlePlace = { kind: 'system', system: sector.id };
    const done = fought(w, where);
    const last = done.reduce<[number, number] | undefined>((x, y) => (!x || notAfter(x, y) ? y : x), undefined);
    const open = pairs(w, where, inSpace(w, w.fleetsAt(sector.id))).filter((m) => {
      const r = pairRank(w, m.a[0].empire, m.b[0].empire);
      if (first) return true;
      if (done.some((d) => d[0] === r[0] && d[1] === r[1])) return false;
      return (!!last && !notAfter(r, last)) || [...m.a, ...m.b].some((f) => t.continued.has(f.id));
    });
    for (const m of open) {
      const o = outcomeOf(t, m);
      if (o.refusedBy && o.scenario) noScenario(t, m, { back: [], refusedBy: o.refusedBy });
      if (o.scenario) {
        due.push({ m, s: o.scenario, ...(o.refusedBy ? { refusedBy: o.refusedBy } : {}) });
        break;
      }
      noScenario(t, m, o);
    }
  }
  for (const d of inRandomOrder(w, due, 'VBAM Combat: the order of the systems with a scenario (VB74)'))
    made.push(startBattle(t, d.m, d.s, d.refusedBy));
  if (!made.length) return;
  w.c.settings.phase = 'Battles';
  return 'pause';
}

/** The Encounters step of the turn: its first round. */
export const encountersPhase = (t: VbamTurn): StepEnd | void => encounterRound(t, true);

/** The Encounters step after Resolve battles: the next round, if any encounter is left. */
export const laterEncounters = (t: VbamTurn): StepEnd | void => encounterRound(t, false);
