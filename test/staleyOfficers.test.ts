// Staley officers and crews (MM1, issue 34): the GM's G22.111 table is the GM's alone, a ship's special
// crew its own admiral's; a roll outside the table's rows gives a regular crew.
import { parseCampaign } from '../src/sheets/tabs/load';
import { csvSources } from '../src/sheets/tabs/template';
import { scriptedDice } from '../src/engine/core/dice';
import { gmView, viewFor } from '../src/engine/core/view';
import { newShip } from '../src/engine/core/model';
import { STALEY } from '../src/engine/games/staley';
import { staleyWorld } from '../src/engine/games/staley/turn';
import { CREW_TABLE_TAB, crewRoll, SAMPLE_CREW_TABLE } from '../src/engine/games/staley/officers';
import { STALEY_SAMPLE_DIR } from '../scripts/staley-sample';
import { sampleTexts } from './support/sample';

const fresh = () => parseCampaign(csvSources(sampleTexts(STALEY_SAMPLE_DIR))).campaign;

describe('Staley officers and crews (MM1)', () => {
  it("keeps the Crew table the GM's, and a ship's special crew its own admiral's (MM1.3)", () => {
    const w = staleyWorld(fresh(), scriptedDice([6, 5]));
    const ship = w.addShip(newShip('KLI-50', 'KLI', 'KLI-1', 'CA', 0));
    crewRoll(w, ship);
    expect([ship.crew, w.c.extras?.Ships?.['KLI-50']?.['Special crew']]).toEqual(['Outstanding', 'Outstanding crew']);
    expect(gmView(STALEY.view, w.c).tables[CREW_TABLE_TAB.name]).toHaveLength(SAMPLE_CREW_TABLE.length);
    for (const e of ['KLI', 'FED']) expect(viewFor(STALEY.view, w.c, e).tables[CREW_TABLE_TAB.name]).toBeUndefined();
    expect(viewFor(STALEY.view, w.c, 'KLI').extras.Ships?.['KLI-50']?.['Special crew']).toBe('Outstanding crew');
    expect(viewFor(STALEY.view, w.c, 'FED').extras.Ships?.['KLI-50']).toBeUndefined();
  });

  it("gives a regular crew for a roll no row of the GM's table covers, and logs the roll", () => {
    const c = fresh();
    c.tables![CREW_TABLE_TAB.name] = [
      { Roll: '2', Result: 'Poor crew' },
      { Roll: 'twelve', Result: 'Legendary Captain' },
    ];
    const w = staleyWorld(c, scriptedDice([6, 6]));
    const ship = w.addShip(newShip('KLI-50', 'KLI', 'KLI-1', 'CA', 0));
    crewRoll(w, ship);
    expect([ship.crew, w.c.extras?.Ships?.['KLI-50']?.['Special crew']]).toEqual(['Normal', undefined]);
    expect(w.newLog.map((l) => [l.kind, l.purpose, l.result])).toEqual([
      ['Crew', 'KLI-50 (CA) rolls 12 on G22.111 (MM1.21)', 'a regular crew'],
    ]);
  });
});
