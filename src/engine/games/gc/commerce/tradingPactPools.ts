// GC C30: the trading pacts' pools and income. Each partner's end of a pact is an entry of its Empires
// Trading pacts cell (tradingPacts.ts), "<partner> <FTs in its pool>" (C30.30), e.g. "GORN 5"; a bare
// "GORN" is the whole TP pool when it is the empire's only pact. A pact holds while both name each other
// (rule option GC200). Both admirals order it (Trading pact, Target the partner, Extras the FTs); the pool
// earns in B11.15a's step (C30.20), less for economically severed systems (C30.70); it halves C17.73's tech
// trade cost (C30.50) and dissolves at war, with a pool emptied or a homeworld lost (C30.25, C30.40, C30.60).

import type { Campaign, Order } from '../../../core/model';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import { sameName } from '../../../core/ids';
import { extraRow, setExtra } from '../base/rows';
import { severedBy } from '../worlds/blockades';
import { couldHavePact, pactsOf, TP_POOL, TRADING_PACTS } from './tradingPacts';

/** GC C30.20: an empire with this many major systems or fewer earns EPs per FT; more, a BEV percentage. */
const SMALL_EMPIRE = 7;
/** GC C30.20: what each FT in a small empire's pool earns, in EPs. */
const SMALL_FT_EPS = 20;
/** GC C30.20: what each FT in a larger empire's pool adds to its BEV, in %. */
const LARGE_FT_PERCENT = 0.25;

/** The empire's ends of pacts as written: partner and FTs. */
export function poolsOf(c: Campaign, empire: string): Map<string, number> {
  const entries = pactsOf(c, empire, true);
  const whole = Number(extraRow(c, 'Empires', empire)[TP_POOL]) || 0;
  return new Map(
    entries.map((e) => {
      const [partner, fts] = e.split(/\s+/);
      return [partner.toUpperCase(), fts !== undefined ? Number(fts) || 0 : entries.length === 1 ? whole : 0];
    }),
  );
}

/** Sets (or, undefined, drops) the empire's end of its pact with `partner`; its TP pool is the ends' sum (C30.30). */
function setPool(c: Campaign, empire: string, partner: string, fts: number | undefined): void {
  const pools = poolsOf(c, empire);
  if (fts === undefined) pools.delete(partner);
  else pools.set(partner, fts);
  setExtra(c, 'Empires', empire, {
    [TRADING_PACTS]: [...pools].map(([p, n]) => `${p} ${n}`).join(', '),
    [TP_POOL]: [...pools.values()].reduce((a, b) => a + b, 0),
  });
}

/** FTs in each end of the pact between a and b, when both ends name each other (GC200). */
export function pact(c: Campaign, a: string, b: string): { a: number; b: number } | undefined {
  const [pa, pb] = [poolsOf(c, a).get(b.toUpperCase()), poolsOf(c, b).get(a.toUpperCase())];
  return pa === undefined || pb === undefined ? undefined : { a: pa, b: pb };
}

/** The empire's major systems (the homeworld counts as one, GC201) and how many of them are severed (C12.90). */
function majors(c: Campaign, empire: string): { count: number; severed: number; homeworld: boolean } {
  const owned = c.systems.filter((s) => s.owner && sameName(s.owner, empire));
  const kind = (id: string) => c.extras?.Systems?.[id]?.['System class'];
  const major = owned.filter((s) => kind(s.id) === 'Homeworld' || kind(s.id) === 'Major');
  return {
    count: major.length,
    severed: major.filter((s) => severedBy(c, s.id)).length,
    homeworld: major.some((s) => kind(s.id) === 'Homeworld'),
  };
}

/**
 * GC C30.70: the FTs running in each end. The pools may hold the partners' majors between them (C30.20),
 * less their severed ones; any excess comes first off the end of the partner whose system is severed (as
 * many as it has severed), then off the other end (GC202).
 */
export function runningFts(c: Campaign, a: string, b: string): { a: number; b: number } | undefined {
  const p = pact(c, a, b);
  if (!p) return undefined;
  const [ma, mb] = [majors(c, a), majors(c, b)];
  let excess = p.a + p.b - (ma.count + mb.count - ma.severed - mb.severed);
  const run = { ...p };
  const cut = (side: 'a' | 'b', most: number) => {
    const n = Math.max(0, Math.min(run[side], most, excess));
    run[side] -= n;
    excess -= n;
  };
  cut('a', ma.severed);
  cut('b', mb.severed);
  cut('a', Infinity);
  cut('b', Infinity);
  return run;
}

/**
 * GC C30.20, C30.27, C30.70: what the empire's pools add to its BEV (B11.15a's step, `bev` its value
 * there): a Treasury step per pact. FTs beyond its majors count towards the B10.55 aid limit, named for
 * the GM (GC203).
 */
