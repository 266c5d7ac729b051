// What the tests of the two Galactic Conquest samples (gcYears.test.ts, Y150-Y152; gcLateYears.test.ts,
// Y198-Y200) read from a played folder: the orders done, by kind; and the secrecy property over every kept
// turn: each admiral's workbook, map and mail name no squadron, ship or spy of another empire that admiral
// has not met in battle, and draw another empire's squadrons only where its own sensors read them (GC C5.10,
// C5.30, C6.20, C8.10, C14).
import { existsSync, readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { parseCsv } from '../../src/sheets/tabs/csv';
import type { Cell } from '../../src/sheets/tabs/csv';
import { parseCampaign } from '../../src/sheets/tabs/load';
import { viewFor } from '../../src/engine/core/view';
import { GC_VIEW } from '../../src/engine/games/gc/view';
import { namedIn, type scriptedTurns } from './scriptedTurns';

type Played = ReturnType<typeof scriptedTurns>;

export const GC_EMPIRES = ['KLI', 'KZI', 'LYR', 'HYD'];

/** The turns of `years` years from `first`, two a year (GC A7.10): "Y150 Turn 1" ... */
export const seasons = (first: number, years: number): string[] =>
  Array.from({ length: years }, (_, i) => first + i).flatMap((y) => [1, 2].map((t) => `Y${y} Turn ${t}`));

/**
 * The script played every one of `turns`, said each with no order refused, and stands at the next year's
 * first turn; each state before a turn is kept in turns/ with its history (Log), standings and maps, the GM's and each admiral's.
 */
export function expectPlayed({ out, said, states, tab }: Played, turns: string[]): void {
  const setting = (s: string) => tab('Campaign').find((r) => r.Setting === s)?.Value;
  const next = Number(/^Y(\d+)/.exec(turns[turns.length - 1])![1]) + 1;
  expect([setting('Year'), setting('Season'), setting('Phase')]).toEqual([String(next), 'Turn 1', 'Orders']);
  expect(
    readFileSync(join(out, 'turns', 'index.txt'), 'utf8')
      .trim()
      .split('\n'),
  ).toEqual(turns.map((s) => s.replace(/ /g, '-')));
  const played = [...said().matchAll(/^(Y\d+ Turn \d) \(.*\): \d+ orders, 0 not done; \d+ battle\(s\) auto-resolved, .*; \d+ ms$/gm)];
  expect(played.map((m) => m[1])).toEqual(turns);
  const kept = ['Log.csv', 'Standings.csv', 'map.svg', ...GC_EMPIRES.map((e) => `admirals/${e}/map.svg`)];
  expect(states().flatMap((dir) => kept.filter((f) => !existsSync(join(dir, f))).map((f) => `${dir}: ${f}`))).toEqual([]);
  expect(said()).toMatch(new RegExp(`^Played ${turns.length} turn\\(s\\): \\d+ ms a turn on average .*Now Y${next} Turn 1\\.$`, 'm'));
}

/** Whether an order of `kind` was done in the played years (a turn's results are in the next turn's kept state). */
export function orderedIn({ states, tab }: Played): (kind: string) => boolean {
  const done = () =>
    [...new Set(states().flatMap((dir) => GC_EMPIRES.flatMap((e) => tab(`Orders ${e}`, dir).map((r) => `${e}: ${r.Result}`))))].filter(
      (r) => / Y\d+ Turn \d: /.test(r) && !r.includes('→ NOT DONE: '),
    );
  return (kind) => done().some((r) => new RegExp(`: Y\\d+ Turn \\d: (\\S+ )?${kind} `).test(r));
}

/**
 * The secrecy property, asserted after every turn of `turns` (and the first state): `secrets` are each
 * empire's own words (C14: its spies and what they learned), which no other empire's files may hold.
 */
export function expectSecrecy({ states, tab }: Played, turns: number, secrets: Record<string, string[]>): void {
  /** The empires each squadron and ship has belonged to: a surrender's are its conqueror's, and were the loser's. */
  const owners = new Map<string, Set<string>>();
  const met = new Map(GC_EMPIRES.map((e) => [e, new Set<string>()]));
  let checked = 0;
  for (const dir of states()) {
    const texts = new Map(
      readdirSync(dir)
        .filter((f) => f.endsWith('.csv'))
        .map((f) => [f.slice(0, -4), parseCsv(readFileSync(join(dir, f), 'utf8')) as Cell[][]]),
    );
    const c = parseCampaign(texts).campaign;
    for (const x of [...c.fleets, ...c.ships]) owners.set(x.id, (owners.get(x.id) ?? new Set()).add(x.empire));
    // C22.20 (rule option GC293): a mixed squadron's owner knows the ally's ship serving in it, the ally the squadron.
    for (const s of c.ships) {
      const f = c.fleets.find((x) => x.id === s.fleet);
      if (!f || f.empire === s.empire) continue;
      met.get(f.empire)?.add(s.id);
      met.get(s.empire)?.add(f.id);
    }
    const battleShips = tab('Battle ships', dir);
    for (const e of GC_EMPIRES) {
      const fought = new Set(battleShips.filter((b) => b.Empire === e).map((b) => b.Battle));
      for (const b of battleShips.filter((r) => fought.has(r.Battle))) [b.Fleet, b.Ship].forEach((id) => met.get(e)!.add(id));
    }
    for (const e of GC_EMPIRES) {
      const hidden = [
        ...[...owners].filter(([id, o]) => !o.has(e) && !met.get(e)!.has(id)).map(([id]) => id),
        ...Object.entries(secrets).flatMap(([owner, words]) => (owner === e ? [] : words)),
      ];
      const files = [
        ...readdirSync(join(dir, 'admirals', e)).map((f) => join(dir, 'admirals', e, f)),
        ...(existsSync(join(dir, 'mail')) ? readdirSync(join(dir, 'mail')).filter((f) => f.includes(`-${e.toLowerCase()}.`)) : []).map(
          (f) => join(dir, 'mail', f),
        ),
      ];
      const leaks = files.flatMap((file) => {
        return hidden.filter(namedIn(readFileSync(file, 'utf8'))).map((id) => `${file.slice(dir.length + 1)}: ${id}`);
      });
      expect([dir, e, leaks]).toEqual([dir, e, []]);
      // C5.30: another empire's squadrons on its map stand where its sensors counted ships at the end of the turn, or were met.
      const view = viewFor(GC_VIEW, c, e);
      const counted = new Set(
        tab(`admirals/${e}/Sensor readings`, dir)
          .filter((r) => r.Reading !== 'Cloaked presence' && r.Reading !== 'Ships present')
          .map((r) => r.Hex),
      );
      const drawn = view.fleets.filter((f) => !f.mine && !met.get(e)!.has(f.id) && !counted.has(f.location));
      expect([dir, e, drawn]).toEqual([dir, e, []]);
      // Its Sensor readings are its own empire's alone.
      expect([dir, e, tab(`admirals/${e}/Sensor readings`, dir).filter((r) => r.Empire !== e)]).toEqual([dir, e, []]);
      checked++;
    }
  }
  expect(checked).toBe(GC_EMPIRES.length * (turns + 1));
}
