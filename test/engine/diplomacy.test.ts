// VBAM diplomacy (seed 004): treaties, breaks, declarations, the modifiers sidebar, armistice, contact.
import {
  breakChance,
  BREAK_BASE,
  contact,
  contactEvent,
  declareChance,
  DiplomaticOrder,
  encounterEvent,
  Event,
  hostile,
  mayEnter,
  mayInvade,
  parseTreaty,
  Relation,
  relationOf,
  resolveDiplomacy,
  Status,
  Treaty,
  TREATIES,
} from '../../src/engine/core/diplomacy';
import { scriptedDice, seededDice } from '../../src/engine/core/dice';
import { Calendar, numberedTurns, SEASON_CALENDAR } from '../../src/engine/core/calendar';
import { refusalText } from '../../src/engine/games/eaw/orders/refusal';

const EMPIRES = ['FED', 'KLI', 'ROM', 'KZI', 'GOR', 'THO'];
const NOW = 'Y165 Fall';
const LAST = 'Y165 Summer';
const rel = (a: string, b: string, status: Status = 'Normal', treaties: Treaty[] = []): Relation => ({
  a,
  b,
  status,
  treaties,
  since: 'Y165 Spring',
});
let row = 1;
const order = (empire: string, action: DiplomaticOrder['action'], target: string, treaty = ''): DiplomaticOrder => ({
  row: row++,
  empire,
  action,
  target,
  treaty,
});
const ev = (season: string, empire: string, target: string, action: Event['action'], outcome: Event['outcome'], treaty = ''): Event => ({
  season,
  empire,
  target,
  action,
  treaty,
  chance: '',
  roll: '',
  outcome,
  note: '',
});

/** Normal relations among all six (contact made everywhere), with these rows on top. */
function world(...rows: Relation[]): Relation[] {
  const all = [...rows];
  EMPIRES.forEach((a, i) =>
    EMPIRES.slice(i + 1).forEach((b) => {
      if (!all.some((r) => [r.a, r.b].sort().join() === [a, b].sort().join())) all.push(rel(a, b));
    }),
  );
  return all;
}

function run(
  relations: Relation[],
  orders: DiplomaticOrder[],
  faces: number[],
  events: Event[] = [],
  season = NOW,
  defaultStatus: Status = 'No contact',
) {
  const before = JSON.stringify(relations);
  const dice = scriptedDice(faces);
  const result = resolveDiplomacy(relations, events, orders, EMPIRES, season, dice, defaultStatus, SEASON_CALENDAR);
  expect(() => dice.roll(1, 100, 'left over')).toThrow('ran out'); // every scripted face was used
  expect(JSON.stringify(relations)).toBe(before); // the input is never changed
  const of = (a: string, b: string) => relationOf(result.relations, a, b, defaultStatus);
  return { ...result, of, purposes: dice.rolls.map((r) => r.purpose) };
}

const sum = (parts: { value: number }[]) => parts.reduce((s, p) => s + p.value, 0);
const labels = (parts: { label: string }[]) => parts.map((p) => p.label).join(' | ');

describe('relations (VBAM diplomatic states)', () => {
  it('gives a pair without a row the campaign default, in either order', () => {
    expect(relationOf([], 'KLI', 'FED', 'No contact')).toEqual({ a: 'FED', b: 'KLI', status: 'No contact', treaties: [], since: '' });
    expect(relationOf([], 'KLI', 'FED', 'War').status).toBe('War');
    const rows = [rel('FED', 'KLI', 'Hostilities')];
    expect(relationOf(rows, 'KLI', 'FED', 'No contact')).toBe(rows[0]);
  });

  it.each([
    ['No contact', false],
    ['Normal', false],
    ['Hostilities', true],
    ['War', true],
  ] as const)('fleets fight under %s: %s', (status, fight) => {
    expect(hostile(rel('FED', 'KLI', status))).toBe(fight);
  });

  it('only War allows invasion (VBAM Declaration of Hostilities / War)', () => {
    expect(['No contact', 'Normal', 'Hostilities', 'War'].map((st) => mayInvade(rel('FED', 'KLI', st as Status)))).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });

  it.each([
    [[], 'Normal', 'TCMG'],
    [[], 'War', 'TCMG'],
    [['Non-Aggression'], 'Normal', '----'],
    [['Non-Aggression', 'Trade'], 'Normal', 'T---'],
    [['Non-Aggression', 'Peace'], 'Normal', 'TC--'],
    [['Non-Aggression', 'Peace', 'Mutual Defense'], 'Normal', 'TCM-'],
    [['Non-Aggression', 'Peace', 'Mutual Defense', 'Alliance'], 'Normal', 'TCMG'],
  ] as [Treaty[], Status, string][])("entering the other's systems under %j (%s): %s", (treaties, status, open) => {
    const r = rel('FED', 'KLI', status, treaties);
    const got = (['trade', 'civilian', 'military', 'ground'] as const).map((u, i) => (mayEnter(r, u) ? 'TCMG'[i] : '-')).join('');
    expect(got).toBe(open);
  });

  it('reads treaty names as admirals write them', () => {
    expect(parseTreaty('Non-Aggression Pact')).toBe('Non-Aggression');
    expect(parseTreaty('mutual defence treaty')).toBe('Mutual Defense');
    expect(parseTreaty('Treaty of Co-Belligerence')).toBe('Co-Belligerence');
    expect(parseTreaty('armistice')).toBe('Armistice');
    expect(parseTreaty('friendship')).toBeUndefined();
  });
});