export function pactSteps(c: Campaign, empire: string, bev: number): { amount: number; reason: string; rule: string }[] {
  const own = majors(c, empire);
  return [...poolsOf(c, empire).keys()].flatMap((partner) => {
    if (!pact(c, empire, partner)) return [];
    const fts = runningFts(c, empire, partner)?.a ?? 0;
    const held = pact(c, empire, partner)?.a ?? 0;
    const small = own.count <= SMALL_EMPIRE;
    const amount = small ? fts * SMALL_FT_EPS : (bev * fts * LARGE_FT_PERCENT) / 100;
    const over = Math.max(0, fts - own.count);
    const reason =
      `trading pact with ${partner}: ${fts} FT(s) running ${small ? `x ${SMALL_FT_EPS} EPs` : `+${fts * LARGE_FT_PERCENT}%`}` +
      (fts < held ? ` (${held - fts} idle: severed systems)` : '') +
      (over ? `; ${over} FT(s) beyond its ${own.count} majors count towards the aid limit (B10.55)` : '');
    return [{ amount, reason, rule: `GC C30.20${fts < held ? ', C30.70' : ''}${over ? ', C30.27' : ''}` }];
  });
}

/** The FTs a Trading pact order asks for, or why not. */
function ftsOf(extras: string): number | string {
  const m = /^(\d+)\s*(?:FTs?)?$/i.exec(extras.trim());
  if (!m) return 'write the FTs for your pool in Extras (e.g. "5"), or "dissolve" (GC C30.20)';
  return Number(m[1]) >= 1 ? Number(m[1]) : 'each pool needs at least one FT; write "dissolve" to end the pact (GC C30.25)';
}

function dissolve(w: World, a: string, b: string, why: string, rule: string): void {
  setPool(w.c, a, b, undefined);
  setPool(w.c, b, a, undefined);
  const text = `The trading pact between ${a} and ${b} is dissolved: ${why} (GC ${rule})`;
  w.report(a, 'Developments', text);
  w.report(b, 'Developments', text);
}

/** A Trading pact order: Target the partner; Extras the FTs in your pool, or `dissolve` (C30.10-C30.25). */
export function tradingPactOrder(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Trading pact: ${text}` });
  const done = (text: string): OrderResult => ({ row: o.row, status: 'done', text: `Trading pact: ${text}` });
  const partner = w.c.empires.find((e) => sameName(e.id, o.target.trim()))?.id;
  if (!partner || sameName(partner, empire)) return refused('name another empire in Target');
  const existing = pact(w.c, empire, partner);
  if (/^dissolve$/i.test(o.extras.trim())) {
    if (!existing) return refused(`no trading pact with ${partner} to dissolve`);
    dissolve(w, empire, partner, `${empire} ended it`, 'C30.25');
    return done(`dissolved with ${partner}`);
  }
  if (w.hostile(empire, partner)) return refused(`${empire} and ${partner} are at war (GC C30.40)`);
  const fts = ftsOf(o.extras);
  if (typeof fts === 'string') return refused(fts);
  const [mine, theirs] = [majors(w.c, empire), majors(w.c, partner)];
  if (!mine.homeworld) return refused(`${empire} has lost its homeworld (GC C30.60)`);
  if (!theirs.homeworld) return refused(`${partner} has lost its homeworld (GC C30.60)`);
  if (!existing && !couldHavePact(w, empire, partner))
    return refused(`no path joins ${empire}'s space to ${partner}'s without a third empire's, unsurveyed or unnavigable space (GC C30.10)`);
  const limit = mine.count + theirs.count;
  const other = existing
    ? existing.b
    : (w.c.orders[partner] ?? [])
        .filter((x) => sameName(x.kind, 'Trading pact') && sameName(x.target.trim(), empire))
        .map((x) => ftsOf(x.extras))
        .find((n): n is number => typeof n === 'number');
  if (other === undefined)
    return refused(
      `${partner} has no Trading pact order with Target ${empire} and its FTs in Extras: both must order a new pact (GC C30.10)`,
    );
  if (fts + other > limit)
    return refused(
      `${fts} + ${other} FTs exceed the pact's ${limit}, the partners' major systems (${empire} ${mine.count}, ${partner} ${theirs.count}) (GC C30.20)`,
    );
  if (existing?.a === fts) return done(`${fts} FT(s) in ${empire}'s pool with ${partner} (unchanged)`);
  setPool(w.c, empire, partner, fts);
  if (existing) return done(`${empire}'s pool with ${partner} now ${fts} FT(s) (GC C30.20)`);
  setPool(w.c, partner, empire, other);
  // C30.80: each partner learns the other's major systems.
  const text = `A trading pact joins ${empire} (${fts} FT(s), ${mine.count} major systems) and ${partner} (${other} FT(s), ${theirs.count} major systems) (GC C30.20, C30.80)`;
  w.report(empire, 'Developments', text);
  w.report(partner, 'Developments', text);
  return done(`made with ${partner}: ${fts} FT(s) in ${empire}'s pool, ${other} in ${partner}'s (GC C30.20)`);
}

/** As the turn ends: pacts between empires at war (C30.40), with an empty pool (C30.25) or a homeworld lost (C30.60) dissolve. */
export function closePacts(w: World): void {
  for (const e of w.c.empires)
    for (const partner of poolsOf(w.c, e.id).keys()) {
      const p = pact(w.c, e.id, partner);
      if (!p || e.id.toUpperCase() > partner) continue;
      const lost = [e.id, partner].find((x) => !majors(w.c, x).homeworld);
      if (w.hostile(e.id, partner)) dissolve(w, e.id, partner, 'the partners are at war', 'C30.40');
      else if (lost) dissolve(w, e.id, partner, `${lost} has lost its homeworld`, 'C30.60');
      else if (p.a < 1 || p.b < 1) dissolve(w, e.id, partner, 'a pool holds no FT', 'C30.25');
    }
}
