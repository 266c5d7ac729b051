// Staley supply (JJ1-JJ4, issue 34) on the sample: one ship a supply ship, matched so that as many ships
// as can be are supplied (a ship in reach of two supply ships leaves the one another ship needs); a
// fallen race supplies nothing and is supplied by nothing (NN1.2); JJ4.5's half price of CO items.
import { parseCampaign } from '../src/sheets/tabs/load';
import { csvSources } from '../src/sheets/tabs/template';
import { seededDice } from '../src/engine/core/dice';
import { newFleet } from '../src/engine/core/model';
import type { Campaign } from '../src/engine/core/model';
import { staleyWorld } from '../src/engine/games/staley/turn';
import { foreignSupplyCost, supplyStates } from '../src/engine/games/staley/supply';
import { STALEY_SAMPLE_DIR } from '../scripts/staley-sample';
import { sampleTexts } from './support/sample';

const texts = sampleTexts(STALEY_SAMPLE_DIR);

/** FED-01 at 1208, 4 hexes from both FTs (0808, 1608); FED-04 at 0708, in reach of the FT at 0808 alone; the rest at home. */
function spread(): Campaign {
  const c = parseCampaign(csvSources(texts)).campaign;
  const at = (fleet: string, hex: string) => (c.fleets.find((f) => f.id === fleet)!.location = hex);
  const put = (ship: string, fleet: string) => (c.ships.find((s) => s.id === ship)!.fleet = fleet);
  c.fleets.push(newFleet('FED-4', 'FED', '0708', 'Y167 Setup'), newFleet('FED-5', 'FED', '1608', 'Y167 Setup'));
  at('FED-1', '1208');
  at('FED-2', '0304');
  at('FED-3', '0808');
  for (const s of ['FED-02', 'FED-03', 'FED-05']) put(s, 'FED-2');
  put('FED-04', 'FED-4');
  put('FED-07', 'FED-5');
  return c;
}

describe('Staley supply (JJ1-JJ4)', () => {
  it('supplies as many ships as the supply ships can, one each (Staley JJ1.2, JJ1.21)', () => {
    const w = staleyWorld(spread(), seededDice('s'));
    const states = supplyStates(w);
    const of = (id: string) => {
      const s = states.get(w.ship(id)!);
      return s && { by: s.by, ship: s.ship?.id };
    };
    // FED-01 comes first, but takes the FT at 1608 so that FED-04 has the one at 0808.
    expect([of('FED-01'), of('FED-04')]).toEqual([
      { by: 'FED', ship: 'FED-07' },
      { by: 'FED', ship: 'FED-06' },
    ]);
    // At home the SB supplies every ship (JJ1.21); the FTs are in supply themselves (JJ1.32).
    expect(['FED-02', 'FED-03', 'FED-05', 'FED-06', 'FED-07'].map((id) => of(id))).toEqual(Array(5).fill({ by: 'FED', ship: undefined }));
  });

  it('leaves a race whose capital fell out of supply, and its supply ships supply nobody (Staley NN1.2)', () => {
    const c = spread();
    c.empires.find((e) => e.id === 'FED')!.status = 'Eliminated';
    const w = staleyWorld(c, seededDice('s'));
    const states = supplyStates(w);
    expect(w.shipsOfEmpire('FED').filter((s) => states.has(s))).toEqual([]);
    expect(w.shipsOfEmpire('KLI').every((s) => states.get(s)?.by === 'KLI')).toBe(true);
  });

  it('prices supply from another race at half the CO items: a CA of 125 EBPV with 20% CO pays 12.5 (Staley JJ4.5)', () => {
    const w = staleyWorld(spread(), seededDice('s'));
    const ca = w.ship('FED-01')!;
    expect(foreignSupplyCost(w, ca)).toBe(0);
    ca.coPercent = 20;
    expect(foreignSupplyCost(w, ca)).toBe(12.5);
  });
});