describe('contact (VBAM: contact establishes Normal relations)', () => {
  it('turns No contact into Normal, adding a row a < b when there was none', () => {
    const out = contact([], 'KLI', 'FED', NOW);
    expect(out).toEqual([{ a: 'FED', b: 'KLI', status: 'Normal', treaties: [], since: NOW }]);
    const rows = [rel('FED', 'KLI', 'No contact')];
    expect(contact(rows, 'FED', 'KLI', NOW)[0].status).toBe('Normal');
    expect(rows[0].status).toBe('No contact');
  });

  it('leaves pairs already in contact, at war, or an empire with itself unchanged', () => {
    const rows = [rel('FED', 'KLI', 'War'), rel('FED', 'ROM', 'Normal', ['Non-Aggression'])];
    expect(contact(rows, 'FED', 'KLI', NOW)).toBe(rows);
    expect(contact(rows, 'ROM', 'FED', NOW)).toBe(rows);
    expect(contact(rows, 'FED', 'FED', NOW)).toBe(rows);
    expect(contact([], 'FED', 'KLI', NOW, 'War')).toEqual([]); // pure EaW: no row means war
  });

  it('writes a log line for the Diplomacy tab', () => {
    expect(contactEvent(NOW, 'FED', 'KLI')).toMatchObject({ action: 'Contact', outcome: 'In force', chance: '', roll: '' });
  });
});

describe('signing (VBAM: free, no roll, both must sign in the same season)', () => {
  it.each([
    ['Non-Aggression', []],
    ['Peace', ['Non-Aggression']],
    ['Trade', ['Non-Aggression']],
    ['Mutual Defense', ['Non-Aggression', 'Peace']],
    ['Alliance', ['Non-Aggression', 'Peace', 'Mutual Defense']],
  ] as [Treaty, Treaty[]][])('%s with its prerequisites in force', (treaty, have) => {
    const r = run(world(rel('FED', 'KLI', 'Normal', have)), [order('FED', 'Sign', 'KLI', treaty), order('KLI', 'Sign', 'FED', treaty)], []);
    expect(r.of('FED', 'KLI').treaties).toEqual(TREATIES.filter((t) => [...have, treaty].includes(t)));
    expect(r.of('FED', 'KLI').since).toBe(NOW);
    expect(r.outcomes.map((o) => o.status === 'done')).toEqual([true, true]);
    expect(r.events.map((e) => [e.empire, e.action, e.treaty, e.outcome])).toEqual([
      ['FED', 'Sign', treaty, 'Signed'],
      ['KLI', 'Sign', treaty, 'Signed'],
    ]);
  });

  it.each([
    ['Peace', [], 'needs Non-Aggression'],
    ['Trade', [], 'needs Non-Aggression'],
    ['Mutual Defense', ['Non-Aggression'], 'needs Peace'],
    ['Alliance', ['Non-Aggression', 'Peace'], 'needs Mutual Defense'],
    ['Co-Belligerence', [], 'needs Non-Aggression'],
  ] as [Treaty, Treaty[], string][])('%s is refused without its prerequisite', (treaty, have, reason) => {
    const start = world(rel('FED', 'KLI', 'Normal', have));
    const r = run(start, [order('FED', 'Sign', 'KLI', treaty), order('KLI', 'Sign', 'FED', treaty)], []);
    expect(r.relations).toEqual(start);
    expect(r.outcomes.every((o) => o.status !== 'done' && o.text.includes(reason))).toBe(true);
    expect(r.events.every((e) => e.outcome === 'Rejected')).toBe(true);
  });

  it('Co-Belligerence needs Non-Aggression and an enemy both are at war or hostilities with', () => {
    const sign = [order('FED', 'Sign', 'KZI', 'Co-Belligerence'), order('KZI', 'Sign', 'FED', 'Co-Belligerence')];
    const lone = run(world(rel('FED', 'KZI', 'Normal', ['Non-Aggression']), rel('FED', 'KLI', 'War')), sign, []);
    expect(lone.outcomes[0].text).toContain('shared');
    const shared = run(
      world(rel('FED', 'KZI', 'Normal', ['Non-Aggression']), rel('FED', 'KLI', 'War'), rel('KLI', 'KZI', 'Hostilities')),
      sign,
      [],
    );
    expect(shared.of('FED', 'KZI').treaties).toEqual(['Non-Aggression', 'Co-Belligerence']);
  });

  it('a signature the other side does not give is Waiting and lapses; both admirals are told', () => {
    const start = world();
    const r = run(start, [order('FED', 'Sign', 'KLI', 'Non-Aggression')], []);
    expect(r.relations).toEqual(start);
    expect(r.outcomes[0]).toMatchObject({ status: 'lost', waiting: true });
    expect(r.outcomes[0].text).toContain('lapses');
    expect(r.events[0]).toMatchObject({ outcome: 'Waiting', treaty: 'Non-Aggression' });
    expect(r.notices[0].to).toEqual(['FED', 'KLI']);
  });

  it('both must sign the same treaty', () => {
    const r = run(world(), [order('FED', 'Sign', 'KLI', 'Non-Aggression'), order('KLI', 'Sign', 'FED', 'Trade')], []);
    expect(r.of('FED', 'KLI').treaties).toEqual([]);
    expect(r.outcomes.map((o) => o.status === 'done')).toEqual([false, false]);
  });

  it('signs a prerequisite and what rests on it in one season, whatever the row order', () => {
    const r = run(
      world(),
      [
        order('FED', 'Sign', 'KLI', 'Peace'),
        order('KLI', 'Sign', 'FED', 'Peace'),
        order('FED', 'Sign', 'KLI', 'NA'),
        order('KLI', 'Sign', 'FED', 'NA'),
      ],
      [],
    );
    expect(r.of('FED', 'KLI').treaties).toEqual(['Non-Aggression', 'Peace']);
  });

  it('refuses a treaty already in force, with no contact, or while at war', () => {
    const r = run(
      world(rel('FED', 'KLI', 'Normal', ['Non-Aggression']), rel('FED', 'ROM', 'No contact'), rel('FED', 'KZI', 'War')),
      [
        order('FED', 'Sign', 'KLI', 'Non-Aggression'),
        order('KLI', 'Sign', 'FED', 'Non-Aggression'),
        order('FED', 'Sign', 'ROM', 'Non-Aggression'),
        order('ROM', 'Sign', 'FED', 'Non-Aggression'),
        order('FED', 'Sign', 'KZI', 'Non-Aggression'),
        order('KZI', 'Sign', 'FED', 'Non-Aggression'),
      ],
      [],
    );
    expect(r.outcomes.map((o) => o.text)).toEqual([
      expect.stringContaining('already in force'),
      expect.stringContaining('already in force'),
      expect.stringContaining('no contact'),
      expect.stringContaining('no contact'),
      expect.stringContaining('armistice must come first'),
      expect.stringContaining('armistice must come first'),
    ]);
  });
});

