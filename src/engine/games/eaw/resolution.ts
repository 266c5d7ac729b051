// Resolve battles: the results the GM entered (or auto-resolve filled) are checked, then applied —
// losses, captures (25b), disengagement (21.0, 21a, 32.0 #1), VP (4e), XP (2e), the winner of an open-
// space battle going on (5c), the next battle of a series (26b), non-compliance (17g) — and, once no
// battle is pending, post-combat resolution and the season's close (4b).

import { fleetProblemsNow } from './fleets';
import { Battle, BattleShip, Campaign, Fleet, hasRole, newFleet, placeText } from '../../core/model';
import { Dice } from '../../core/dice';
import { key } from '../../core/ids';
import { battleShips, fleetsInPlay, nextEngagement, stale, unresolved } from './battles';
import { sideFleets } from '../../core/model';
import { arrive, MAX_FLEETS_PER_SYSTEM } from './movement';
import { OrderResult } from './plotting';
import { closeSeason } from './season';
import { BattlesOutcome, TurnRefused } from '../../core/game';
import { sidesChangedProblem } from '../../core/combat/update';
import { World } from '../../core/world';
import { CREDITS, creditsOf, POST_COMBAT, postCombatOf } from './deferred';
import { fortifiedBy } from './site';

/** Every problem in the entered results; an empty list means they can be applied. */
export function checkResults(c: Campaign): string[] {
  const w = World.reading(c, { rolls: [], roll: () => 0 });
  const problems: string[] = [];
  const known = new Set(c.battles.map((b) => b.id));
  for (const r of c.battleShips.filter((s) => !known.has(s.battle)))
    problems.push(`Battle ships row ${r.row}: battle "${r.battle}" was never pending`);
  for (const b of c.battles) {
    const rows = c.battleShips.filter((s) => s.battle === b.id);
    const entered = rows.filter((r) => r.result);
    if (b.status === 'Resolved' || entered.length === 0) continue;
    if (rows.some((r) => r.xp !== ''))
      problems.push(`Battle ${b.id} was already resolved (its XP are written): it cannot be applied twice`);
    const missing = rows.filter((r) => !r.result).map((r) => r.ship);
    if (missing.length) problems.push(`Battle ${b.id}: no result yet for ${missing.join(', ')} (enter every ship's result)`);
    const wrong = rows.flatMap((r) => rowProblems(w, b, r, rows));
    problems.push(...wrong);
    if (!wrong.length && !missing.length && stale(w, b)) problems.push(sidesChangedProblem(b));
  }
  return problems;
}

function rowProblems(w: World, b: Battle, r: BattleShip, rows: BattleShip[]): string[] {
  const at = `Battle ${b.id}, Battle ships row ${r.row} (${r.ship})`;
  const out: string[] = [];
  const ship = w.ship(r.ship);
  if (!ship) return [`${at}: no ship "${r.ship}"`];
  if (rows.filter((x) => x.ship === r.ship).length > 1) out.push(`${at}: the ship is listed twice`);
  const side = sideFleets(r.side === 'A' ? b.fleetA : b.fleetB);
  if (!side.some((f) => f === r.fleet) || ship.fleet !== r.fleet)
    out.push(
      `${at}: ${r.ship} is not in ${side.join(' + ')}, side ${r.side} of this battle (if you changed Fleet A or B, run Update battles)`,
    );
  const enemy = w.fleet(sideFleets(r.side === 'A' ? b.fleetB : b.fleetA)[0] ?? '');
  if (r.result === 'Captured' && (!enemy || r.capturedBy !== enemy.empire))
    out.push(`${at}: captured, so "Captured by" must be ${enemy?.empire ?? 'the other side'} (EaW 25.0)`);
  if (r.result !== 'Captured' && r.capturedBy) out.push(`${at}: "Captured by" is filled but the result is ${r.result}`);
  if (r.result !== 'Disengaged' && r.disengagedTo) out.push(`${at}: "Disengaged to" is filled but the result is ${r.result}`);
  if (r.result === 'Disengaged') out.push(...disengageProblems(w, b, r, at));
  const ways = new Set(rows.filter((x) => x.result === 'Disengaged' && x.fleet === r.fleet).map((x) => x.disengagedTo));
  if (r.result === 'Disengaged' && ways.size > 1 && r.disengagedTo !== [...ways][0])
    out.push(`${at}: the ships of one fleet disengage by one side only (EaW 21a)`);
  return out;
}

