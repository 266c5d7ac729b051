// Tab layout by the schema: which columns a tab has, in what order, and the rows a tab is written with.
// Pure: builds arrays for the gateway to write.

import { ColumnSpec, findTab, isComputed, ORDER_COLUMNS, ORDERS_TAB, TabSpec, tabName } from '../../../sheets-templates/schema';
import { Cell, headerIndex, isBlank, normalizeHeader } from './tables';

export interface Layout {
  /** Headers in sheet order: schema data columns, then columns the GM added, then computed ones. */
  headers: string[];
  /** Columns 1..dataWidth hold data; computed columns follow. */
  dataWidth: number;
  specs: (ColumnSpec | undefined)[];
}

export function layoutOf(spec: TabSpec, extraHeaders: string[] = []): Layout {
  const data = spec.columns.filter((c) => !isComputed(c));
  const computed = spec.columns.filter(isComputed);
  const known = new Set(spec.columns.map((c) => normalizeHeader(c.header)));
  const extras = extraHeaders.filter((h) => !isBlank(h) && !known.has(normalizeHeader(h)));
  const specs = [...data, ...extras.map(() => undefined), ...computed];
  return {
    headers: [...data.map((c) => c.header), ...extras, ...computed.map((c) => c.header)],
    dataWidth: data.length + extras.length,
    specs,
  };
}

/**
 * Rows of a tab (header first) from records given as a header row plus data rows in any column order.
 * Computed columns get their formula in the first data row; every other computed cell stays blank so
 * the formula can fill the column.
 */
export function tabRows(
  spec: TabSpec,
  source: Cell[][],
  empire = '',
  empires: string[] = [],
  tabs: readonly TabSpec[] = [],
): { layout: Layout; rows: Cell[][] } {
  const [header = [], ...data] = source;
  const layout = layoutOf(
    spec,
    header.map((h) => String(h ?? '')),
  );
  const at = headerIndex(header);
  const from = layout.headers.map((h) => at.get(normalizeHeader(h)) ?? -1);
  const body = data
    .filter((r) => !r.every(isBlank))
    .map((r) =>
      layout.headers.map((_, i) => {
        const spec = layout.specs[i];
        return (spec && isComputed(spec)) || from[i] < 0 ? '' : (r[from[i]] ?? '');
      }),
    );
  const first = body[0] ?? layout.headers.map(() => '');
  if (body.length === 0) body.push(first);
  layout.specs.forEach((s, i) => {
    if (s?.formula) first[i] = placedFormula(s.formula, empire, empires, tabs);
  });
  if (first.every(isBlank)) body.pop();
  return { layout, rows: [layout.headers, ...body] };
}

/**
 * A schema formula as written in the sheet: `{empire}` replaced, each `{Tab}` by the tab's data columns,
 * and for the shared live check (ORDER_CHECKS_TAB) `{block}` by the empire's block of it and
 * `{blockRows}` by the cell saying how many of its rows to show, `{empireIds}` and `{orderColumns}` by the
 * campaign's empires and their Orders tabs' order columns. `tabs`: the campaign's tabs beyond the schema's
 * own (a game's), for their references.
 */
export function placedFormula(formula: string, empire = '', empires: string[] = [], tabs: readonly TabSpec[] = []): string {
  const width = ORDERS_TAB.columns.filter(isComputed).length;
  const at = empires.indexOf(empire) * width;
  const orderColumns = `A1:${columnLetter(ORDER_COLUMNS.length)}`;
  return formula
    .replace(/\{empire\}/g, empire)
    .replace(/\{block\}/g, `${columnLetter(at + 1)}3:${columnLetter(at + width)}`)
    .replace(/\{blockRows\}/g, `${columnLetter(at + 1)}2`)
    .replace(/\{empireIds\}/g, `{${empires.map((e) => `"${e.replace(/"/g, '""')}"`).join(';')}}`)
    .replace(/\{orderColumns\}/g, `{${empires.map((e) => `${sheetReference(tabName(ORDERS_TAB, e))}!${orderColumns}`).join(';')}}`)
    .replace(/\{([A-Z][\w ]*)\}/g, (_, tab: string) =>
      tableReference(
        tab,
        tabs.find((t) => t.name === tab),
      ),
    );
}

/**
 * The data columns of a tab, open-ended downward ("Ships!A:Q"), so a formula reading it sees every row
 * however far the tab grows (see the schema's header comment).
 */
export function tableReference(tab: string, spec = findTab(tab)): string {
  if (!spec) throw new Error(`schema has no tab "${tab}"`);
  return `${sheetReference(tab)}!A:${columnLetter(layoutOf(spec).dataWidth)}`;
}

/** A tab's name as a formula names it: quoted when it is more than letters, digits and _. */
function sheetReference(tab: string): string {
  return /^[A-Za-z_]\w*$/.test(tab) ? tab : `'${tab.replace(/'/g, "''")}'`;
}

/** 1 -> A, 26 -> Z, 27 -> AA. */
export function columnLetter(n: number): string {
  let out = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) out = String.fromCharCode(65 + ((k - 1) % 26)) + out;
  return out;
}
