// Campaign records back to tab cells, by header: the inverse of the readers in records.ts.

import {
  Battle,
  BattleShip,
  Ruling,
  DiplomaticEvent,
  Empire,
  Fleet,
  LedgerEntry,
  LogEntry,
  placeText,
  Relation,
  Settings,
  Ship,
  StarSystem,
} from '../../engine/core/model';
import { ID_SETTINGS, TICK_SETTINGS } from '../../../sheets-templates/schema';
import type { DeferredCells } from '../../engine/core/deferred';
import { Cell, isBlank, normalizeHeader } from './tables';
import type { GameRow } from '../../engine/core/game';
type Cells = Record<string, Cell>;
const yesNo = (b: boolean) => (b ? 'yes' : 'no');

export const empireCells = (e: Empire): Cells => ({
  Empire: e.id,
  Race: e.race,
  Admiral: e.admiral,
  Email: e.email,
  Status: e.status,
  VP: e.vp,
  Capital: e.capital ?? '',
  Ready: e.ready ? 'yes' : '',
});

export const systemCells = (s: StarSystem): Cells => ({
  System: s.id,
  Name: s.name,
  X: s.x,
  Y: s.y,
  Planet: s.planet,
  Owner: s.owner,
  Development: s.development,
  'Developed in': s.developedIn,
  'Explored by': s.exploredBy.join(', '),
});

export const fleetCells = (f: Fleet): Cells => ({
  Fleet: f.id,
  Empire: f.empire,
  Name: f.name,
  Location: f.location,
  Status: f.status,
  'Arrived from': f.arrivedFrom,
  'Arrived in': f.arrivedIn,
  Route: f.route.join(' > '),
  'Trapped in': f.trappedIn,
  'MP penalty': f.mpPenalty,
});

export const shipCells = (s: Ship): Cells => ({
  Ship: s.id,
  Empire: s.empire,
  Fleet: s.fleet,
  Class: s.shipClass,
  Name: s.name,
  Crew: s.crew,
  LO: s.lo,
  'LO BPV': s.loBpv,
  'Other LOs': s.otherLos.join(', '),
  'OC BPV': s.ocBpv,
  'CO %': s.coPercent,
  XP: s.xp,
  Condition: s.condition,
  Fighters: s.fighters,
  'Fighter CBPV': s.fighterCbpv,
  PFs: s.pfs,
  'PF CBPV': s.pfCbpv,
  'Extras CBPV': s.extrasCbpv,
});

export const ledgerCells = (l: LedgerEntry): Cells => ({
  Season: l.season,
  Empire: l.empire,
  Amount: l.amount,
  Reason: l.reason,
  Reference: l.reference,
});

export const relationCells = (t: Relation): Cells => ({
  'Empire A': t.a,
  'Empire B': t.b,
  Status: t.status,
  Treaties: t.treaties.join(', '),
  Since: t.since,
});

export const diplomaticEventCells = (e: DiplomaticEvent): Cells => ({
  Season: e.season,
  Empire: e.empire,
  Target: e.target,
  Action: e.action,
  Treaty: e.treaty,
  Chance: e.chance,
  Roll: e.roll,
  Outcome: e.outcome,
  Note: e.note,
});

export const battleCells = (b: Battle): Cells => ({
  Battle: b.id,
  Season: b.season,
  System: placeText(b.place),
  Map: b.map,
  'Fleet A': b.fleetA,
  'Fleet B': b.fleetB,
  Status: b.status,
  Rules: b.rules,
  'Intensity A': b.intensityA,
  'Intensity B': b.intensityB,
  'VP A': b.vpA,
  'VP B': b.vpB,
  Winner: b.winner,
  Series: b.series,
  'Then A': b.thenA,
  'Then B': b.thenB,
  Setup: b.setup,
  'GC intensity A': b.gc?.intensityA ?? '',
  'GC intensity B': b.gc?.intensityB ?? '',
  'Disengage A %': b.gc?.disengageA ?? '',
  'Disengage B %': b.gc?.disengageB ?? '',
  'GC attack A': b.gc?.attackA ?? '',
  'GC attack B': b.gc?.attackB ?? '',
});

export const battleShipCells = (s: BattleShip): Cells => ({
  Battle: s.battle,
  Side: s.side,
  Fleet: s.fleet,
  Ship: s.ship,
  Empire: s.empire,
  Class: s.shipClass,
  CBPV: s.cbpv,
  Result: s.result,
  'Captured by': s.capturedBy,
  'Disengaged to': s.disengagedTo,
  XP: s.xp,
});

