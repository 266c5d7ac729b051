// RFC 4180 CSV: the text form of a tab (the bundled sample campaign, and offline campaign folders).
// Pure: no Sheets calls. Cells read back as text except plain numbers, which become numbers,
// as Sheets does when a CSV is imported.

export type Cell = string | number | boolean;

export function parseCsv(text: string): Cell[][] {
  const rows: Cell[][] = [];
  let row: Cell[] = [];
  let field = '';
  let quoted = false;
  let wasQuoted = false;
  const src = text.replace(/^\uFEFF/, '');
  const endField = () => {
    row.push(wasQuoted ? field : toCell(field));
    field = '';
    wasQuoted = false;
  };
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') {
      quoted = true;
      wasQuoted = true;
    } else if (ch === ',') endField();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      endField();
      rows.push(row);
      row = [];
    } else field += ch;
  }
  if (field !== '' || wasQuoted || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows;
}

function toCell(raw: string): Cell {
  if (/^-?\d+(\.\d+)?$/.test(raw) && !/^-?0\d/.test(raw)) return Number(raw);
  return raw;
}

export function formatCsv(rows: Cell[][]): string {
  return rows.map((r) => r.map(formatCell).join(',')).join('\n') + '\n';
}

function formatCell(v: Cell): string {
  const s = v === null || v === undefined ? '' : String(v);
  return /[",\n\r]/.test(s) || /^\s|\s$/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s;
}
