// `VBAM Update Assets`, colonisation: a Colony Fleet that ends the turn in a system no power has
// colonised unloads its Census there (the Cargo row it took when built; one the GM placed counts as
// loaded, VB92) and is removed, founding a colony (Census 1, Morale = Census, Productivity 0 unless
// the survey gives some) that builds nothing this turn (Founded). The GM's survey of an uncolonised
// system is its Colonies row with a blank Owner (RAW, Carrying capacity); a Colony Fleet in any other
// system waits (VB62). The new colony is named and marked on the map from the moment it is founded
// (VB106): named after its star (the Systems tab's Name; its sector id where the star has none, which
// the GM may rename there), its Systems row takes its owner, Planet Life and Development Colony, as the
// sample marks its colonies (VB37).

import type { StarSystem } from '../../../core/model';
import type { VbamTurn } from '../turnState';
import { foundColony } from '../colonisation';
import { civilianKind, coloniesIn } from '../units';

/** VB106: the Systems row of a colony founded by `owner` names it `name` and shows it on the map. */
function markColony(star: StarSystem, name: string, owner: string, season: string): void {
  Object.assign(star, {
    name,
    owner,
    planet: 'Life',
    development: 'Colony',
    developedIn: season,
    exploredBy: [...new Set([...star.exploredBy, owner])],
  });
}

export function colonisation(t: VbamTurn): void {
  const { w, v } = t;
  for (const ship of w.c.ships.filter((s) => civilianKind(s) === 'Colony Fleet')) {
    const sector = w.fleet(ship.fleet)?.location ?? '';
    const here = coloniesIn(t, sector)[0];
    if (here?.owner) continue;
    const star = w.system(sector);
    const system = star?.name || sector;
    if (!here) {
      const survey = `a Colonies row for ${sector} with RAW and Carrying capacity and no Owner`;
      w.report(ship.empire, 'Developments', `Colony Fleet ${ship.id} cannot settle ${system}: the GM has not surveyed it (${survey}).`);
      w.log(
        'Colonisation',
        ship.empire,
        `Colony Fleet ${ship.id} waits at ${system}: no survey`,
        `GM: add ${survey}; the colony is founded at the next Update Assets (VB62)`,
      );
      continue;
    }
    const founding = foundColony(
      ship.empire,
      { system, sector, raw: here.raw, carryingCapacity: here.carryingCapacity, productivity: here.productivity },
      undefined,
    );
    if ('refusal' in founding) continue;
    if (star) markColony(star, system, ship.empire, w.season);
    Object.assign(here, founding.colony, { growthBonus: 0, founded: w.season, raided: false, homeworld: false });
    v.cargo = v.cargo.filter((r) => !(r.kind === 'Census' && r.carriers.includes(ship.id)));
    w.removeShips([ship]);
    if (!w.shipsOf(ship.fleet).length) w.removeFleet(w.fleet(ship.fleet)!);
    w.log(
      'Colonisation',
      ship.empire,
      `Colony Fleet ${ship.id} founds a colony at ${system} (VBAM Update Assets)`,
      `Census ${here.census}, Morale ${here.morale}`,
    );
    w.report(
      ship.empire,
      'Developments',
      `Colony Fleet ${ship.id} founded a colony at ${system}: Census ${here.census}, Morale ${here.morale}, Productivity ${here.productivity}; it builds nothing this turn.`,
    );
  }
}
