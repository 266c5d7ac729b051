// Tab layout by the schema: which columns a tab has, in what order, and the rows a tab is written with.
// Pure: builds arrays for the gateway to write.

import { ColumnSpec, findTab, isComputed, TabSpec } from '../../sheets-templates/schema';
import { Cell, isBlank, normalizeHeader } from './tables';

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
export function tabRows(spec: TabSpec, source: Cell[][], empire = ''): { layout: Layout; rows: Cell[][] } {
  const [header = [], ...data] = source;
  const layout = layoutOf(
    spec,
    header.map((h) => String(h ?? '')),
  );
  const from = layout.headers.map((h) => header.findIndex((x) => normalizeHeader(x) === normalizeHeader(h)));
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
    if (s?.formula) first[i] = placedFormula(s.formula, empire);
  });
  if (first.every(isBlank)) body.pop();
  return { layout, rows: [layout.headers, ...body] };
}

/** A schema formula as written in the sheet: `{empire}` replaced, each `{Tab}` by the tab's data columns. */
export function placedFormula(formula: string, empire = ''): string {
  return formula.replace(/\{empire\}/g, empire).replace(/\{([A-Z][\w ]*)\}/g, (_, tab: string) => tableReference(tab));
}

/**
 * The data columns of a tab, open-ended downward ("Ships!A:Q"), so a formula reading it sees every row
 * however far the tab grows (see the schema's header comment).
 */
export function tableReference(tab: string): string {
  const spec = findTab(tab);
  if (!spec) throw new Error(`schema has no tab "${tab}"`);
  const last = columnLetter(layoutOf(spec).dataWidth);
  const name = /^[A-Za-z_]\w*$/.test(tab) ? tab : `'${tab.replace(/'/g, "''")}'`;
  return `${name}!A:${last}`;
}

/** 1 -> A, 26 -> Z, 27 -> AA. */
export function columnLetter(n: number): string {
  let out = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) out = String.fromCharCode(65 + ((k - 1) % 26)) + out;
  return out;
}
