// What a game adds to the workbook (Game.tabs, Game.columns): its own tabs, its columns on the shared
// tabs, and their rows' cells as read. Shapes only, importing nothing, so the campaign's model (model.ts)
// holds a game's cells without reaching back to the Game that declares them.

/** A row of a tab a game adds, as its columns read it (a list column as its items). */
export type GameRow = Record<string, string | number | boolean | string[]>;

/** A tab a game adds to the shared ones: sheets-templates/schema.ts (tabsOf) lays it out like its own. */
export interface GameTab {
  readonly name: string;
  readonly note: string;
  readonly columns: readonly GameColumn[];
  /**
   * Who may see its rows, unless the game's view rules decide otherwise (core/tabsSeen.ts, rowsSeenBy): every
   * admiral, the GM alone (the default: a game's tab is secret until it says so), or the admiral of the
   * empire a column names (a list column: any empire it lists).
   */
  readonly seenBy?: TabSeenBy;
}
export type TabSeenBy = 'all' | 'gm' | { readonly owner: string };
export interface GameColumn {
  readonly header: string;
  /** How its cells are read: as the schema's column types (text, int, number, bool yes/no, list, season stamp). */
  readonly type: 'text' | 'int' | 'number' | 'bool' | 'list' | 'season';
  readonly note: string;
  /** The values its dropdown offers. */
  readonly values?: readonly string[];
  /** Its cells name an empire, system, fleet or ship: read trimmed and in capitals, as the shared tabs' ids. */
  readonly id?: true;
  /** Its number format in Sheets ('0': whole numbers); absent: plain text, as typed. */
  readonly format?: string;
}

/** The shared tabs a game may add columns to: those whose rows are named by an id (an empire, system, fleet, ship). */
export const ROW_TABS = ['Empires', 'Systems', 'Fleets', 'Ships'] as const;
export type RowTab = (typeof ROW_TABS)[number];

/**
 * A game's own column on a shared tab (a Staley hex's terrain, a GC system's morale, EaW's ground bases),
 * laid out after the tab's own unless it names its place (`after`). Who may see its cells, unless the game's view rules decide otherwise (core/tabsSeen.ts,
 * cellsSeenBy): every admiral, the GM alone (the default), or the admiral owning the row (a system's
 * owner, a fleet's or ship's empire, the empire itself).
 */
export interface RowColumn extends GameColumn {
  readonly seenBy?: 'all' | 'gm' | 'owner';
  /**
   * The header it is laid out right after: one of the tab's own columns or an earlier column of the
   * game's (EaW's ground bases sit after Map type, as its workbooks have always had them). Absent: after
   * the tab's own data columns. A placed column that admirals may see ('all', 'owner') is part of their
   * tab too, blank on the rows they may not see.
   */
  readonly after?: string;
  /** The header it follows on the admirals' tab, where that differs (EaW's Map type: after Fortified, not Fortified by). */
  readonly afterInAdmiralTab?: string;
  /** false: the admirals' workbooks leave it out, though the view holds it for checking their orders. */
  readonly inAdmiralTab?: false;
}
/** A game's columns on the shared tabs, by tab. */
export type GameColumns = { readonly [t in RowTab]?: readonly RowColumn[] };
/** The values of a game's columns on the shared tabs: by tab, by row id, one record of that row's cells. */
export type RowExtras = { [t in RowTab]?: Record<string, GameRow> };