/** EaW 21.0, 21a, 15.0, 10g/21b: where a ship may disengage to. */
function disengageProblems(w: World, b: Battle, r: BattleShip, at: string): string[] {
  const to = w.system(r.disengagedTo);
  const where = b.place;
  const from = where.kind === 'system' ? w.system(where.system) : undefined;
  if (!to) return [`${at}: disengaged, so "Disengaged to" must name the system it fled to`];
  if (where.kind === 'lane' ? ![where.a, where.b].some((s) => s === to.id) : !w.laneExists(where.system, to.id))
    return [`${at}: no warp lane from ${placeText(where)} to ${to.id} to disengage by (EaW 21.0)`];
  if (hasRole(w.catalog.get(w.ship(r.ship)!.shipClass), 'FRD')) return [`${at}: an FRD cannot disengage (EaW 15.0)`];
  const fort = from && fortifiedBy(w.c, from.id);
  // 10g: a minesweeper, or another fleet of its own still to fight here, lets a fleet escape a fortification.
  const backedUp =
    !!from &&
    w.fleetsAt(from.id).some((f) => f.empire === r.empire && f.id !== r.fleet && !w.fleetHas(f.id, 'FRD') && f.status !== 'Disengaged');
  if (fort && fort !== r.empire && !w.fleetHas(r.fleet, 'minesweeper') && !backedUp)
    return [`${at}: the fortification at ${from!.id} stops enemy fleets disengaging without a minesweeper (EaW 10g, 21b)`];
  const own = w.fleetsAt(to.id).filter((f) => f.empire === r.empire && !w.fleetHas(f.id, 'FRD')).length;
  if (own >= MAX_FLEETS_PER_SYSTEM) return [`${at}: ${to.id} already holds ${MAX_FLEETS_PER_SYSTEM} of your fleets (EaW 21a, 17a)`];
  return [];
}

export function resolveBattles(c: Campaign, dice: Dice): BattlesOutcome {
  const problems = checkResults(c);
  if (problems.length) throw new TurnRefused(problems.join('\n'));
  const w = new World(c, dice);
  const ready = w.c.battles.filter((b) => unresolved(b) && w.c.battleShips.some((s) => s.battle === b.id && s.result));
  if (ready.length === 0)
    throw new TurnRefused(
      "No battle has results to apply: enter every ship's result in Battle ships (or auto-resolve), then Resolve battles.",
    );
  const created: Battle[] = [];
  for (const b of ready) created.push(...applyBattle(w, b));
  const orderNotes: BattlesOutcome['orderNotes'] = [];
  const battlesOver = !w.c.battles.some(unresolved);
  let closed = false;
  if (battlesOver) {
    const [pending, credits] = [postCombatOf(w.c), creditsOf(w.c)];
    w.laterLedger.push(...credits);
    const results = new Map<string, OrderResult[]>();
    for (const a of pending) results.set(a.empire, [...(results.get(a.empire) ?? []), { row: a.row, status: 'done' as const, text: '' }]);
    // 19a: fleets that fought, and fleets pinned on entering an enemy-held system, lose their post-combat work.
    const engaged = new Set([
      ...w.c.battles.filter((b) => b.season === w.season).flatMap((b) => [...sideFleets(b.fleetA), ...sideFleets(b.fleetB)].map(key)),
      ...w.c.fleets.filter((f) => f.status === 'Pinned').map((f) => f.id),
    ]);
    closed = closeSeason(w, pending, engaged, results);
    w.c.deferred = { ...w.c.deferred, [POST_COMBAT.key]: [], [CREDITS.key]: [] };
    for (const [empire, rows] of results) for (const r of rows) orderNotes.push({ empire, row: r.row, status: r.status, text: r.text });
  }
  w.flushRolls(0);
  return {
    campaign: { ...w.c, ledger: [...w.c.ledger, ...w.newLedger] },
    log: w.newLog,
    reports: w.reports,
    resolved: ready.map((b) => b.id),
    created,
    closed,
    orderNotes,
  };
}