describe('alliances (VBAM Alliance Treaty)', () => {
  const md: Treaty[] = ['Non-Aggression', 'Peace', 'Mutual Defense'];
  const allied: Treaty[] = [...md, 'Alliance'];

  it("a new member needs Mutual Defense with every member and every member's signature", () => {
    const start = world(rel('KLI', 'ROM', 'Normal', allied), rel('GOR', 'KLI', 'Normal', md), rel('GOR', 'ROM', 'Normal', md));
    const all = [
      order('GOR', 'Sign', 'KLI', 'Alliance'),
      order('KLI', 'Sign', 'GOR', 'Alliance'),
      order('GOR', 'Sign', 'ROM', 'Alliance'),
      order('ROM', 'Sign', 'GOR', 'Alliance'),
    ];
    const joined = run(start, all, []);
    expect(joined.of('GOR', 'KLI').treaties).toContain('Alliance');
    expect(joined.of('GOR', 'ROM').treaties).toContain('Alliance');
    expect(joined.outcomes.every((o) => o.status === 'done')).toBe(true);

    const noRom = run(start, all.slice(0, 3), []);
    expect(noRom.relations).toEqual(start);
    expect(noRom.outcomes.map((o) => o.status === 'done')).toEqual([false, false, false]);
    expect(noRom.outcomes[0].text).toContain('ROM and GOR have not both signed');
    expect(noRom.events.every((e) => e.outcome === 'Waiting')).toBe(true);
  });

  it('refuses a newcomer without Mutual Defense with every member', () => {
    const start = world(
      rel('KLI', 'ROM', 'Normal', allied),
      rel('GOR', 'KLI', 'Normal', md),
      rel('GOR', 'ROM', 'Normal', ['Non-Aggression', 'Peace']),
    );
    const r = run(
      start,
      [
        order('GOR', 'Sign', 'KLI', 'Alliance'),
        order('KLI', 'Sign', 'GOR', 'Alliance'),
        order('GOR', 'Sign', 'ROM', 'Alliance'),
        order('ROM', 'Sign', 'GOR', 'Alliance'),
      ],
      [],
    );
    expect(r.relations).toEqual(start);
    expect(r.outcomes.every((o) => o.status !== 'done')).toBe(true);
  });

  it('one alliance per empire: a member of another alliance cannot join', () => {
    const start = world(
      rel('KLI', 'ROM', 'Normal', allied),
      rel('GOR', 'THO', 'Normal', allied),
      rel('KLI', 'THO', 'Normal', md),
      rel('ROM', 'THO', 'Normal', md),
      rel('GOR', 'KLI', 'Normal', md),
      rel('GOR', 'ROM', 'Normal', md),
    );
    const r = run(
      start,
      [
        order('THO', 'Sign', 'KLI', 'Alliance'),
        order('KLI', 'Sign', 'THO', 'Alliance'),
        order('THO', 'Sign', 'ROM', 'Alliance'),
        order('ROM', 'Sign', 'THO', 'Alliance'),
      ],
      [],
    );
    expect(r.relations).toEqual(start);
    expect(r.outcomes[0].text).toContain('one alliance at a time');
  });

  it('withdrawing from the alliance ends it with every member and leaves Mutual Defense', () => {
    const start = world(rel('KLI', 'ROM', 'Normal', allied), rel('GOR', 'KLI', 'Normal', allied), rel('GOR', 'ROM', 'Normal', allied));
    // An encounter ROM generated last season gives +40: -20 + 40 = 20.
    const r = run(start, [order('KLI', 'Break', 'ROM', 'Alliance')], [20], [encounterEvent(LAST, 'ROM', 'KLI')]);
    expect(r.of('KLI', 'ROM').treaties).toEqual(md);
    expect(r.of('GOR', 'KLI').treaties).toEqual(md);
    expect(r.of('GOR', 'ROM').treaties).toEqual(allied);
    expect(r.events.map((e) => [e.target, e.outcome, e.roll])).toEqual([
      ['ROM', 'Broken', 20],
      ['GOR', 'Broken', ''],
    ]);
  });
});

