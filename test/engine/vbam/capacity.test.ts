// VBAM Fleet composition: the BPV capacity table, the hull bonus, and what does not fit.

import { bonusHulls, bpvCapacity, era, fitFleet, tableCapacity } from '../../../src/engine/games/vbam/capacity';

describe('VBAM Fleet composition: the BPV capacity table', () => {
  it('reads the table by command rating and era (VB14: Y120 and Y180 belong to the middle era)', () => {
    expect([era(119), era(120), era(180), era(181)]).toEqual(['to Y120', 'Y120–Y180', 'Y120–Y180', 'after Y180']);
    expect(tableCapacity(10, 100)).toBe(600);
    expect(tableCapacity(9, 170)).toBe(700);
    expect(tableCapacity(6, 119)).toBe(200);
    expect(tableCapacity(5, 181)).toBe(350);
  });

  it('gives an inhabited planet’s flag rating of 3 its row, and no rating beyond the rows', () => {
    expect(tableCapacity(3, 170)).toBe(175);
    expect(tableCapacity(2, 170)).toBe(175);
    expect(tableCapacity(12, 170)).toBe(850);
  });
});

describe('VBAM Fleet composition: +50 per distinct warship base hull', () => {
  it('counts three frigate-hull classes once (the Romulan SeaHawk, K4 and Snipe example)', () => {
    expect(bonusHulls('CA', ['FF', 'FF', 'FF'])).toEqual(['FF']);
  });

  it('gives nothing for police ships, bases, defsats, fighters or civilian fleets', () => {
    expect(bonusHulls('CA', ['POL', 'SB', 'MB', 'DEFSAT', 'LF', 'HF', '', 'Ground Unit'])).toEqual([]);
  });

  it('VB15 "table": a Fed CC (CR 9, a CA hull) in Y170 with DWs and DDs is 700 + 2 × 50; with only CAs 700 (VB16)', () => {
    const cc = { commandRating: 9, hull: 'CA' };
    expect(bpvCapacity(cc, ['CA', 'DW', 'DW', 'DD', 'DD'], 170)).toBe(800);
    expect(bpvCapacity(cc, ['CA', 'CA', 'CA'], 170)).toBe(700);
  });

  it('VB15 "example": the same fleets are the document’s 1500 and 1400', () => {
    const cc = { commandRating: 9, hull: 'CA' };
    expect(bpvCapacity(cc, ['CA', 'DW', 'DW', 'DD', 'DD'], 170, 'example')).toBe(1500);
    expect(bpvCapacity(cc, ['CA', 'CA', 'CA'], 170, 'example')).toBe(1400);
  });
});

describe('VBAM Fleet composition: fitting a fleet under its cap', () => {
  it('keeps the flagship and fixed units first, leaves out what passes the cap, makes extra fixed units inactive', () => {
    const fit = fitFleet(
      [
        { id: 'CC', bpv: 150 },
        { id: 'CA', bpv: 125 },
        { id: 'BS', bpv: 100, fixed: true },
        { id: 'DD', bpv: 80 },
        { id: 'FF', bpv: 60 },
        { id: 'DEFSAT', bpv: 30, fixed: true },
      ],
      400,
    );
    expect(fit).toEqual({ kept: ['CC', 'BS', 'DEFSAT', 'DD'], left: ['CA', 'FF'], inactive: [], total: 360 });
    expect(
      fitFleet(
        [
          { id: 'CC', bpv: 150 },
          { id: 'SB', bpv: 300, fixed: true },
        ],
        250,
      ),
    ).toEqual({
      kept: ['CC'],
      left: [],
      inactive: ['SB'],
      total: 150,
    });
  });
});

describe('VBAM Fleet composition: a combined fleet of allies (VB105)', () => {
  it('keeps the partners’ units while the flagship’s power holds at least 50% of the BPV', () => {
    const units = [
      { id: 'F-CA', bpv: 125 },
      { id: 'G-DD', bpv: 80, partner: true },
    ];
    expect(fitFleet(units, 700)).toEqual({ kept: ['F-CA', 'G-DD'], left: [], inactive: [], total: 205 });
  });

  it('leaves the partners’ last units out until it does, fixed ones inactive', () => {
    const units = [
      { id: 'F-CA', bpv: 125 },
      { id: 'G-CA', bpv: 125, partner: true },
      { id: 'G-DD', bpv: 80, partner: true },
      { id: 'G-DEF', bpv: 20, partner: true, fixed: true },
    ];
    expect(fitFleet(units, 700)).toEqual({ kept: ['F-CA', 'G-CA'], left: ['G-DD'], inactive: ['G-DEF'], total: 250 });
  });
});
