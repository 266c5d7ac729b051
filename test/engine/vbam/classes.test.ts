// The VBAM-SFB unit lists (sheets-templates/vbam/classes.csv): reading, and what a Tech Year offers.

import classesCsv from '../../../sheets-templates/vbam/classes.csv';
import { classesOffered, parseRate, parseTraits, readClasses } from '../../../src/engine/games/vbam/classes';
import { classSpeed } from '../../../src/engine/games/vbam/model';
import { allowedRace } from '../../../src/engine/games/vbam/conditions';
import { parseCsv } from '../../../src/sheets/tabs/csv';

const header = parseCsv(classesCsv)[0];

describe('VBAM unit lists: classes.csv', () => {
  const { classes, problems } = readClasses(parseCsv(classesCsv));

  it('reads every row for the twelve allowed empires without a problem (VBAM Special conditions)', () => {
    expect(problems).toEqual([]);
    const listed = new Set(classes.map((c) => c.empire));
    expect(listed).toEqual(
      new Set(['Federation', 'Klingon', 'Romulan', 'Kzinti', 'Gorn', 'Tholian', 'Hydran', 'Lyran', 'ISC', 'Vudar', 'Frax', 'Peladine']),
    );
    expect([...listed].every((race) => allowedRace(race))).toBe(true);
    expect(classes.length).toBeGreaterThan(1800);
  });

  it('holds each new list as VBSF gives it: the Gorn CC and the Hydran Ranger (a carrier with its fighter boxes)', () => {
    expect(classes.find((c) => c.empire === 'Gorn' && c.name === 'CC')).toMatchObject({
      inService: 140,
      hull: 'CA',
      cost: { ep: 8, per: 1 },
      commandRating: 8,
      traits: [{ name: 'Command' }],
    });
    expect(classes.find((c) => c.empire === 'Hydran' && c.name === 'RN')).toMatchObject({ basing: '9', traits: [{ name: 'Carrier' }] });
  });

  it('holds the Federation CC of the capacity example: a CA hull with command rating 9', () => {
    expect(classes.find((c) => c.empire === 'Federation' && c.name === 'CC')).toMatchObject({
      hull: 'CA',
      commandRating: 9,
      maintenance: { ep: 2, per: 3 },
      traits: [{ name: 'Command' }],
    });
  });

  it('offers by Tech Year the newest version of a class listed twice', () => {
    const at = (year: number) => classesOffered(classes, 'Federation', year).find((c) => c.name === 'YCA');
    expect(at(78)).toBeUndefined();
    expect(classSpeed(at(100)!)).toBe('Slow');
    expect(classSpeed(at(140)!)).toBe('Normal');
  });
});

describe('VBAM unit lists: reading rows', () => {
  it('reads "N/M" rates and rated traits', () => {
    expect(parseRate('1/3')).toEqual({ ep: 1, per: 3 });
    expect(parseRate('8')).toEqual({ ep: 8, per: 1 });
    expect(parseRate('1/0')).toBeUndefined();
    expect(parseTraits('Scout(2); Slow')).toEqual([{ name: 'Scout', rating: 2 }, { name: 'Slow' }]);
    expect(parseTraits('Warp(3)')).toBe('unknown trait "Warp(3)"');
  });

  it('leaves out a bad row with a plain reason and keeps the rest', () => {
    const row = (cells: Partial<Record<string, string>>) =>
      header.map(
        (h) => cells[String(h)] ?? { Empire: 'Kzinti', Class: 'FF', 'In service': '160', Cost: '4', Maintenance: '1/6' }[String(h)] ?? '',
      );
    const { classes, problems } = readClasses([
      header,
      row({}),
      row({ Class: 'CL', Maintenance: 'one in three' }),
      row({ Class: 'DD', Traits: 'Fast; Warp' }),
      row({}),
      row({ Class: 'CV', Basing: '12 fighters' }),
      row({ Empire: '', Class: '' }).map(() => ''),
    ]);
    expect(classes.map((c) => c.name)).toEqual(['FF']);
    expect(problems).toEqual([
      'Class row 3 (Kzinti CL) has maintenance "one in three", not "N/M".',
      'Class row 4 (Kzinti DD) has an unknown trait "Warp".',
      'Class row 5 (Kzinti FF) repeats an earlier row with the same in-service year.',
      'Class row 6 (Kzinti CV) has basing "12 fighters", not boxes such as 12, 6H or 12+6SH.',
    ]);
    expect(readClasses([['Empire', 'Class']]).problems[0]).toMatch(/^The class list has no column In service, Hull/);
  });
});