describe('breaking a treaty (VBAM: D100 at or under the number in parentheses plus modifiers)', () => {
  it.each([
    ['Non-Aggression', ['Non-Aggression'], 60],
    ['Trade', ['Non-Aggression', 'Trade'], 50],
    ['Peace', ['Non-Aggression', 'Peace'], 10],
    ['Mutual Defense', ['Non-Aggression', 'Peace', 'Mutual Defense'], 40],
    ['Co-Belligerence', ['Non-Aggression', 'Co-Belligerence'], 20],
    ['Alliance', ['Non-Aggression', 'Peace', 'Mutual Defense', 'Alliance'], -20],
  ] as [Treaty, Treaty[], number][])('%s with %j in force', (treaty, have, base) => {
    const c = breakChance(world(rel('FED', 'KLI', 'Normal', have)), [], 'FED', 'KLI', treaty, NOW, 'No contact', SEASON_CALENDAR);
    expect(BREAK_BASE[treaty]).toBe(base);
    expect(c.impossible).toBeUndefined();
    expect(c.parts).toEqual([{ label: `Break ${treaty} (base)`, value: base }]);
    expect(c.percent).toBe(Math.max(0, base));
  });

  it('seed example: Mutual Defense breaks on 40 or less and Peace stays in force', () => {
    const start = world(rel('FED', 'KLI', 'Normal', ['Non-Aggression', 'Peace', 'Mutual Defense']));
    const ok = run(start, [order('FED', 'Break', 'KLI', 'Mutual Defense')], [40]);
    expect(ok.of('FED', 'KLI')).toMatchObject({ status: 'Normal', treaties: ['Non-Aggression', 'Peace'] });
    expect(ok.events[0]).toMatchObject({ action: 'Break', outcome: 'Broken', chance: 40, roll: 40 });
    expect(ok.notices[0].to).toEqual(['FED', 'KLI']);
    const no = run(start, [order('FED', 'Break', 'KLI', 'Mutual Defense')], [41]);
    expect(no.relations).toEqual(start);
    expect(no.events[0]).toMatchObject({ outcome: 'Failed', chance: 40, roll: 41 });
    expect(no.notices[0].to).toEqual(['FED']); // a failed attempt stays secret
    expect(no.purposes).toEqual(['FED breaks Mutual Defense with KLI (VBAM diplomacy, needs 40 or less on D100)']);
  });

  it.each([
    ['Non-Aggression', ['Non-Aggression', 'Peace'], 'Peace'],
    ['Non-Aggression', ['Non-Aggression', 'Trade'], 'Trade'],
    ['Non-Aggression', ['Non-Aggression', 'Co-Belligerence'], 'Co-Belligerence'],
    ['Peace', ['Non-Aggression', 'Peace', 'Mutual Defense'], 'Mutual Defense'],
    ['Mutual Defense', ['Non-Aggression', 'Peace', 'Mutual Defense', 'Alliance'], 'Alliance'],
  ] as [Treaty, Treaty[], string][])('%s cannot be broken while %j stands on it', (treaty, have, dependent) => {
    const start = world(rel('FED', 'KLI', 'Normal', have));
    const r = run(start, [order('FED', 'Break', 'KLI', treaty)], []);
    expect(r.relations).toEqual(start);
    expect(r.outcomes[0].text).toContain(`while ${dependent} rests on it`);
  });

  it('penalties of the treaty broken and of what it rests on do not apply; others do', () => {
    const all: Treaty[] = ['Non-Aggression', 'Peace', 'Trade', 'Mutual Defense'];
    const md = breakChance(world(rel('FED', 'KLI', 'Normal', all)), [], 'FED', 'KLI', 'Mutual Defense', NOW, 'No contact', SEASON_CALENDAR);
    expect(md.parts.map((p) => p.value)).toEqual([40, -10]); // Trade still weighs
    const trade = breakChance(world(rel('FED', 'KLI', 'Normal', all)), [], 'FED', 'KLI', 'Trade', NOW, 'No contact', SEASON_CALENDAR);
    expect(trade.parts.map((p) => p.value)).toEqual([50, -60]); // the highest penalty left: Mutual Defense
    expect(trade.percent).toBe(0);
  });

  it('an ally cannot break Trade: the Alliance penalty makes it impossible', () => {
    const c = breakChance(
      world(rel('FED', 'KLI', 'Normal', ['Non-Aggression', 'Peace', 'Trade', 'Mutual Defense', 'Alliance'])),
      [],
      'FED',
      'KLI',
      'Trade',
      NOW,
      'No contact',
      SEASON_CALENDAR,
    );
    expect(c.impossible).toMatchObject({ code: 'allies' });
    expect(refusalText(c.impossible!)).toContain('allies');
  });
});

describe('declaring (VBAM: Hostilities 20, War -20, plus the sidebar)', () => {
  it('seed example: hostilities with no modifiers succeed on 20 or less; both are then at Hostilities', () => {
    const r = run(world(), [order('FED', 'Declare hostilities', 'KLI')], [20]);
    expect(r.of('FED', 'KLI').status).toBe('Hostilities');
    expect(r.events[0]).toMatchObject({ action: 'Declare hostilities', treaty: 'Hostilities', outcome: 'Declared', chance: 20, roll: 20 });
    expect(r.notices[0].to.sort()).toEqual([...EMPIRES].sort()); // public to everyone in contact
    expect(run(world(), [order('FED', 'Declare hostilities', 'KLI')], [21]).of('FED', 'KLI').status).toBe('Normal');
  });

  it('war has a base of -20: no roll can succeed without bonuses', () => {
    const c = declareChance(world(), [], 'FED', 'KLI', NOW, 'war', 'No contact', SEASON_CALENDAR);
    expect(c).toEqual({ percent: 0, parts: [{ label: 'Declaration of War (base)', value: -20 }] });
    expect(run(world(), [order('FED', 'Declare war', 'KLI')], [1]).of('FED', 'KLI').status).toBe('Normal');
  });

  it('a successful declaration ends every treaty between the two', () => {
    const start = world(rel('FED', 'KLI', 'Normal', ['Non-Aggression', 'Trade']));
    // NA -20 (the highest penalty; Trade -10 does not add), encounter last season +40: 20 - 20 + 40 = 40.
    const r = run(start, [order('FED', 'Declare hostilities', 'KLI')], [40], [encounterEvent(LAST, 'KLI', 'FED')]);
    expect(r.events[0]).toMatchObject({ chance: 40, outcome: 'Declared' });
    expect(r.of('FED', 'KLI')).toMatchObject({ status: 'Hostilities', treaties: [] });
    expect(r.events[0].note).toContain('ended Non-Aggression, Trade');
  });

  it.each([
    ['hostilities', 'Hostilities', 'already at Hostilities'],
    ['hostilities', 'War', 'already at War'],
    ['war', 'War', 'already at War'],
    ['war', 'No contact', 'no contact'],
  ] as const)('declaring %s at %s is impossible', (kind, status, reason) => {
    expect(
      refusalText(declareChance([rel('FED', 'KLI', status)], [], 'FED', 'KLI', NOW, kind, 'No contact', SEASON_CALENDAR).impossible!),
    ).toContain(reason);
  });

  it('war may follow hostilities, with +25 for the declaration in force', () => {
    const c = declareChance([rel('FED', 'KLI', 'Hostilities')], [], 'FED', 'KLI', NOW, 'war', 'No contact', SEASON_CALENDAR);
    expect(c.percent).toBe(5);
    const r = run(world(rel('FED', 'KLI', 'Hostilities')), [order('FED', 'Declare war', 'KLI')], [5]);
    expect(r.of('FED', 'KLI').status).toBe('War');
  });

  it('declaring on an ally is impossible', () => {
    const start = world(rel('FED', 'KLI', 'Normal', ['Non-Aggression', 'Peace', 'Mutual Defense', 'Alliance']));
    const r = run(start, [order('FED', 'Declare war', 'KLI')], []);
    expect(r.relations).toEqual(start);
    expect(r.outcomes[0].text).toContain('impossible');
  });
});