/** Applies one battle's results; returns the battles they lead to. */
function applyBattle(w: World, b: Battle): Battle[] {
  const rows = w.c.battleShips.filter((s) => s.battle === b.id);
  const vp = { A: b.vpA === '' ? scoreVp(w, rows, 'B') : b.vpA, B: b.vpB === '' ? scoreVp(w, rows, 'A') : b.vpB };
  b.vpA = vp.A;
  b.vpB = vp.B;
  const winner = vp.A > vp.B ? 'A' : vp.B > vp.A ? 'B' : '';
  const sides = { A: sideFleets(b.fleetA).map((id) => w.fleet(id)!), B: sideFleets(b.fleetB).map((id) => w.fleet(id)!) };
  const empireOf = { A: sides.A[0].empire, B: sides.B[0].empire };
  const fleets = [...sides.A, ...sides.B];
  b.winner = winner ? empireOf[winner] : 'draw';
  awardXp(w, rows, winner, winner ? vp[winner] : 0);
  for (const side of ['A', 'B'] as const) {
    const e = w.c.empires.find((x) => x.id === empireOf[side]);
    if (e) e.vp += vp[side];
  }
  // 21a: where each fleet came from — in open space, the system it set out from (it never arrived).
  const cameFrom = (f: Fleet) => (b.place.kind === 'lane' ? f.location : f.arrivedIn === w.season ? f.arrivedFrom : '');
  const origin = new Map(fleets.map((f) => [f, cameFrom(f)]));
  for (const r of rows) applyFate(w, r, (r.side === 'A' ? sides.B : sides.A)[0]);
  for (const f of fleets)
    disengage(
      w,
      b,
      f,
      rows.filter((r) => r.fleet === f.id && r.result === 'Disengaged'),
      origin.get(f)!,
    );
  b.status = 'Resolved';
  report(w, b, rows, vp);
  w.log('Battle', empireOf.A, `Battle ${b.id} resolved: ${b.fleetA} vs ${b.fleetB}`, `VP ${vp.A}-${vp.B}, winner ${b.winner}`);
  for (const f of fleets) {
    if (w.shipsOf(f.id).length === 0) {
      w.removeFleet(f);
    } else if (f.status !== 'Disengaged' && f.status !== 'Trapped')
      f.status = fleetProblemsNow(w, f.id).length ? 'Non-compliant' : 'Pinned';
  }
  // 26b: the side still on the battle map (the VP winner's if both are) fights on; a pool fights on as
  // a pool, its ships back in their own fleets once the battles are over (28b).
  const left = { A: sides.A.filter((f) => onMap(w, f)), B: sides.B.filter((f) => onMap(w, f)) };
  const holder = left.A.length && !left.B.length ? 'A' : left.B.length && !left.A.length ? 'B' : winner;
  return followUps(w, b, holder ? left[holder] : []);
}

function onMap(w: World, f: Fleet): boolean {
  return !!w.fleet(f.id) && f.status !== 'Disengaged' && w.shipsOf(f.id).length > 0;
}

/** EaW 4e with S2.21 on CBPV: what `side` scores for the other side's losses (percentages are settings). */
function scoreVp(w: World, rows: BattleShip[], lostBy: 'A' | 'B'): number {
  const pct = w.c.settings.vpPercent;
  const share: Record<string, number> = {
    Destroyed: pct.destroyed,
    Captured: pct.captured,
    Crippled: pct.crippled,
    Disengaged: pct.disengaged,
  };
  return Math.round(rows.filter((r) => r.side === lostBy).reduce((sum, r) => sum + ((share[r.result] ?? 0) * r.cbpv) / 100, 0));
}

/**
 * EaW 2e: the winner's VP become XP shared among its ships by CBPV share; the loser's ships lose the
 * same total by their CBPV share. Destroyed ships take their share with them.
 */
function awardXp(w: World, rows: BattleShip[], winner: 'A' | 'B' | '', total: number): void {
  for (const r of rows) r.xp = 0;
  if (!winner || total <= 0) return;
  for (const side of ['A', 'B'] as const) {
    const mine = rows.filter((r) => r.side === side);
    const cbpv = mine.reduce((s, r) => s + r.cbpv, 0) || 1;
    for (const r of mine) {
      r.xp = Math.round(((side === winner ? 1 : -1) * total * r.cbpv) / cbpv);
      const ship = w.ship(r.ship);
      if (ship) ship.xp += r.xp;
    }
  }
}

