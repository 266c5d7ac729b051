// The turns a map can tell, so a GM (or an admiral) can step back through the campaign (seasons, or a
// tick game's turns: Staley's, GC's): the one last processed, whose moves the view holds, then earlier
// ones, whose moves are read from the Log's Move rows ("KLI-3: S01 > S04 > S21", a tick's "KLI-3 0304 > 0305") — an admiral's own only, as movement is secret —
// and whose resolved battles the view holds already (the viewer's own, 1e).

import { Calendar, parseMoment, SEASON_CALENDAR, stampOf, turnNumber } from '../calendar';
import { LogEntry } from '../model';
import { CampaignView, Movement } from '../view';
import { MapTurn, renderMap } from './render';

/** A stamp's turn ("Y167 Turn 1 Phase 3" is of "Y167 Turn 1") and its place in time (later is larger); undefined for anything else. */
function turnOf(cal: Calendar, season: string): { turn: string; when: number } | undefined {
  const m = parseMoment(cal, season);
  return m && { turn: stampOf(cal, { year: m.year, turn: m.turn }), when: turnNumber(cal, m) };
}

/** The Log kinds of a move: every game's Move, and a game's moves of another kind (Staley's strategic movement, DD5). */
const MOVE_KINDS = ['Move', 'Strategic'];

/** A Log move row as a move: "KLI-3: S01 > S04 > S21" (a season's), or a tick's hop "KLI-3 0304 > 0305" (a rule cited after it in brackets). */
function moveOf(e: LogEntry): Movement | undefined {
  const text = e.purpose.trim().replace(/\s*\([^)]*\)$/, '');
  const at = text.includes(': ') ? text.indexOf(': ') : text.search(/\s/);
  const fleet = at > 0 ? text.slice(0, at).trim() : '';
  const route = text
    .slice(at + 1)
    .replace(/^:/, '')
    .split('>')
    .map((s) => s.trim());
  if (!fleet || route.length < 2 || route.some((s) => !s)) return undefined;
  return { fleet, empire: e.empire, from: route[route.length - 2], to: route[route.length - 1], route };
}

/** A turn's moves, a fleet's hops in one turn (a tick game's phases) joined into one route. */
function joined(moves: Movement[]): Movement[] {
  const out = new Map<string, Movement>();
  for (const m of moves) {
    const was = out.get(m.fleet);
    if (!was || was.to !== m.route[0]) out.set(m.fleet, m);
    else out.set(m.fleet, { ...was, to: m.to, route: [...was.route, ...m.route.slice(1)] });
  }
  return [...out.values()];
}

/**
 * Newest first, at most `max`: the turn last processed (from the view), then earlier ones from `log`,
 * by the campaign's calendar (a tick game's Log rows are of its ticks: each is read as its turn's).
 */
export function mapTurns(view: CampaignView, log: LogEntry[], cal: Calendar = SEASON_CALENDAR, max = 8): MapTurn[] {
  const last = view.settings.lastProcessed;
  const lastWhen = turnOf(cal, last)?.when ?? Infinity;
  const mine = (e: LogEntry) => view.gm || e.empire.toUpperCase() === view.empire.toUpperCase();
  const earlier = new Map<string, number>();
  for (const season of [...log.filter((e) => MOVE_KINDS.includes(e.kind)).map((e) => e.season), ...view.battles.map((b) => b.season)]) {
    const t = turnOf(cal, season);
    if (t && t.turn !== last && (!last || t.when < lastWhen)) earlier.set(t.turn, t.when);
  }
  const turns: MapTurn[] = last ? [{ season: last, moves: view.movements }] : [];
  for (const [season] of [...earlier].sort((a, b) => b[1] - a[1])) {
    const moves = log.filter((e) => MOVE_KINDS.includes(e.kind) && mine(e) && turnOf(cal, e.season)?.turn === season).map(moveOf);
    turns.push({ season, moves: joined(moves.filter((m): m is Movement => !!m)) });
  }
  return turns.slice(0, max);
}

/** One turn's map: its label in the turn selector and its SVG. */
export interface TurnMap {
  label: string;
  svg: string;
}

/** The map of each turn `mapTurns` finds, newest first (one map, of the view, when none was processed yet). */
export function turnMaps(view: CampaignView, log: LogEntry[], cal: Calendar = SEASON_CALENDAR, max = 8): TurnMap[] {
  const turns = mapTurns(view, log, cal, max);
  if (!turns.length) return [{ label: 'Now', svg: renderMap(view).svg }];
  return turns.map((t, i) => ({ label: i ? `${t.season} moves and battles` : `${t.season} (latest)`, svg: renderMap(view, t).svg }));
}