describe('the modifiers sidebar (VBAM)', () => {
  const war = (rows: Relation[], events: Event[], season = NOW) =>
    declareChance(world(...rows), events, 'FED', 'KLI', season, 'hostilities', 'No contact', SEASON_CALENDAR);

  it.each([
    ['an encounter KLI generated against you', [], [encounterEvent(LAST, 'KLI', 'FED')], 40],
    [
      'KLI declared war on your Mutual Defense partner',
      [rel('FED', 'ROM', 'Normal', ['Non-Aggression', 'Peace', 'Mutual Defense'])],
      [ev(LAST, 'KLI', 'ROM', 'Declare war', 'Declared', 'War')],
      30,
    ],
    ['KLI broke a treaty with you', [], [ev(LAST, 'KLI', 'FED', 'Break', 'Broken', 'Trade')], 10],
    [
      'KLI declared hostilities on your Peace partner',
      [rel('FED', 'ROM', 'Normal', ['Non-Aggression', 'Peace'])],
      [ev(LAST, 'KLI', 'ROM', 'Declare hostilities', 'Declared', 'Hostilities')],
      10,
    ],
    ['you broke a treaty with KLI', [], [ev(LAST, 'FED', 'KLI', 'Break', 'Broken', 'Trade')], 5],
    ['your last attempt failed', [], [ev(LAST, 'FED', 'KLI', 'Declare war', 'Failed', 'War')], -25],
    ['Trade in force', [rel('FED', 'KLI', 'Normal', ['Non-Aggression', 'Trade'])], [], -20], // NA -20 is the higher penalty
    ['Non-Aggression in force', [rel('FED', 'KLI', 'Normal', ['Non-Aggression'])], [], -20],
    ['Peace in force', [rel('FED', 'KLI', 'Normal', ['Non-Aggression', 'Peace'])], [], -40],
    ['Mutual Defense in force', [rel('FED', 'KLI', 'Normal', ['Non-Aggression', 'Peace', 'Mutual Defense'])], [], -60],
  ] as [string, Relation[], Event[], number][])('%s', (_, rows, events, value) => {
    const c = war(rows, events);
    expect(c.parts.length).toBe(2);
    expect(c.parts[1].value).toBe(value);
    expect(c.percent).toBe(Math.max(0, 20 + value));
  });

  it("Trade's own penalty is -10; Non-Aggression cannot be broken while Trade rests on it", () => {
    const c = breakChance(
      world(rel('FED', 'KLI', 'Normal', ['Non-Aggression', 'Trade'])),
      [],
      'FED',
      'KLI',
      'Non-Aggression',
      NOW,
      'No contact',
      SEASON_CALENDAR,
    );
    expect(c.impossible).toMatchObject({ code: 'treaty-rests-on', treaty: 'Non-Aggression', dependents: ['Trade'] });
    expect(refusalText(c.impossible!)).toContain('Trade rests on it');
    const onlyTrade = declareChance(
      [rel('FED', 'KLI', 'Normal', ['Trade'])],
      [],
      'FED',
      'KLI',
      NOW,
      'hostilities',
      'No contact',
      SEASON_CALENDAR,
    );
    expect(onlyTrade.parts[1]).toMatchObject({ value: -10 });
  });

  it('per treaty: two treaties broken last season count twice', () => {
    const c = war([], [ev(LAST, 'KLI', 'FED', 'Break', 'Broken', 'Trade'), ev(LAST, 'KLI', 'FED', 'Break', 'Broken', 'Peace')]);
    expect(c.percent).toBe(40);
  });

  it('non-cumulative: only the highest bonus and the highest penalty count, and both apply', () => {
    const rows = [
      rel('FED', 'KLI', 'Normal', ['Non-Aggression', 'Trade', 'Peace']),
      rel('FED', 'ROM', 'Normal', ['Non-Aggression', 'Peace', 'Mutual Defense']),
    ];
    const c = war(rows, [ev(LAST, 'KLI', 'ROM', 'Declare war', 'Declared', 'War')]);
    // +30 (war on an MD partner) beats +10 (declared on a Peace partner); -40 (Peace) beats -20 and -10.
    expect(c.parts.map((p) => p.value)).toEqual([20, 30, -40]);
    expect(c.percent).toBe(10);
  });

  it('the Mutual Defense bonus beats hostilities in force (+30 over +25) when declaring war', () => {
    const c = declareChance(
      world(rel('FED', 'KLI', 'Hostilities'), rel('FED', 'ROM', 'Normal', ['Non-Aggression', 'Peace', 'Mutual Defense'])),
      [ev(LAST, 'KLI', 'ROM', 'Declare war', 'Declared', 'War')],
      'FED',
      'KLI',
      NOW,
      'war',
      'No contact',
      SEASON_CALENDAR,
    );
    expect(c.parts.map((p) => p.value)).toEqual([-20, 30]);
  });

  it('cumulative modifiers all add up', () => {
    const c = war(
      [],
      [
        encounterEvent(LAST, 'KLI', 'FED'),
        ev(LAST, 'KLI', 'FED', 'Break', 'Broken', 'Trade'),
        ev(LAST, 'FED', 'KLI', 'Break', 'Broken', 'Peace'),
      ],
    );
    expect(sum(c.parts)).toBe(20 + 40 + 10 + 5);
    expect(c.percent).toBe(75);
  });

  it.each([
    ['Y165 Summer', 40, 10, 5],
    ['Y165 Spring', 30, 0, 0],
    ['Y164 Winter', 20, 0, 0],
    ['Y164 Fall', 10, 0, 0],
    ['Y164 Summer', 0, 0, 0],
  ])('starred modifiers decay 10 a season: an event of %s counts %i / %i / %i in Y165 Fall', (season, encounter, broke, mine) => {
    const pick = (events: Event[]) => sum(war([], events).parts) - 20;
    expect(pick([encounterEvent(season, 'KLI', 'FED')])).toBe(encounter);
    expect(pick([ev(season, 'KLI', 'FED', 'Break', 'Broken', 'Trade')])).toBe(broke);
    expect(pick([ev(season, 'FED', 'KLI', 'Break', 'Broken', 'Trade')])).toBe(mine);
  });

  it('only the freshest encounter counts', () => {
    expect(war([], [encounterEvent('Y165 Spring', 'KLI', 'FED'), encounterEvent(LAST, 'KLI', 'FED')]).percent).toBe(60);
  });

  it('events of this season count only from the next', () => {
    expect(war([], [encounterEvent(NOW, 'KLI', 'FED')]).percent).toBe(20);
    expect(war([], [encounterEvent(NOW, 'KLI', 'FED')], 'Y165 Winter').percent).toBe(60);
  });

  it('the last failed attempt counts until a later attempt succeeds; non-starred modifiers do not decay', () => {
    expect(war([], [ev('Y160 Spring', 'FED', 'KLI', 'Break', 'Failed', 'Trade')]).percent).toBe(0);
    expect(
      war([], [ev('Y160 Spring', 'FED', 'KLI', 'Break', 'Failed', 'Trade'), ev('Y161 Spring', 'FED', 'KLI', 'Break', 'Broken', 'Trade')])
        .percent,
    ).toBe(20);
    expect(war([], [ev(LAST, 'FED', 'ROM', 'Declare war', 'Failed', 'War')]).percent).toBe(20); // against someone else
  });

  it('only what happened since the last diplomatic action that took effect between the two counts', () => {
    const grievances = [encounterEvent(LAST, 'KLI', 'FED'), ev(LAST, 'FED', 'KLI', 'Declare war', 'Failed', 'War')];
    expect(war([], grievances).percent).toBe(35);
    expect(war([], [...grievances, ev(LAST, 'KLI', 'FED', 'Armistice', 'Signed', 'Armistice')]).percent).toBe(20);
    expect(war([], [...grievances, ev(LAST, 'FED', 'KLI', 'Sign', 'Signed', 'Trade')]).percent).toBe(20);
    expect(war([], [...grievances, ev(LAST, 'FED', 'KLI', 'Sign', 'Waiting', 'Trade')]).percent).toBe(35); // an unanswered signature is no action
  });

  it('lists each part with a readable label', () => {
    const c = war([rel('FED', 'KLI', 'Normal', ['Non-Aggression'])], [encounterEvent(LAST, 'KLI', 'FED')]);
    expect(labels(c.parts)).toBe(
      'Declaration of Hostilities (base) | KLI generated an encounter against your ships, Y165 Summer (decays 10 a season) | Non-Aggression treaty with KLI',
    );
  });
});

