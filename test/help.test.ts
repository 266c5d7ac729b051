// Help text and parser agree: every order example an admiral is shown — in the Orders tab's header
// notes, its dropdown, and the order tables of docs/reference.md — is read by the very parsers processing uses.

import { readFileSync } from 'fs';
import { join } from 'path';
import { Order } from '../src/engine/core/model';
import { Command, isDiplomatic, ORDER_KINDS, OrderKind, parseOrder, splitPath } from '../src/engine/games/eaw/orders';
import { RULES } from '../src/engine/games/eaw/orders/rules';
import { isRefusal } from '../src/engine/games/eaw/orders/rule';
import { refusalText } from '../src/engine/games/eaw/orders/refusal';
import { parseScrapExtras } from '../src/engine/games/eaw/orders/scrap';
import { parseTreaty } from '../src/engine/core/diplomacy';
import { parseCsv } from '../src/sheets/tabs/csv';
import { ORDERS_TAB } from '../sheets-templates/schema';
import { RULESET_SETTINGS } from '../src/engine/games/eaw/ruleset';

/** Orders whose Extras their module's own parser reads (Scrap's only with Staley scrap and salvage). */
const READS_EXTRAS: OrderKind[] = ['Build', 'Resupply', 'Raise CO', 'Install', 'Explore'];

/** Why an order's Extras do not parse, by the very parser its kind's module uses; undefined when they do. */
function extrasProblem(kind: OrderKind, extras: string): string | undefined {
  if (!extras) return undefined;
  const problem = (r: unknown) => (isRefusal(r) ? refusalText(r) : undefined);
  if (kind === 'Sign' || kind === 'Break') return parseTreaty(extras) ? undefined : `"${extras}" is not a treaty`;
  if (kind === 'Scrap') return problem(parseScrapExtras(extras)); // with Staley scrap and salvage
  if (isDiplomatic(kind) || !READS_EXTRAS.includes(kind)) return `${kind} takes no Extras`;
  const cmd: Command = { row: 2, kind, fleet: 'KLI-1', target: '', ships: [], buildClass: '', extras };
  return problem(RULES[kind].parse(cmd));
}

/** Why an order's Target does not parse for its kind; undefined when it does. */
function targetProblem(kind: OrderKind, target: string): string | undefined {
  if (kind === 'Jump' || kind === 'Move FRD') return splitPath(target).length ? undefined : 'no systems in the path';
  return /^[A-Za-z][\w-]*$/.test(target) ? undefined : `"${target}" is not one id`;
}

function order(cells: string[]): Order {
  const [fleet = '', kind = '', target = '', ships = '', buildClass = '', extras = ''] = cells.map((c) => String(c).trim());
  return { row: 2, fleet, kind, target, ships: ships ? ships.split(',').map((s) => s.trim()) : [], buildClass, extras };
}

/** Parses a whole example row; returns its problems. */
function rowProblems(cells: string[]): string[] {
  const parsed = parseOrder(order(cells));
  if ('refusal' in parsed) return [refusalText(parsed.refusal)];
  return [parsed.target ? targetProblem(parsed.kind, parsed.target) : undefined, extrasProblem(parsed.kind, parsed.extras)].filter(
    (p): p is string => !!p,
  );
}

const readme = readFileSync(join(__dirname, '..', 'docs', 'reference.md'), 'utf8');

/** The rows of the README table that follows `heading`. */
function tableAfter(heading: string): string[][] {
  const lines = readme.slice(readme.indexOf(heading)).split('\n');
  const start = lines.findIndex((l) => l.startsWith('|'));
  const rows: string[][] = [];
  for (const l of lines.slice(start + 2)) {
    if (!l.startsWith('|')) break;
    rows.push(
      l
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  }
  return rows;
}

/** The backticked examples of a README cell. */
const ticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

/** Kinds named in a README Order cell, e.g. "Develop mine / Develop colony". */
function kindsOf(cell: string): OrderKind[] {
  return cell
    .split('/')
    .map((k) => ORDER_KINDS.find((x) => x.toLowerCase() === k.trim().toLowerCase()))
    .filter((k): k is OrderKind => !!k);
}

describe('help text and parser agree', () => {
  it('every kind in the Order dropdown parses', () => {
    const dropdown = ORDERS_TAB.columns.find((c) => c.header === 'Order')!.values!;
    for (const kind of dropdown) {
      const fleet = isDiplomatic(kind as OrderKind) ? '' : 'KLI-1';
      expect(parseOrder(order([fleet, kind]))).toMatchObject({ kind });
    }
  });

  it("every example in the Orders tab's Target and Extras notes parses for the orders it is given for", () => {
    let seen = 0;
    for (const header of ['Target', 'Extras']) {
      const note = ORDERS_TAB.columns.find((c) => c.header === header)!.note;
      for (const [, kinds, example] of note.matchAll(/([A-Z][\w /-]*?): "([^"]+)"/g)) {
        const named = kindsOf(kinds);
        expect({ kinds, named: named.length }).toEqual({ kinds, named: kinds.split('/').length });
        for (const kind of named) {
          seen++;
          expect({ kind, example, problem: header === 'Target' ? targetProblem(kind, example) : extrasProblem(kind, example) }).toEqual({
            kind,
            example,
            problem: undefined,
          });
        }
      }
    }
    expect(seen).toBeGreaterThan(10);
  });

  it("every example row of the README's Orders and Diplomacy tables parses", () => {
    const rows = [...tableAfter('## Orders'), ...tableAfter('## Diplomacy')];
    let seen = 0;
    for (const cells of rows) {
      for (const example of ticked(cells[cells.length - 1])) {
        const csv = parseCsv(example.replace(/, /g, ','))[0].map(String);
        seen++;
        expect({ example, problems: rowProblems(csv) }).toEqual({ example, problems: [] });
      }
    }
    expect(seen).toBeGreaterThanOrEqual(20);
  });

  it("the Scrap Extras example of the Staley scrap and salvage setting's note parses (Staley LL10.41)", () => {
    const [example] = [...RULESET_SETTINGS.scrapAndSalvage[3].matchAll(/Extras, e\.g\. "([^"]+)"/g)].map((m) => m[1]);
    expect({ example, problem: extrasProblem('Scrap', example) }).toEqual({ example: 'categories 2', problem: undefined });
  });

  it('every Extras item the README lists beside an order parses for that order', () => {
    let seen = 0;
    for (const cells of tableAfter('## Orders')) {
      const extras = cells[2].split('Extras:')[1];
      if (!extras) continue;
      for (const kind of kindsOf(cells[0])) {
        for (const example of ticked(extras)) {
          seen++;
          expect({ kind, example, problem: extrasProblem(kind, example) }).toEqual({ kind, example, problem: undefined });
        }
      }
    }
    expect(seen).toBeGreaterThan(8);
  });
});