function applyFate(w: World, r: BattleShip, captor: Fleet): void {
  const ship = w.ship(r.ship)!;
  if (r.result === 'Destroyed') {
    w.removeShips([ship]);
  } else if (r.result === 'Crippled') ship.condition = 'Crippled';
  else if (r.result === 'Captured') {
    // EaW 25b: a capture travels with the captor's fleet, uninspected and outside its limits.
    w.moveShip(ship, captor.id, captor.empire);
    ship.condition = 'Captured';
  }
}

/**
 * EaW 21a: disengaged ships go to the system they fled to. A whole fleet fleeing one way moves as it is;
 * ships that leave while others stay, or flee another way, form a new fleet at no cost. Fleeing
 * anywhere but where the fleet came from costs its empire 1 MP next season. They see nothing this
 * season (33.0 #5) and move first next season (32.0 #1).
 */
function disengage(w: World, b: Battle, fleet: Fleet, fled: BattleShip[], cameFrom: string): void {
  const remaining = w.shipsOf(fleet.id).filter((s) => !fled.some((r) => r.ship === s.id));
  const byDest = new Map<string, BattleShip[]>();
  for (const r of fled) byDest.set(r.disengagedTo, [...(byDest.get(r.disengagedTo) ?? []), r]);
  let whole = remaining.length === 0 && byDest.size === 1;
  for (const [, group] of byDest) {
    const dest = w.system(group[0].disengagedTo)!.id;
    let moving = fleet;
    if (!whole) {
      moving = w.addFleet(
        newFleet(w.nextId('fleet', `${fleet.id}-D`), fleet.empire, dest, w.season, `${fleet.name || fleet.id} (disengaged)`),
      );
      for (const r of group) w.moveShip(w.ship(r.ship)!, moving.id);
    }
    whole = false;
    // It came down the lane it fled by: from the battle's system, or from the open-space lane's other end
    // (then it never left its end of the lane: its route is unchanged).
    if (b.place.kind === 'system') arrive(w, moving, b.place.system, dest);
    else {
      w.moveFleet(moving, dest);
      moving.arrivedFrom = b.place.a === dest ? b.place.b : b.place.a;
      moving.arrivedIn = w.season;
    }
    moving.status = 'Disengaged';
    moving.mpPenalty = cameFrom && cameFrom !== dest ? 1 : 0;
    w.report(
      fleet.empire,
      'Battles',
      `${group.map((r) => r.ship).join(', ')} disengaged to ${dest} as ${moving.id}${moving.mpPenalty ? '; fleeing away from where it came costs 1 MP next season (EaW 21a)' : ''}.`,
    );
  }
}

function report(w: World, b: Battle, rows: BattleShip[], vp: { A: number | ''; B: number | '' }): void {
  const fates = rows
    .filter((r) => r.result && r.result !== 'Unharmed')
    .map((r) => `${r.ship} ${r.result.toLowerCase()}${r.result === 'Disengaged' ? ` to ${r.disengagedTo}` : ''}`);
  for (const side of ['A', 'B'] as const) {
    const mine = side === 'A' ? b.fleetA : b.fleetB;
    const theirs = side === 'A' ? b.fleetB : b.fleetA;
    const empire = rows.find((r) => r.side === side)?.empire ?? '';
    const other = side === 'A' ? 'B' : 'A';
    const xp = rows.filter((r) => r.side === side).reduce((s, r) => s + Number(r.xp || 0), 0);
    w.report(
      empire,
      'Battles',
      `Battle ${b.id} at ${placeText(b.place)}: your ${mine} against ${theirs}: ${fates.join(', ') || 'no ship lost'}. ` +
        `VP ${vp[side]} to ${vp[other]}; ${b.winner === 'draw' ? 'a draw' : b.winner === empire ? 'you won' : 'you lost'}; XP ${xp >= 0 ? '+' : ''}${xp} (EaW 4e, 2e).`,
    );
    w.report(empire, 'Battles', xpWords(b, rows, side, empire, Math.max(Number(vp.A), Number(vp.B))));
  }
}