describe('alliance cascade and duty (VBAM Alliance Treaty)', () => {
  const allied: Treaty[] = ['Non-Aggression', 'Peace', 'Mutual Defense', 'Alliance'];

  it('declaring on one member declares on every member, with one roll', () => {
    const start = world(rel('KLI', 'ROM', 'Normal', allied), rel('FED', 'ROM', 'Normal', ['Non-Aggression']));
    const r = run(start, [order('FED', 'Declare hostilities', 'KLI')], [20]);
    expect(r.of('FED', 'KLI').status).toBe('Hostilities');
    expect(r.of('FED', 'ROM')).toMatchObject({ status: 'Hostilities', treaties: [] });
    expect(r.events.map((e) => [e.target, e.outcome, e.roll])).toEqual([
      ['KLI', 'Declared', 20],
      ['ROM', 'Declared', ''],
    ]);
    expect(r.outcomes[0].text).toContain('with KLI, ROM');
  });

  it('members of an ally at war attempt war themselves each season (no roll when ordered or seeking an armistice)', () => {
    const start = world(rel('KLI', 'ROM', 'Normal', allied), rel('FED', 'KLI', 'War'));
    // ROM has no modifiers: -20, the roll fails; FED's encounter on ROM last season gives +40 = 20.
    const plain = run(start, [], [1]);
    expect(plain.purposes).toEqual([
      'ROM declares war on FED (alliance duty: an ally is at war with them) (VBAM diplomacy, needs 0 or less on D100)',
    ]);
    expect(plain.events[0]).toMatchObject({ empire: 'ROM', target: 'FED', outcome: 'Failed' });
    const goes = run(start, [], [20], [encounterEvent(LAST, 'FED', 'ROM')]);
    expect(goes.of('FED', 'ROM').status).toBe('War');
    expect(run(start, [order('ROM', 'Declare war', 'FED')], [5]).purposes).toHaveLength(1);
    expect(run(start, [order('ROM', 'Armistice', 'FED')], []).purposes).toHaveLength(0);
  });
});

