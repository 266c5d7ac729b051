import { penaltyApplies, priceBuilds } from '../../src/engine/games/eaw/construction';
import { holdings } from '../../src/engine/core/holdings';
import { Refusal, refusalText } from '../../src/engine/games/eaw/orders/refusal';
import { BuildPrice } from '../../src/engine/games/eaw/construction';
import { catalogOf, cls, ship } from '../support/builders';

const costs = (r: Array<BuildPrice | Refusal>) => r.map((p) => ('refused' in p ? refusalText(p) : p.cost));

describe('EaW 17f similar-hull penalty', () => {
  const catalog = catalogOf(
    cls('D7', { ebpv: 160, sizeClass: 3 }),
    cls('D7B', { ebpv: 165, sizeClass: 3 }),
    cls('D6', { ebpv: 113, sizeClass: 3 }),
    cls('F5', { ebpv: 100, sizeClass: 4 }),
    cls('E4', { ebpv: 99, sizeClass: 4 }),
    cls('C8', { ebpv: 225, sizeClass: 2 }),
    cls('C7', { ebpv: 224, sizeClass: 2 }),
    cls('F-L', { ebpv: 160, roles: ['large freighter', 'civilian'] }),
    cls('Mongol', { race: 'Kzinti', ebpv: 200 }),
  );

  it('applies to warships from 225 EBPV (SC2), 160 (SC3) and 100 (SC4), thresholds included', () => {
    const applies = (n: string) => penaltyApplies(catalog.get(n)!);
    expect([applies('C8'), applies('C7'), applies('D7'), applies('D6'), applies('F5'), applies('E4')]).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
    expect(applies('F-L')).toBe(false); // civilian ships are exempt
  });

  it('charges +30% from the third ship of an identical hull alive', () => {
    expect(costs(priceBuilds(['D7', 'D7', 'D7', 'D7'], 'KLI', holdings('KLI', [], catalog), catalog))).toEqual([160, 160, 208, 208]);
    expect(costs(priceBuilds(['D7'], 'KLI', holdings('KLI', [ship('D7'), ship('D7')], catalog), catalog))).toEqual([208]);
  });

  it('counts only ships alive: after losses the next build is free of penalty again', () => {
    expect(costs(priceBuilds(['D7'], 'KLI', holdings('KLI', [ship('D7')], catalog), catalog))).toEqual([160]);
  });

  it('treats variants as distinct hull types, unless the catalog groups them in the Hull column', () => {
    expect(costs(priceBuilds(['D7B'], 'KLI', holdings('KLI', [ship('D7'), ship('D7')], catalog), catalog))).toEqual([165]);
    const grouped = catalogOf(cls('D7', { ebpv: 160, hull: 'D7' }), cls('D7B', { ebpv: 160, hull: 'D7' }));
    expect(costs(priceBuilds(['D7B'], 'KLI', holdings('KLI', [ship('D7'), ship('D7')], grouped), grouped))).toEqual([208]);
  });

  it("counts only the building empire's ships", () => {
    expect(
      costs(priceBuilds(['D7'], 'KLI', holdings('KLI', [ship('D7', { empire: 'KZI' }), ship('D7', { empire: 'KZI' })], catalog), catalog)),
    ).toEqual([160]);
  });

  it('refuses an unknown class and a class of another race (EaW 2b)', () => {
    expect(costs(priceBuilds(['D9', 'Mongol'], 'KLI', holdings('KLI', [ship('D7')], catalog), catalog))).toEqual([
      'unknown class "D9"',
      'Mongol is Kzinti; KLI builds Klingon ships only (EaW 2b)',
    ]);
  });
});