/** EaW 2e in words for one side: where its ships' XP came from, and each ship's share. */
function xpWords(b: Battle, rows: BattleShip[], side: 'A' | 'B', empire: string, total: number): string {
  if (b.winner === 'draw' || total <= 0) return `XP: no side won battle ${b.id}, so no ship gains or loses XP (EaW 2e).`;
  const shares = rows
    .filter((r) => r.side === side)
    .map((r) => `${r.ship} ${Number(r.xp) >= 0 ? '+' : ''}${r.xp}${r.result === 'Destroyed' ? ' (lost with the ship)' : ''}`)
    .join(', ');
  const how = "shared among the side's ships by each ship's share of its CBPV";
  return b.winner === empire
    ? `XP: your ${total} VP in battle ${b.id} become ${total} XP, ${how}: ${shares} (EaW 2e).`
    : `XP: the loser's ships lose the ${total} XP the winner gained in battle ${b.id}, ${how}: ${shares} (EaW 2e).`;
}

/**
 * EaW 5c: the open-space winner goes on; 26b: the survivor fights the next enemy fleet at the place.
 * Two fleets that both kept ships on the map (an auto-resolve's rounds ran out) do not fight again this
 * season: they stay pinned and meet again next season if both remain.
 */
function followUps(w: World, b: Battle, holders: Fleet[]): Battle[] {
  const out: Battle[] = [];
  const add = (battle: Battle | undefined) => {
    if (!battle) return;
    const fought = (x: Battle) => [...sideFleets(x.fleetA), ...sideFleets(x.fleetB)].map(key).sort().join();
    if (w.c.battles.some((x) => x.season === w.season && fought(x) === fought(battle))) return;
    w.c.battles.push(battle);
    w.c.battleShips.push(...battleShips(w, battle));
    out.push(battle);
    for (const f of [...sideFleets(battle.fleetA), ...sideFleets(battle.fleetB)].map((id) => w.fleet(id)!)) {
      w.report(
        f.empire,
        'Battles',
        `Battle ${battle.id} follows at ${placeText(battle.place)}: ${battle.fleetA} against ${battle.fleetB} (EaW 26.0-26b, 5c).`,
      );
    }
  };
  if (b.place.kind === 'lane') {
    const winnerFleet = holders[0];
    const then = winnerFleet && (winnerFleet.id === b.fleetA ? b.thenA : b.thenB);
    if (winnerFleet && then) {
      arrive(w, winnerFleet, winnerFleet.location, w.system(then)!.id);
      w.report(winnerFleet.empire, 'Movement', `${winnerFleet.id} won in open space and went on to ${winnerFleet.location} (EaW 5c).`);
      add(
        nextEngagement(
          w,
          { where: { kind: 'system', system: winnerFleet.location } },
          seriesAt(w, winnerFleet.location),
          undefined,
          b.rules,
        ),
      );
    }
    return out;
  }
  const survivor = holders.map((f) => f.id).join(' + ');
  add(nextEngagement(w, { where: b.place }, b.series + 1, survivor || undefined, b.rules));
  if (!out.length && !w.c.battles.some((x) => unresolved(x) && placeText(x.place) === placeText(b.place))) seriesOver(w, b.place.system);
  return out;
}

/**
 * EaW 26b: the series at `system` is over. Every fleet still there hears so; hostile fleets left face
 * to face have all fought each other this season (rule option V6) and meet again next season.
 */
function seriesOver(w: World, system: string): void {
  const here = fleetsInPlay(w, system);
  const hostile = here.filter((f) => here.some((g) => w.hostile(f.empire, g.empire)));
  for (const f of hostile)
    w.report(
      f.empire,
      'Battles',
      `No further battle at ${system} this season: every hostile fleet there has already fought your ${f.id}, so it stays pinned and they meet again next season (EaW 26b, rule option V6).`,
    );
  for (const empire of new Set(here.filter((f) => !hostile.includes(f)).map((f) => f.empire)))
    w.report(empire, 'Battles', `The battles at ${system} are over this season (EaW 26b).`);
}

function seriesAt(w: World, place: string): number {
  return w.c.battles.filter((x) => x.season === w.season && x.place.kind === 'system' && x.place.system === place).length + 1;
}