describe('armistice (VBAM Armistice Treaty: no roll, every party signs)', () => {
  it('seed example: needs no roll, but both must sign', () => {
    const start = world(rel('FED', 'KLI', 'Hostilities'));
    const both = run(start, [order('FED', 'Armistice', 'KLI'), order('KLI', 'Sign', 'FED', 'Armistice')], []);
    expect(both.of('FED', 'KLI')).toMatchObject({ status: 'Normal', since: NOW });
    expect(both.events.map((e) => [e.empire, e.outcome])).toEqual([
      ['FED', 'Signed'],
      ['KLI', 'Signed'],
    ]);
    const one = run(start, [order('FED', 'Armistice', 'KLI')], []);
    expect(one.relations).toEqual(start);
    expect(one.events[0].outcome).toBe('Waiting');
  });

  it('needs Hostilities or War', () => {
    const r = run(world(), [order('FED', 'Armistice', 'KLI'), order('KLI', 'Armistice', 'FED')], []);
    expect(r.outcomes[0].text).toContain('needs Hostilities or War');
  });

  it('every ally must agree; an ally not at war agrees too', () => {
    const start = world(rel('KLI', 'ROM', 'Normal', ['Non-Aggression', 'Peace', 'Mutual Defense', 'Alliance']), rel('FED', 'KLI', 'War'));
    const pair = [order('FED', 'Armistice', 'KLI'), order('KLI', 'Armistice', 'FED')];
    const noRom = run(start, pair, [1]); // ROM's duty roll
    expect(noRom.of('FED', 'KLI').status).toBe('War');
    expect(noRom.outcomes[0].text).toContain('waiting for ROM (with FED)');
    const withRom = run(start, [...pair, order('ROM', 'Armistice', 'FED')], []);
    expect(withRom.of('FED', 'KLI').status).toBe('Normal');
    expect(withRom.outcomes[2]).toMatchObject({ status: 'done' });
    expect(withRom.outcomes[2].text).toContain('as an ally');
  });

  it('allies at war together make peace together', () => {
    const start = world(
      rel('KLI', 'ROM', 'Normal', ['Non-Aggression', 'Peace', 'Mutual Defense', 'Alliance']),
      rel('FED', 'KLI', 'War'),
      rel('FED', 'ROM', 'War'),
    );
    const r = run(
      start,
      [
        order('FED', 'Armistice', 'KLI'),
        order('FED', 'Armistice', 'ROM'),
        order('KLI', 'Armistice', 'FED'),
        order('ROM', 'Armistice', 'FED'),
      ],
      [],
    );
    expect([r.of('FED', 'KLI').status, r.of('FED', 'ROM').status]).toEqual(['Normal', 'Normal']);
    expect(r.outcomes.every((o) => o.status === 'done')).toBe(true);
  });

  it('an armistice and a treaty in one season: relations are Normal before signing', () => {
    const r = run(
      world(rel('FED', 'KLI', 'War')),
      [
        order('FED', 'Armistice', 'KLI'),
        order('KLI', 'Armistice', 'FED'),
        order('FED', 'Sign', 'KLI', 'Non-Aggression'),
        order('KLI', 'Sign', 'FED', 'Non-Aggression'),
      ],
      [],
    );
    expect(r.of('FED', 'KLI')).toMatchObject({ status: 'Normal', treaties: ['Non-Aggression'] });
  });

  it('works in a pure EaW campaign where every pair without a row is at war', () => {
    const r = run([], [order('FED', 'Armistice', 'KLI'), order('KLI', 'Armistice', 'FED')], [], [], NOW, 'War');
    expect(r.relations).toEqual([{ a: 'FED', b: 'KLI', status: 'Normal', treaties: [], since: NOW }]);
  });
});

describe('orders refused (relations unchanged, no roll)', () => {
  const start = world(rel('FED', 'KLI', 'Normal', ['Non-Aggression']), rel('FED', 'KZI', 'No contact'));
  it.each([
    ['itself', order('FED', 'Sign', 'FED', 'Peace'), 'itself', 'with-itself'],
    ['an unknown target', order('FED', 'Sign', 'ORI', 'Peace'), '"ORI" is not an empire', 'not-an-empire'],
    ['an unknown empire', order('ORI', 'Declare war', 'FED'), '"ORI" is not an empire', 'not-an-empire'],
    ['no target', order('FED', 'Declare war', ''), 'no target', 'no-target-empire'],
    ['no treaty named', order('FED', 'Sign', 'KLI'), 'name the treaty', 'name-the-treaty'],
    ['an unknown treaty', order('FED', 'Sign', 'KLI', 'Friendship'), 'unknown treaty "Friendship"', 'unknown-treaty'],
    ['a treaty not in force', order('FED', 'Break', 'KLI', 'Peace'), 'no Peace treaty is in force', 'treaty-not-in-force'],
    ['breaking an armistice', order('FED', 'Break', 'KLI', 'Armistice'), 'not a standing treaty', 'armistice-not-standing'],
    ['declaring without contact', order('FED', 'Declare war', 'KZI'), 'no contact', 'no-contact'],
    ['an unknown action', order('FED', 'Embargo' as DiplomaticOrder['action'], 'KLI'), 'unknown action', 'unknown-action'],
  ])('%s', (_, o, reason, code) => {
    const r = run(start, [o], []);
    expect(r.relations).toEqual(start);
    expect(r.outcomes).toEqual([
      {
        row: o.row,
        empire: expect.any(String),
        status: 'refused',
        refusal: expect.objectContaining({ code }),
        text: expect.stringContaining(reason),
      },
    ]);
    expect(r.outcomes[0].text).toContain('rejected');
  });

  it('contradictory orders against one empire are all refused', () => {
    const sd = run(
      start,
      [order('FED', 'Sign', 'KLI', 'Peace'), order('FED', 'Declare war', 'KLI'), order('KLI', 'Sign', 'FED', 'Peace')],
      [],
    );
    expect(sd.outcomes.map((o) => o.status === 'done')).toEqual([false, false, false]);
    expect(sd.outcomes[0].text).toContain('contradictory');
    expect(sd.outcomes[2].text).toContain('did not sign'); // KLI's signature waits for nobody
    const two = run(start, [order('FED', 'Declare hostilities', 'KLI'), order('FED', 'Declare war', 'KLI')], []);
    expect(two.outcomes.every((o) => o.text.includes('contradictory: both hostilities and war'))).toBe(true);
    const sb = run(start, [order('FED', 'Sign', 'KLI', 'Trade'), order('FED', 'Break', 'KLI', 'Non-Aggression')], []);
    expect(sb.outcomes.every((o) => o.text.includes('contradictory'))).toBe(true);
    const ad = run(world(rel('FED', 'KLI', 'Hostilities')), [order('FED', 'Armistice', 'KLI'), order('FED', 'Declare war', 'KLI')], []);
    expect(ad.outcomes.every((o) => o.text.includes('contradictory'))).toBe(true);
  });

  it('a repeated order runs once', () => {
    const first = order('FED', 'Declare hostilities', 'KLI');
    const r = run(world(), [first, order('FED', 'Declare hostilities', 'KLI')], [50]);
    expect(r.outcomes[1].text).toContain(`repeats row ${first.row}`);
  });

  it('a break may come before a declaration in the same season, and is resolved first', () => {
    const r = run(
      world(rel('FED', 'KLI', 'Normal', ['Non-Aggression', 'Trade'])),
      [order('FED', 'Declare hostilities', 'KLI'), order('FED', 'Break', 'KLI', 'Trade')],
      [10, 1],
    );
    expect(r.purposes.map((p) => p.split(' (')[0])).toEqual(['FED breaks Trade with KLI', 'FED declares hostilities on KLI']);
    // Trade is gone when the declaration rolls: only Non-Aggression -20 is left; this season's break gives no +5 yet.
    expect(r.events[1]).toMatchObject({ chance: 0 });
  });

  it('rejections are logged but never count as attempts', () => {
    const r = run(start, [order('FED', 'Break', 'KLI', 'Peace')], []);
    expect(r.events).toEqual([expect.objectContaining({ outcome: 'Rejected', treaty: 'Peace' })]);
    expect(declareChance(start, r.events, 'FED', 'KLI', 'Y165 Winter', 'hostilities', 'No contact', SEASON_CALENDAR).percent).toBe(0); // NA -20 only
  });
});

