// The calendar as a value (issue 21): each game's turns a year and ticks a turn give its stamps, which
// read back to the same moment, its next turn and its year's end.
import {
  Calendar,
  idStampOf,
  isYearEnd,
  nextTick,
  nextTurn,
  parseMoment,
  parseStamp,
  SEASON_CALENDAR,
  stamp,
  stampOf,
  turnNumber,
} from '../../src/engine/core/calendar';
import { GAMES } from '../../src/engine/games';
import { EMPIRES_AT_WAR } from '../../src/engine/games/eaw';
import { World } from '../../src/engine/core/world';
import { seededDice } from '../../src/engine/core/dice';
import { parseCampaign } from '../../src/sheets/tabs/load';
import { csvSources } from '../../src/sheets/tabs/template';
import { sampleTexts } from '../support/sample';

const calendarOf = (name: string): Calendar => GAMES.find((g) => g.name === name)!.calendar;
const [VBAM, STALEY, GC] = ['VBAM-SFB', 'Staley', 'Galactic Conquest'].map(calendarOf);

/** Every moment of one year of a calendar, each turn and each of its ticks. */
function year(cal: Calendar, y: number) {
  return cal.turns.flatMap((turn) => [
    { year: y, turn },
    ...(cal.ticks.count > 1 ? Array.from({ length: cal.ticks.count }, (_, i) => ({ year: y, turn, tick: i + 1 })) : []),
  ]);
}

describe('Empires at War: four seasons (EaW 2.0)', () => {
  it('is the game\'s calendar, and its stamps are as they always were: "Y165 Spring"', () => {
    expect(EMPIRES_AT_WAR.calendar).toBe(SEASON_CALENDAR);
    expect(SEASON_CALENDAR.turns).toEqual(['Spring', 'Summer', 'Fall', 'Winter']);
    for (const season of ['Spring', 'Summer', 'Fall', 'Winter'] as const)
      expect(stampOf(SEASON_CALENDAR, { year: 165, turn: season })).toBe(stamp(165, season));
    expect(idStampOf(SEASON_CALENDAR, { year: 165, turn: 'Summer' })).toBe('Y165-Summer');
  });

  it('reads its stamps back, battle ids and "autumn" included', () => {
    expect(parseMoment(SEASON_CALENDAR, 'Y165 Fall')).toEqual({ year: 165, turn: 'Fall' });
    expect(parseMoment(SEASON_CALENDAR, '165 autumn')).toEqual({ year: 165, turn: 'Fall' });
    expect(parseMoment(SEASON_CALENDAR, 'Y165-Summer')).toEqual({ year: 165, turn: 'Summer' });
    expect(parseMoment(SEASON_CALENDAR, 'Y165 Turn 1')).toBeUndefined();
    expect(parseStamp('Y165 Fall')).toEqual({ year: 165, season: 'Fall' });
  });

  it('goes Spring to Summer, and after Winter, the year ending, to next Spring (EaW 2.0, 3.0)', () => {
    expect(nextTurn(SEASON_CALENDAR, { year: 165, turn: 'Spring' })).toEqual({ year: 165, turn: 'Summer', newYear: false });
    expect(nextTurn(SEASON_CALENDAR, { year: 165, turn: 'Winter' })).toEqual({ year: 166, turn: 'Spring', newYear: true });
    expect(SEASON_CALENDAR.turns.filter((t) => isYearEnd(SEASON_CALENDAR, t))).toEqual(['Winter']);
    expect(nextTick(SEASON_CALENDAR, { year: 165, turn: 'Spring' })).toBeUndefined();
  });
});

describe('VBAM-SFB: twelve turns a year', () => {
  it('stamps "Y165 Turn 7"; the year ends after Turn 12', () => {
    expect(stampOf(VBAM, { year: 165, turn: 'Turn 7' })).toBe('Y165 Turn 7');
    expect(nextTurn(VBAM, { year: 165, turn: 'Turn 11' })).toEqual({ year: 165, turn: 'Turn 12', newYear: false });
    expect(nextTurn(VBAM, { year: 165, turn: 'Turn 12' })).toEqual({ year: 166, turn: 'Turn 1', newYear: true });
    expect(VBAM.turns.filter((t) => isYearEnd(VBAM, t))).toEqual(['Turn 12']);
  });

  it("a world of a campaign at Turn 7 stamps its turn as the calendar does (Settings.season is the calendar's turn)", () => {
    const c = parseCampaign(csvSources(sampleTexts())).campaign;
    const w = new World({ ...c, settings: { ...c.settings, season: 'Turn 7' } }, seededDice('calendar'));
    expect(w.season).toBe(stampOf(VBAM, { year: c.settings.year, turn: 'Turn 7' }));
  });
});

describe('Staley: six turns of eight phases (DD1.2, DD1.3)', () => {
  it('stamps a phase "Y165 Turn 3 Phase 5" and steps through the eight phases of a turn', () => {
    const m = { year: 165, turn: 'Turn 3', tick: 5 };
    expect(stampOf(STALEY, m)).toBe('Y165 Turn 3 Phase 5');
    expect(idStampOf(STALEY, m)).toBe('Y165-Turn-3-Phase-5');
    expect(nextTick(STALEY, m)).toEqual({ ...m, tick: 6 });
    expect(nextTick(STALEY, { ...m, tick: 8 })).toBeUndefined();
    expect(nextTick(STALEY, { year: 165, turn: 'Turn 3' })).toEqual({ year: 165, turn: 'Turn 3', tick: 1 });
    expect(parseMoment(STALEY, 'Y165 Turn 3 Phase 9')).toBeUndefined();
  });

  it('the year ends after Turn 6', () => {
    expect(nextTurn(STALEY, { year: 165, turn: 'Turn 6' })).toEqual({ year: 166, turn: 'Turn 1', newYear: true });
    expect(STALEY.turns).toHaveLength(6);
  });
});

describe('Galactic Conquest: two half-year turns of twelve segments (A7.10)', () => {
  it('stamps "Y150 Turn 2 Segment 11"; the year ends after Turn 2', () => {
    expect(stampOf(GC, { year: 150, turn: 'Turn 2', tick: 11 })).toBe('Y150 Turn 2 Segment 11');
    expect(nextTick(GC, { year: 150, turn: 'Turn 2', tick: 12 })).toBeUndefined();
    expect(nextTurn(GC, { year: 150, turn: 'Turn 1' })).toEqual({ year: 150, turn: 'Turn 2', newYear: false });
    expect(nextTurn(GC, { year: 150, turn: 'Turn 2' })).toEqual({ year: 151, turn: 'Turn 1', newYear: true });
  });
});

describe('every calendar', () => {
  it.each([
    ['Empires at War', SEASON_CALENDAR],
    ['VBAM-SFB', VBAM],
    ['Staley', STALEY],
    ['Galactic Conquest', GC],
  ])('%s: every stamp and id stamp of a year reads back to its moment, and turns count up across the year end', (_name, cal) => {
    for (const m of year(cal, 165)) {
      expect(parseMoment(cal, stampOf(cal, m))).toEqual(m);
      expect(parseMoment(cal, idStampOf(cal, m))).toEqual(m);
    }
    let m = { year: 165, turn: cal.turns[0] };
    for (let i = 1; i <= cal.turns.length; i++) {
      const next = nextTurn(cal, m);
      expect(turnNumber(cal, next)).toBe(turnNumber(cal, m) + 1);
      m = next;
    }
    expect(m).toEqual({ year: 166, turn: cal.turns[0], newYear: true });
  });
});
