// A year of VBAM-SFB (issue 23): npm start -- --game vbam --turns 12 makes the sample and plays twelve
// turns of scripts/offline/vbamYear.ts's orders through the menu items, on the real dist/Code.js,
// battles auto-resolved. What the year must show is asserted from the folder it writes (every turn's
// state is kept in turns/), as behaviour and invariants: battle outcomes are left free.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { namedIn, scriptedTurns } from './support/scriptedTurns';
import { runLocal } from './support/localRunner';
const EMPIRES = ['FED', 'KLI', 'ROM', 'KZI'];
const SEASONS = Array.from({ length: 12 }, (_, i) => `Y168 Turn ${i + 1}`);

describe('VBAM-SFB: the sample plays a year offline with scripted orders (npm start -- --game vbam --turns 12)', () => {
  const { out, said: saidOf, states, tab } = scriptedTurns('vbam', 12);
  const log = () => tab('Log');
  const kindsBySeason = (kind: string) =>
    new Set(
      log()
        .filter((r) => r.Kind === kind)
        .map((r) => r.Season),
    );
  /** Every order's Result cell of the year, once each (a turn's results are in the next turn's kept state). */
  const results = () => [
    ...new Set(
      states()
        .flatMap((dir) => EMPIRES.flatMap((e) => tab(`Orders ${e}`, dir).map((r) => `${e}: ${r.Result}`)))
        .filter((r) => / Y168 Turn \d+: /.test(r)),
    ),
  ];

  it('plays twelve turns, reaches the next year, and says how long each turn took (VBAM calendar)', () => {
    const setting = (s: string) => tab('Campaign').find((r) => r.Setting === s)?.Value;
    expect([setting('Year'), setting('Season'), setting('Phase')]).toEqual(['169', 'Turn 1', 'Orders']);
    expect(
      readFileSync(join(out, 'turns', 'index.txt'), 'utf8')
        .trim()
        .split('\n'),
    ).toEqual(SEASONS.map((s) => s.replace(/ /g, '-')));
    const turns = [
      ...saidOf().matchAll(
        /^(Y168 Turn \d+) \(.*\): \d+ orders, \d+ not done; \d+ battle\(s\) auto-resolved, \d+ ruling\(s\) taken at their default; \d+ ms$/gm,
      ),
    ];
    expect(turns.map((m) => m[1])).toEqual(SEASONS);
    expect(saidOf()).toMatch(/^Played 12 turn\(s\): \d+ ms a turn on average \(slowest \d+ ms;.*Now Y169 Turn 1\.$/m);
  });

  it('does every order the script meant to be legal; only declarations of war fail, on their roll (VBAM Intel)', () => {
    const all = results();
    const notDone = all.filter((r) => r.includes('→ NOT DONE: '));
    for (const r of notDone)
      expect(r).toMatch(/^KLI: Y168 Turn \d+: Declare war KZI → NOT DONE: Declare war on KZI: rolled \d+, needed \d+ or less: failed/);
    const done = all.filter((r) => !r.includes('→ NOT DONE: '));
    for (const kind of [
      'Build',
      'Invest tech',
      'Raise productivity',
      'Trade route',
      'Load',
      'Unload',
      'Move',
      'Standing order',
      'Sign',
      'Declare hostilities',
      'Merge',
      'Transfer',
      'Split',
      'To GM',
    ])
      expect([kind, done.some((r) => new RegExp(`: Y168 Turn \\d+: (\\S+ )?${kind} `).test(r))]).toEqual([kind, true]);
    expect(all.filter((r) => r.startsWith('KLI') && r.includes('Declare war KZI')).length).toBeGreaterThan(0);
  });

  it('assigns a Sentry to the trade fleet and removes one where it stands (VBAM Civilian Fleets, issue 33 item 3)', () => {
    const all = results();
    expect(all.some((r) => /^FED: Y168 Turn 10: FED-\d+ Transfer FED-4 FED-\d+ → FF FED-\d+ joins FED-4 at S0102/.test(r))).toBe(true);
    expect(
      all.some((r) => /^FED: Y168 Turn 11: FED-4 Split FED-\d+ Patrol → new fleet FED-\d+: FF FED-\d+ joins FED-\d+ at S0102/.test(r)),
    ).toBe(true);
  });

  it('begins a K5R before it is fully paid and finishes it once the Point Pool has paid the rest (VBAM Construction Completion, VB110)', () => {
    const all = results();
    expect(all.some((r) => /^ROM: Y168 Turn 5: Build S0802 K5R pay 3 → .*3 EP paid now and 3 owed/.test(r))).toBe(true);
    expect(
      log().some((r) => r.Season === 'Y168 Turn 5' && /ROM-W\d+ \(K5R at S0802\): 3 EP paid from the Point Pool/.test(r.Purpose)),
    ).toBe(true);
  });

  it('prints the odds Check orders gives before each turn: the tech advances and the declarations of war (issue 33 item 7)', () => {
    const checked = saidOf()
      .split('\n')
      .filter((l) => l.startsWith('  checked: '));
    expect(checked.some((l) => /Invest(ed)? .*an advance at \d+%/.test(l))).toBe(true);
    expect(checked.some((l) => /Declare war on KZI: \d+% on d100/.test(l))).toBe(true);
  });

  it("names each turn's raids, rebellions, colonies founded, conquests and failed declarations in the GM's summary (issue 33 item 7)", () => {
    // A turn's summary is in the folder kept after it: the next turn's, or the last.
    const after = (season: string) => {
      const n = Number(season.split(' ').pop());
      return n === 12 ? out : join(out, 'turns', `Y168-Turn-${n + 1}`);
    };
    const summary = (season: string) =>
      tab('Summary', after(season))
        .map((r) => r.Text)
        .join('\n');
    const events = log().filter((r) => ['Raid', 'Rebellion', 'Colonisation', 'Conquest'].includes(r.Kind));
    expect(new Set(events.map((r) => r.Kind))).toEqual(new Set(['Raid', 'Rebellion', 'Colonisation', 'Conquest']));
    for (const r of events) expect([r.Season, summary(r.Season).includes(`${r.Kind}: ${r.Purpose}`)]).toEqual([r.Season, true]);
    for (const r of results().filter((x) => x.includes('→ NOT DONE: '))) {
      const season = r.match(/Y168 Turn \d+/)![0];
      expect([r, summary(season)]).toEqual([r, expect.stringContaining(r.split('→ NOT DONE: ')[1])]);
    }
  });

  it('books each empire its income and maintenance every turn, and the trade route its commerce (VBAM Income)', () => {
    const treasury = tab('Treasury');
    for (const season of SEASONS)
      for (const e of EMPIRES) {
        const rows = treasury.filter((r) => r.Season === season && r.Empire === e);
        expect([season, e, rows.some((r) => / produces /.test(r.Reason) && Number(r.Amount) > 0)]).toEqual([season, e, true]);
        expect([season, e, rows.some((r) => /maintenance of/.test(r.Reason) && Number(r.Amount) < 0)]).toEqual([season, e, true]);
      }
    const commerce = treasury.filter((r) => /^Commerce: trade fleet FED-09 on S0102 > S0101/.test(r.Reason));
    expect(commerce.length).toBeGreaterThanOrEqual(6);
    expect(commerce.every((r) => r.Empire === 'FED' && Number(r.Amount) > 0)).toBe(true);
  });

  it('rolls technology at turns 6 and 12 only, for every empire (VBAM Tech)', () => {
    expect([...kindsBySeason('Tech')].sort()).toEqual(['Y168 Turn 12', 'Y168 Turn 6']);
    for (const season of ['Y168 Turn 6', 'Y168 Turn 12'])
      expect(
        log()
          .filter((r) => r.Kind === 'Tech' && r.Season === season)
          .map((r) => r.Empire)
          .sort(),
      ).toEqual([...EMPIRES].sort());
  });

  it("checks morale every turn and grows the Census at the year's end only (VBAM Update Assets)", () => {
    for (const season of SEASONS) expect([season, kindsBySeason('Morale').has(season)]).toEqual([season, true]);
    expect([...kindsBySeason('Census')]).toEqual(['Y168 Turn 12']);
    const colonies = tab('Colonies', join(out, 'turns', 'Y168-Turn-12')).filter((c) => c.Owner);
    expect(log().filter((r) => r.Kind === 'Census').length).toBe(colonies.length);
  });

  it('founds the colony the Colony Fleet sailed to, which then raises its Productivity (VBAM Update Assets, VB62)', () => {
    const colony = tab('Colonies').find((c) => c.Sector === 'S0202');
    expect(colony).toMatchObject({ Owner: 'FED', Founded: 'Y168 Turn 2' });
    expect(Number(colony?.Productivity)).toBeGreaterThan(0);
    expect(log().some((r) => r.Kind === 'Colonisation' && /^Colony Fleet FED-\d+ founds a colony at S0202/.test(r.Purpose))).toBe(true);
  });

  it('gives the Colony Fleet its Census when built, with no Load order, and unloads it at the founding (VBAM Update Assets, VB92)', () => {
    const turn = (n: number) => join(out, 'turns', `Y168-Turn-${n}`);
    const census = (dir: string) => Number(tab('Colonies', dir).find((c) => c.Sector === 'S0102')?.Census);
    const settler = tab('Ships', turn(2)).find((s) => s.Empire === 'FED' && s.Class === 'Colony Fleet')?.Ship;
    expect(settler).toBeDefined();
    expect(tab('Cargo', turn(2)).filter((r) => r.Carriers === settler)).toEqual([
      { Item: 'Census', Kind: 'Census', Empire: 'FED', Carriers: settler, Loaded: 'Y168 Turn 1' },
    ]);
    expect(census(turn(2))).toBe(census(turn(1)) - 1);
    const loads = (empire: string) => results().filter((r) => r.startsWith(`${empire}: `) && / Load /.test(r));
    expect(loads('KLI').length).toBeGreaterThan(0);
    expect(loads('FED')).toEqual([]);
    expect(tab('Cargo', turn(3)).filter((r) => r.Carriers === settler)).toEqual([]);
  });

  it('resolves every battle the meetings made, auto-resolved (VBAM Encounters)', () => {
    const battles = tab('Battles');
    expect(battles.length).toBeGreaterThan(0);
    expect(battles.every((b) => b.Status === 'Resolved')).toBe(true);
    expect(kindsBySeason('Auto-resolve').size).toBeGreaterThan(0);
  });

  it("binds FED and KZI by a treaty of each kind, and answers FED's To GM (VBAM Diplomacy, VB98; its Merge is among the orders done)", () => {
    const fedKzi = tab('Treaties').find((r) => [r['Empire A'], r['Empire B']].sort().join() === 'FED,KZI');
    expect(fedKzi?.Treaties.split(', ').sort()).toEqual(
      ['Non-Aggression', 'Peace', 'Trade', 'Mutual Defense', 'Co-Belligerence', 'Alliance'].sort(),
    );
    expect(tab('Rulings').map((r) => [r.Empire, r.Question, r.Applied])).toContainEqual([
      'FED',
      'May the trade fleet call at Kzinti ports now?',
      'yes',
    ]);
  });

  it("declares hostilities on KLI at the odds its war on FED's Mutual Defense partner raises, then signs Co-Belligerence against the shared enemy, whose partners share supply (VBAM Intel, VBAM Diplomacy, VB95)", () => {
    const diplomacy = tab('Diplomacy');
    // The declaration: 20 (base) + 30 (KLI declared war on KZI, FED's Mutual Defense partner), on its roll.
    const declared = diplomacy.find((r) => r.Empire === 'FED' && r.Target === 'KLI' && r.Action === 'Declare hostilities');
    expect(declared).toMatchObject({ Chance: '50', Outcome: 'Declared' });
    expect(declared?.Note).toContain('KLI declared war on KZI, your Mutual Defense partner +30');
    expect(saidOf()).toMatch(/checked: Orders FED row \d+: OK: Declare hostilities on KLI: 50% on d100/);
    const seasonOf = (treaty: string) =>
      diplomacy.find((r) => r.Empire === 'FED' && r.Target === 'KZI' && r.Action === 'Sign' && r.Treaty === treaty)?.Season ?? '';
    const turnOf = (season: string) => Number(season.split(' ').pop());
    const cb = turnOf(seasonOf('Co-Belligerence'));
    // Signed once KLI is FED's enemy as well as KZI's, a turn before the Alliance.
    expect([turnOf(declared!.Season) < cb, turnOf(seasonOf('Alliance'))]).toEqual([true, cb + 1]);
    const summaryAfter = tab('Summary', join(out, 'turns', `Y168-Turn-${cb + 1}`))
      .map((r) => r.Text)
      .join('\n');
    expect(summaryAfter).toContain('Sign Co-Belligerence KZI (Signed)');
    // KZI's Home Fleet, at S0303 from turn 4, is out of supply until FED's supply points are shared with it.
    for (let n = 4; n <= 12; n++) {
      const dir = n === 12 ? out : join(out, 'turns', `Y168-Turn-${n + 1}`);
      expect([n, tab('Fleets', dir).find((f) => f.Fleet === 'KZI-1')?.Location]).toEqual([n, 'S0303']);
    }
    const outOfSupply = log()
      .filter((r) => r.Kind === 'Supply' && r.Empire === 'KZI' && r.Purpose === 'KZI-1 at S0303')
      .map((r) => turnOf(r.Season));
    expect(outOfSupply).toEqual(Array.from({ length: cb - 4 }, (_, i) => 4 + i));
  });

  it("lands the troops KLI embarked on KZI's Sendra, which KLI conquers (VBAM Invasion)", () => {
    expect(log().some((r) => r.Kind === 'Conquest' && r.Purpose.startsWith('KLI conquers Sendra from KZI'))).toBe(true);
    expect(tab('Colonies').find((c) => c.Sector === 'S0105')?.Owner).toBe('KLI');
    const garrison = tab('Fleets').find((f) => f.Empire === 'KLI' && f.Name === 'Garrison S0105');
    expect(tab('Ships').filter((s) => s.Fleet === garrison?.Fleet && s.Class === 'Heavy Infantry').length).toBeGreaterThan(0);
    expect(tab('Cargo')).toEqual([]);
  });

  it('keeps the flights its carrier has boxes for away from any colony, and loses the rest (VBAM Movement, VB81)', () => {
    const lost = log().filter((r) => r.Kind === 'Flight basing');
    expect(lost.map((r) => [r.Season, r.Empire])).toEqual([['Y168 Turn 5', 'FED']]);
    expect(lost[0].Purpose).toMatch(
      /^2 flight\(s\) at S0201 had nowhere to land \(12 carrier box\(es\), basing for 0\) and are lost: FED-\d+, FED-\d+ /,
    );
    const carrier = tab('Ships').find((s) => s.Empire === 'FED' && s.Class === 'CVS');
    expect(tab('Fleets').find((f) => f.Fleet === carrier?.Fleet)?.Location).toBe('S0201');
    expect(tab('Ships').filter((s) => s.Fleet === carrier?.Fleet && s.Class === 'F-8').length).toBe(12);
  });

  it("never names in an admiral's workbook, map or mail a unit of another empire that did not fight it", () => {
    const owner = new Map<string, string>();
    for (const dir of states()) for (const r of [...tab('Fleets', dir), ...tab('Ships', dir)]) owner.set(r.Ship ?? r.Fleet, r.Empire);
    const battleShips = tab('Battle ships');
    for (const e of EMPIRES) {
      const fought = new Set(battleShips.filter((b) => b.Empire === e).map((b) => b.Battle));
      const met = new Set(battleShips.filter((b) => fought.has(b.Battle)).flatMap((b) => [b.Fleet, b.Ship]));
      const hidden = [...owner].filter(([id, o]) => o !== e && !met.has(id)).map(([id]) => id);
      const named: string[] = [];
      for (const dir of states()) {
        const files = [
          ...readdirSync(join(dir, 'admirals', e)).map((f) => join(dir, 'admirals', e, f)),
          ...(existsSync(join(dir, 'mail')) ? readdirSync(join(dir, 'mail')).filter((f) => f.includes(e.toLowerCase())) : []).map((f) =>
            join(dir, 'mail', f),
          ),
        ];
        for (const file of files) {
          named.push(...hidden.filter(namedIn(readFileSync(file, 'utf8'))).map((id) => `${file}: ${id}`));
        }
      }
      expect([e, named]).toEqual([e, []]);
    }
  });
});

describe('npm start -- --turns: refused in one sentence where it cannot play', () => {
  // The runner in this process (localRunner.ts; local.test.ts starts build/local.cjs itself).
  const fail = (args: string[]) => runLocal(args, mkdtempSync(join(tmpdir(), 'sfb-turns-'))).stderr;
  it('needs a number of turns, the new sample, and a game whose sample has a script', () => {
    expect(fail(['--game', 'vbam', '--turns', 'twelve'])).toMatch(/^--turns needs a number of turns from 1, not "twelve"/);
    expect(fail(['--game', 'vbam', '--turns', '13'])).toMatch(
      /^--turns 13: the VBAM-SFB sample's script has orders for 12 turns; play at most that many\./,
    );
    // gc-late: the GC sample's later years (scripts/offline/gcLateYears.ts), six turns of their own.
    expect(fail(['--game', 'gc-late', '--turns', '7'])).toMatch(
      /^--turns 7: the Galactic Conquest sample's script has orders for 6 turns; play at most that many\./,
    );
    expect(fail(['check', '--turns', '2'])).toMatch(
      /^--turns plays the sample new makes from its first turn; check works on the campaign as it stands/,
    );
    expect(fail(['--game', 'eaw', '--turns', '2'])).toMatch(
      /^--turns plays a sample's scripted orders, and Empires at War's sample has none: use --game vbam, staley or gc\./,
    );
  });
});