describe('determinism', () => {
  it('the same seed gives the same season', () => {
    const start = world(rel('FED', 'KLI', 'Normal', ['Non-Aggression', 'Peace', 'Mutual Defense']));
    const orders = [
      order('FED', 'Break', 'KLI', 'Mutual Defense'),
      order('ROM', 'Declare hostilities', 'KZI'),
      order('GOR', 'Declare hostilities', 'THO'),
    ];
    const once = () => resolveDiplomacy(start, [], orders, EMPIRES, NOW, seededDice('Y165 Fall diplomacy'), 'No contact', SEASON_CALENDAR);
    expect(once()).toEqual(once());
    const dice = seededDice('x');
    resolveDiplomacy(start, [], orders, EMPIRES, NOW, dice, 'No contact', SEASON_CALENDAR);
    expect(dice.rolls.map((r) => [r.dice, r.purpose.split(' (')[0]])).toEqual([
      ['1D100', 'FED breaks Mutual Defense with KLI'],
      ['1D100', 'ROM declares hostilities on KZI'],
      ['1D100', 'GOR declares hostilities on THO'],
    ]);
  });

  it('refuses a season it cannot read', () => {
    expect(() => resolveDiplomacy([], [], [], EMPIRES, 'someday', scriptedDice([]), 'No contact', SEASON_CALENDAR)).toThrow('not a season');
  });

  // Issue 21: the log counts turns by the campaign game's calendar, not EaW's seasons.
  it('counts ages in turns of a 12-turn calendar (VBAM-SFB): an encounter of Turn 11 is +40 in Turn 12, +20 in Y166 Turn 2', () => {
    const vbam = { turns: numberedTurns(12), ticks: { name: 'Tick', count: 1 }, turnWord: 'turn' };
    const encounter = [encounterEvent('Y165 Turn 11', 'KLI', 'FED')];
    const odds = (now: string) => declareChance(world(), encounter, 'FED', 'KLI', now, 'hostilities', 'No contact', vbam).parts;
    expect(odds('Y165 Turn 11').map((p) => p.value)).toEqual([20]); // not yet a turn old
    expect(odds('Y165 Turn 12').map((p) => p.value)).toEqual([20, 40]);
    expect(odds('Y166 Turn 2').map((p) => p.value)).toEqual([20, 20]); // across the year's end: three turns
    // A Setup counts as the year before's last turn: an event of it is a turn old in Turn 1.
    expect(
      declareChance(world(), [encounterEvent('Y166 Setup', 'KLI', 'FED')], 'FED', 'KLI', 'Y166 Turn 1', 'hostilities', 'No contact', vbam)
        .parts[1],
    ).toMatchObject({ value: 40 });
    expect(() => resolveDiplomacy([], [], [], EMPIRES, 'Y165 Fall', scriptedDice([]), 'No contact', vbam)).toThrow(
      'not a turn: "Y165 Fall"',
    );
    expect(resolveDiplomacy([], [], [], EMPIRES, 'Y165 Turn 7', scriptedDice([]), 'No contact', vbam).events).toEqual([]);
  });

  it("says a VBAM campaign's turn, not EaW's season, when a signature lapses or orders clash (VBAM Treaties)", () => {
    const orders = [
      order('FED', 'Sign', 'KLI', 'Non-Aggression'),
      order('ROM', 'Declare hostilities', 'KZI'),
      order('ROM', 'Declare war', 'KZI'),
    ];
    const texts = (cal: Calendar) =>
      resolveDiplomacy(world(), [], orders, EMPIRES, `Y165 ${cal.turns[1]}`, scriptedDice([]), 'No contact', cal).outcomes.map(
        (o) => o.text,
      );
    const vbam = { turns: numberedTurns(12), ticks: { name: 'Tick', count: 1 }, turnWord: 'turn' };
    expect(texts(vbam)).toEqual([
      'Sign Non-Aggression with KLI: KLI did not sign Non-Aggression this turn; the signature lapses at the end of the turn',
      'Declare hostilities on KZI: rejected: contradictory: both hostilities and war declared on KZI in one turn',
      'Declare war on KZI: rejected: contradictory: both hostilities and war declared on KZI in one turn',
    ]);
    // EaW keeps its seasons.
    expect(texts(SEASON_CALENDAR).join(' ')).not.toContain('turn');
    expect(texts(SEASON_CALENDAR)[0]).toContain('this season; the signature lapses at the end of the season');
  });
});
