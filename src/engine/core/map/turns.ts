// The turns a map can tell, so a GM (or an admiral) can step back through the campaign: the season
// last processed, whose moves the view holds, then earlier seasons, whose moves are read from the
// Log's Move rows ("KLI-3: S01 > S04 > S21") — an admiral's own only, as movement is secret —
// and whose resolved battles the view holds already (the viewer's own, 1e).

import { parseStamp } from '../calendar';
import { LogEntry, SEASONS } from '../model';
import { CampaignView, Movement } from '../view';
import { MapTurn, renderMap } from './render';

/** A season stamp's place in time (later is larger); undefined for anything else. */
function when(season: string): number | undefined {
  const s = parseStamp(season);
  const i = s ? SEASONS.indexOf(s.season as never) : -1;
  return s && i >= 0 ? s.year * 4 + i : undefined;
}

/** A Log Move row as a move: "KLI-3: S01 > S04 > S21". */
function moveOf(e: LogEntry): Movement | undefined {
  const [fleet, path] = e.purpose.split(': ');
  const route = (path ?? '').split('>').map((s) => s.trim());
  if (!fleet || route.length < 2 || route.some((s) => !s)) return undefined;
  return { fleet: fleet.trim(), empire: e.empire, from: route[route.length - 2], to: route[route.length - 1], route };
}

/** Newest first, at most `max`: the season last processed (from the view), then earlier ones from `log`. */
export function mapTurns(view: CampaignView, log: LogEntry[], max = 8): MapTurn[] {
  const last = view.settings.lastProcessed;
  const mine = (e: LogEntry) => view.gm || e.empire.toUpperCase() === view.empire.toUpperCase();
  const seasons = new Set([...log.filter((e) => e.kind === 'Move').map((e) => e.season), ...view.battles.map((b) => b.season)]);
  const earlier = [...seasons]
    .filter((s) => s !== last && when(s) !== undefined && (!last || when(s)! < (when(last) ?? Infinity)))
    .sort((a, b) => when(b)! - when(a)!);
  const turns: MapTurn[] = last ? [{ season: last, moves: view.movements }] : [];
  for (const season of earlier) {
    const moves = log.filter((e) => e.kind === 'Move' && e.season === season && mine(e)).map(moveOf);
    turns.push({ season, moves: moves.filter((m): m is Movement => !!m) });
  }
  return turns.slice(0, max);
}

/** One turn's map: its label in the turn selector and its SVG. */
export interface TurnMap {
  label: string;
  svg: string;
}

/** The map of each turn `mapTurns` finds, newest first (one map, of the view, when none was processed yet). */
export function turnMaps(view: CampaignView, log: LogEntry[], max = 8): TurnMap[] {
  const turns = mapTurns(view, log, max);
  if (!turns.length) return [{ label: 'Now', svg: renderMap(view).svg }];
  return turns.map((t, i) => ({ label: i ? `${t.season} moves and battles` : `${t.season} (latest)`, svg: renderMap(view, t).svg }));
}