/** A Deferred row's cells, each column its kind fills (core/deferred.ts). */
export const deferredCells = (d: DeferredCells): Cells => {
  const cells: Cells = { Season: d.season, Kind: d.kind, Empire: d.empire };
  const columns: [keyof DeferredCells, string][] = [
    ['fleet', 'Fleet'],
    ['system', 'System'],
    ['orderRow', 'Order row'],
    ['shipClass', 'Class'],
    ['extras', 'Extras'],
    ['amount', 'Amount'],
    ['reason', 'Reason'],
    ['reference', 'Reference'],
  ];
  for (const [field, header] of columns) if (d[field] !== undefined) cells[header] = d[field];
  return cells;
};

export const logCells = (l: LogEntry): Cells => ({
  Season: l.season,
  Kind: l.kind,
  Empire: l.empire,
  Purpose: l.purpose,
  Dice: l.dice,
  Result: l.result,
});

/** Settings rows that processing changes, by setting name. */
export function settingCells(s: Settings): Record<string, Cell> {
  return {
    Year: s.year,
    Season: s.season,
    Phase: s.phase,
    'Dice seed': s.diceSeed,
    'Last processed': s.lastProcessed,
    // Written blank once the turn is no longer paused inside its ticks (a campaign that never was has no such rows).
    [TICK_SETTINGS.tick]: s.pausedAt?.tick ?? '',
    [TICK_SETTINGS.step]: s.pausedAt?.step ?? '',
    [TICK_SETTINGS.ordersFrom]: s.pausedAt?.ordersFrom?.join(', ') ?? '',
    [ID_SETTINGS.fleet]: s.idsIssued?.fleet.join(', ') ?? '',
    [ID_SETTINGS.ship]: s.idsIssued?.ship.join(', ') ?? '',
  };
}

/**
 * Rows of a tab for `records`, keeping each record's original row (and so any column the GM added)
 * and overwriting the columns the add-on owns. `original` is the tab as read, header first.
 */
export function rowsFor<T>(original: Cell[][], records: T[], idHeader: string | undefined, cells: (r: T) => Cells): Cell[][] {
  return rowsKept(original, records, idHeader, cells).rows;
}

/**
 * rowsFor, with the columns a row may take from its row as read (`kept`): every column but those each
 * record found there sets (rule option J45). Without an id column `kept` is every column.
 */
export function rowsKept<T>(
  original: Cell[][],
  records: T[],
  idHeader: string | undefined,
  cells: (r: T) => Cells,
): { rows: Cell[][]; kept: number[] } {
  const header = original[0] ?? [];
  const at = new Map(header.map((h, i) => [normalizeHeader(h), i]));
  const idCol = idHeader === undefined ? -1 : (at.get(normalizeHeader(idHeader)) ?? -1);
  const byId = new Map<string, Cell[]>();
  if (idCol >= 0) for (const r of original.slice(1)) if (!isBlank(r[idCol])) byId.set(String(r[idCol]).trim().toUpperCase(), r);
  // Each record names the same keys: each key's column found once (normalizeHeader per cell was a tenth of the rule cases' time).
  const colOf = new Map<string, number>();
  const col = (h: string) => {
    let i = colOf.get(h);
    if (i === undefined) colOf.set(h, (i = at.get(normalizeHeader(h)) ?? -1));
    return i;
  };
  // How many records found on a row as read set each column: one set by all of them never keeps a cell of
  // that row (a record new to the tab keeps nothing); one set by none is the GM's, kept on every row.
  const set = header.map(() => 0);
  let based = 0;
  const last = header.map(() => -1);
  const rows = records.map((rec, k) => {
    const c = cells(rec);
    const base =
      idCol >= 0
        ? byId.get(
            String(c[idHeader!] ?? '')
              .trim()
              .toUpperCase(),
          )
        : undefined;
    const row: Cell[] = header.map((_, i) => base?.[i] ?? '');
    if (base) based++;
    for (const h of Object.keys(c)) {
      const i = col(h);
      if (i < 0) continue;
      row[i] = c[h];
      if (base && last[i] !== k) set[i]++;
      last[i] = k;
    }
    return row;
  });
  const kept = header.map((_, i) => i).filter((i) => idCol < 0 || set[i] < based || !set[i]);
  return { rows: [header, ...rows], kept };
}

export const rulingCells = (r: Ruling): Cells => ({
  Ruling: r.id,
  Turn: r.turn,
  Empire: r.empire,
  About: r.about,
  Question: r.question,
  Choices: r.choices.join(', '),
  Default: r.default,
  Answer: r.answer,
  Applied: r.applied ? 'yes' : 'no',
});

/**
 * A row of a game's tab (core/game.ts) as cells: a list as its items comma-separated, a yes/no as yes or
 * no; added to `into` when given.
 */
export function gameRowCells(r: GameRow, into: Cells = {}): Cells {
  for (const h of Object.keys(r)) {
    const v = r[h];
    into[h] = Array.isArray(v) ? v.join(', ') : typeof v === 'boolean' ? yesNo(v) : v;
  }
  return into;
}
