// Three years of Staley (issue 34): npm start -- --game staley --turns 18 makes the sample and plays
// eighteen turns of scripts/offline/staleyYears.ts's orders through the menu items, on the real
// dist/Code.js, battles auto-resolved and rulings at their defaults. Asserted from the folder it writes
// (every turn's state is kept in turns/): the campaign runs to Y170 without an error, every part of the
// script happens, and every state holds together — no bank below zero (HH1.7), no ship in a fleet that
// is gone, no fleet off the map or on the border (BB3.3), no stock of mines or work left below zero.
import { readFileSync } from 'fs';
import { join } from 'path';
import { scriptedTurns } from './support/scriptedTurns';

const TURNS = [167, 168, 169].flatMap((y) => Array.from({ length: 6 }, (_, i) => `Y${y} Turn ${i + 1}`));

describe('Staley: the sample plays three years offline with scripted orders (npm start -- --game staley --turns 18)', () => {
  const { out, said, states, tab } = scriptedTurns('staley', 18);
  const empires = () => tab('Empires').map((e) => e.Empire);
  /** Every order's Result cell of the three years, once each (a turn's results are in the next turn's kept state). */
  const results = () => [
    ...new Set(
      states()
        .flatMap((dir) => empires().flatMap((e) => tab(`Orders ${e}`, dir).map((r) => `${e}: ${r.Result}`)))
        .filter((r) => / Y1\d\d Turn \d+: /.test(r)),
    ),
  ];

  it('plays eighteen turns to Y170 Turn 1, keeping each, and says how long each took (DD1.3)', () => {
    const setting = (s: string) => tab('Campaign').find((r) => r.Setting === s)?.Value;
    expect([setting('Year'), setting('Season'), setting('Phase')]).toEqual(['170', 'Turn 1', 'Orders']);
    expect(
      readFileSync(join(out, 'turns', 'index.txt'), 'utf8')
        .trim()
        .split('\n'),
    ).toEqual(TURNS.map((s) => s.replace(/ /g, '-')));
    const turns = [...said().matchAll(/^(Y1\d\d Turn \d) \(.*\): \d+ orders, \d+ not done; \d+ battle\(s\) auto-resolved, .*; \d+ ms$/gm)];
    expect(turns.map((m) => m[1])).toEqual(TURNS);
    expect(said()).toMatch(/^Played 18 turn\(s\): \d+ ms a turn on average .*Now Y170 Turn 1\.$/m);
  });

  it('holds together after every turn: no bank below zero (HH1.7), no orphan ship, no fleet off the map or on the border (BB3.3)', () => {
    for (const dir of states()) {
      const bank = new Map<string, number>();
      for (const r of tab('Treasury', dir)) bank.set(r.Empire, (bank.get(r.Empire) ?? 0) + Number(r.Amount));
      for (const [e, sum] of bank) expect([dir, e, sum >= -1e-9]).toEqual([dir, e, true]);
      const hexes = new Map(tab('Systems', dir).map((s) => [s.System, s.Terrain]));
      const fleets = new Set(tab('Fleets', dir).map((f) => f.Fleet));
      for (const f of tab('Fleets', dir))
        expect([dir, f.Fleet, hexes.has(f.Location) && hexes.get(f.Location) !== 'Border']).toEqual([dir, f.Fleet, true]);
      for (const s of tab('Ships', dir)) expect([dir, s.Ship, fleets.has(s.Fleet)]).toEqual([dir, s.Ship, true]);
      for (const e of tab('Empires', dir)) expect([dir, e.Empire, Number(e['Mine packages'] || 0) >= 0]).toEqual([dir, e.Empire, true]);
      for (const m of tab('Minefields', dir)) expect([dir, m.Hex, Number(m.Packages) > 0]).toEqual([dir, m.Hex, true]);
      for (const t of ['Construction', 'Refits', 'Repairs'])
        for (const r of tab(t, dir)) expect([dir, t, Number(r['Phases left']) >= 0]).toEqual([dir, t, true]);
    }
  });

  it('does the orders the script meant to be legal; only the D9.4 repairs wait, with their reason (KK3.43)', () => {
    const all = results();
    for (const r of all.filter((x) => x.includes('→ NOT DONE: ')))
      expect(r).toMatch(/Repair: (FED|KLI)-\d+ is already under repair|Move .*(not next to|no hex|border)|is not your fleet/);
    const done = all.filter((r) => !r.includes('→ NOT DONE: '));
    for (const kind of [
      'Move',
      'Build',
      'Command point',
      'Minefield',
      'Bribe',
      'Convert',
      'Refit',
      'Scrap',
      'Civilians',
      'Repair',
      'Make peace',
    ])
      expect([kind, done.some((r) => new RegExp(`: Y1\\d\\d Turn \\d+: (\\S+ )?${kind} `).test(r))]).toEqual([kind, true]);
    expect(tab('Repairs').every((r) => /KK1\.1, KK3\.43/.test(r.Waiting))).toBe(true);
  });

  it('runs every part: battles, claims, crews, builds, conversion, minefields, command points, bribes, peace, the intelligence reports', () => {
    const kinds = new Set(tab('Log').map((r) => r.Kind));
    for (const kind of ['Move', 'Battle', 'Auto-resolve', 'Claim', 'Crew', 'Conversion', 'Refit', 'Bribe', 'Peace'])
      expect([kind, kinds.has(kind)]).toEqual([kind, true]);
    const refs = new Set(tab('Treasury').map((r) => r.Reference));
    for (const ref of ['LL4.1', 'LL4.2']) expect([ref, refs.has(ref)]).toEqual([ref, true]);
    expect(
      tab('Minefields')
        .map((m) => `${m.Empire} ${m.Hex}`)
        .sort(),
    ).toEqual(['FED 0304', 'KLI 0912', 'ROM 2112']);
    // Annex AAA 9: each race's intelligence report every turn, applied.
    const reports = tab('Rulings').filter((r) => /Intelligence report/.test(r.About));
    expect(reports.length).toBe(18 * empires().length);
    expect(reports.every((r) => r.Applied === 'yes')).toBe(true);
    // HH1: every race still in play is paid each turn's income.
    expect(tab('Treasury').filter((r) => r.Season === 'Y169 Turn 6 Phase 8' && /income/i.test(r.Reason)).length).toBeGreaterThan(0);
  });
});
