// Three years of Staley (issue 34): npm start -- --game staley --turns 18 makes the sample and plays
// eighteen turns of scripts/offline/staleyYears.ts's orders through the menu items, on the real
// dist/Code.js, battles auto-resolved and rulings at their defaults. Asserted from the folder it writes
// (every turn's state is kept in turns/): the campaign runs to Y170 without an error, every part of the
// script happens (issue 34: every part of the campaign at least once, checked by the events it leaves: the
// Log's kinds, the Treasury's rule references, the tabs' states), and every state holds together — no bank below zero (HH1.7), no ship in a fleet that
// is gone, no fleet off the map or on the border (BB3.3), no stock of mines or work left below zero.
import { readFileSync } from 'fs';
import { basename, join } from 'path';
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

  it('does the orders the script meant to be legal; only the Federation D9.4 repairs wait, with their reason (KK3.43)', () => {
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
      'Strategic',
    ])
      expect([kind, done.some((r) => new RegExp(`: Y1\\d\\d Turn \\d+: (\\S+ )?${kind} `).test(r))]).toEqual([kind, true]);
    // KK3.43: FED has no repair freighter; KLI's (built Y167 Turn 1) supports its D9.4 repairs.
    expect(tab('Repairs').every((r) => r.Empire === 'FED' && /KK1\.1, KK3\.43/.test(r.Waiting))).toBe(true);
  });

  // Issue 34, "How we will know": every part of the campaign happens at least once in the three years.
  describe('runs every part of the campaign at least once', () => {
    const log = () => tab('Log');
    const logged = (kind: string) => log().filter((r) => r.Kind === kind);
    const refs = () => new Set(tab('Treasury').map((r) => r.Reference));
    /** The kept states, each named by the turn it is the start of (turns/Y167-Turn-3: before Y167 Turn 3 is played). */
    const kept = () => states().slice(0, -1);
    const seasonOf = (dir: string) => basename(dir).replace(/-/g, ' ');

    it('battles (FF1), claims (FF2), movement (DD2), builds at the shipyards (LL1-LL2), conversions and refits (LL5.1-LL5.2)', () => {
      for (const kind of ['Move', 'Battle', 'Auto-resolve', 'Claim', 'Build', 'Conversion', 'Refit'])
        expect([kind, logged(kind).length > 0]).toEqual([kind, true]);
      // LL1, LL2.21: each new ship names the shipyard that built it and paid its price and release charge.
      expect(tab('Ships').some((s) => s.Shipyard && /^[A-Z]{3}-\d+$/.test(s.Ship))).toBe(true);
      expect(refs().has('LL2.21, LL2.3')).toBe(true);
    });

    it("supply (JJ): ships in and out of supply, and the battle card says who has no commander's options", () => {
      const supply = new Set(kept().flatMap((dir) => tab('Ships', dir).map((s) => s.Supply)));
      expect([supply.has('In supply'), supply.has('Out of supply')]).toEqual([true, true]);
      expect(tab('Battles').some((b) => /Out of supply, no commander's options \(JJ2\.1, GG2\.2\)/.test(b.Setup))).toBe(true);
    });

    it("repairs (KK3.42): D9.4 phases worked and paid in a repair freighter's support", () => {
      expect(logged('Repair').some((r) => /repaired at \S+ \(KK3\.42\)/.test(r.Purpose))).toBe(true);
      expect(refs().has('KK3.42')).toBe(true);
    });

    it('strategic movement (DD5) and towing (DD6): the tug takes its pod to the BATS, then tows it at full speed', () => {
      expect(logged('Strategic').some((r) => /> .*\(DD5\)/.test(r.Purpose))).toBe(true);
      expect(refs().has('DD5.2')).toBe(true);
      // DD2.1: a pod alone moves one hex a turn; towed by the tug (DD6.3) its fleet moves more than one in a turn.
      const noWarp = new Set(
        tab('Classes')
          .filter((c) => Number(c.Speed) === 0)
          .map((c) => `${c.Race} ${c.Class}`),
      );
      const races = new Map(tab('Empires').map((e) => [e.Empire, e.Race]));
      const towed = kept().some((dir) => {
        const towing = new Set(
          tab('Ships', dir)
            .filter((s) => noWarp.has(`${races.get(s.Empire)} ${s.Class}`))
            .map((s) => s.Fleet),
        );
        const moves = log().filter((r) => r.Kind === 'Move' && r.Season.startsWith(`${seasonOf(dir)} Phase`));
        return [...towing].some((f) => moves.filter((r) => r.Purpose.startsWith(`${f} `)).length > 1);
      });
      expect(towed).toBe(true);
    });

    it('officers (MM1): a G22.111 roll for each new warship', () => {
      expect(logged('Crew').some((r) => /rolls \d+ on G22\.111 \(MM1\.21\)/.test(r.Purpose))).toBe(true);
    });

    it("the capital's fall (AA4.1, NN1): ISC's capital falls to FED, its bank goes over and ISC is out", () => {
      const fall = logged('Capital');
      expect(fall.map((r) => r.Purpose)).toEqual(["ISC's capital 0312 falls to FED (Staley NN1)"]);
      expect(logged('Elimination').map((r) => r.Empire)).toEqual(['ISC']);
      expect(tab('Empires').find((e) => e.Empire === 'ISC')?.Status).toBe('Eliminated');
      expect(tab('Treasury').filter((r) => r.Reference === '0312' && /NN1\.1/.test(r.Reason)).length).toBe(2);
    });

    it('espionage (PP1): each race learns names, shipyards, banks and builds of the others', () => {
      const rules = new Set(tab('Intelligence').map((r) => r.Rule));
      for (const rule of ['PP1.11', 'PP1.12', 'PP1.13', 'PP1.14']) expect([rule, rules.has(rule)]).toEqual([rule, true]);
      // PP2: KLI's bribe of ROM, through the GM.
      expect(logged('Bribe').length).toBeGreaterThan(0);
    });

    it('command points and minefields (LL4.1, LL4.2, BB4), prospectors unsafe and replaced (GG1.94, LL9.21), peace (HH2.2)', () => {
      for (const ref of ['LL4.1', 'LL4.2']) expect([ref, refs().has(ref)]).toEqual([ref, true]);
      expect(
        tab('Minefields')
          .map((m) => `${m.Empire} ${m.Hex}`)
          .sort(),
      ).toEqual(['FED 0304', 'KLI 0912', 'ROM 2112']);
      const civilians = new Set(kept().flatMap((dir) => tab('Systems', dir).map((s) => s.Civilians)));
      expect([civilians.has('Unsafe'), civilians.has('Arriving')]).toEqual([true, true]);
      expect(logged('Peace').length).toBeGreaterThan(0);
    });

    it('the intelligence reports (AAA 9), income (HH1) and the race for Y205 (AA4.2) on the Standings tab', () => {
      // Annex AAA 9: each race's intelligence report every turn while it plays, applied.
      const reports = tab('Rulings').filter((r) => /Intelligence report/.test(r.About));
      expect(reports.length).toBeGreaterThan(17 * empires().length);
      expect(reports.every((r) => r.Applied === 'yes')).toBe(true);
      // HH1: every race still in play is paid each turn's income.
      const paid = new Set(
        tab('Treasury')
          .filter((r) => r.Season === 'Y169 Turn 6 Phase 8' && /income/i.test(r.Reason))
          .map((r) => r.Empire),
      );
      const playing = tab('Empires')
        .filter((e) => e.Status === 'Active')
        .map((e) => e.Empire);
      expect([...paid].sort()).toEqual([...playing].sort());
      // AA4.2: the Standings rank the races in play by income (the VP column), the fallen last; the Y205 win is
      // test/cases/staley-end.json's (the three years end long before Y205).
      const standings = tab('Standings');
      expect(standings.map((r) => r.Empire).at(-1)).toBe('ISC');
      const vp = standings.filter((r) => r.Status === 'Active').map((r) => Number(r.VP));
      expect(vp).toEqual([...vp].sort((a, b) => b - a));
    });
  });
});
