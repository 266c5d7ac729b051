// The year's end (EaW 2e): after the last post-combat resolution of Winter the GM rolls on the legendary
// officer table (SFB G22.111, which the GM supplies in the Legendary officers tab). The officer goes to a
// ship drawn at random among the ships that fought during the year; its cost is paid at once and cannot
// be declined; an officer a ship already has is lost, a different one joins it (rule option Y4). Choices: rule options Y2-Y5.

import { hasRole, inPlay, Ship } from '../../core/model';
import { officersOf } from './officers';
import { World } from '../../core/world';

const TABLE_DICE = { count: 2, sides: 6 };

/** The ships that took part in a battle of `year` and are still their empire's, in Battle ships order (rule option Y2). */
export function shipsThatFought(w: World, year: number): Ship[] {
  const battles = new Set(w.c.battles.filter((b) => b.season.startsWith(`Y${year} `)).map((b) => b.id));
  const seen = new Set<string>();
  const out: Ship[] = [];
  for (const row of w.c.battleShips) {
    const ship = w.ship(row.ship);
    if (!battles.has(row.battle) || !ship || seen.has(ship.id)) continue;
    seen.add(ship.id);
    const empire = w.c.empires.find((e) => e.id === ship.empire);
    const ours = ship.empire === row.empire && ship.condition !== 'Captured';
    if (ours && empire && inPlay(empire) && !hasRole(w.catalog.get(ship.shipClass), 'FRD')) out.push(ship);
  }
  return out;
}

/** EaW 2e: the year-end legendary officer roll. Every roll is logged; the receiving admiral's report says what happened. */
export function legendaryOfficerRoll(w: World, year: number): void {
  const log = (result: string) => w.log('Legendary officer', '', `End of Y${year}: legendary officer roll (EaW 2e)`, result);
  const fought = shipsThatFought(w, year);
  if (w.c.legendaryOfficers.length === 0) return log('no roll: the Legendary officers tab is empty');
  if (fought.length === 0) return log(`no roll: no ship fought in Y${year}, so none could receive an officer (rule option Y2)`);
  const roll = w.dice.roll(TABLE_DICE.count, TABLE_DICE.sides, `Legendary officer table, end of Y${year} (EaW 2e)`);
  const row = w.c.legendaryOfficers.find((r) => roll >= r.from && roll <= r.to);
  if (!row?.officer) return log(`${roll}: no legendary officer this year`);
  const pick =
    fought.length === 1
      ? 1
      : w.dice.roll(1, fought.length, `Ship receiving the ${row.officer}: one of the ${fought.length} that fought in Y${year} (EaW 2e)`);
  const ship = fought[pick - 1];
  const at = `${ship.id} (${ship.shipClass}${ship.name ? ` ${ship.name}` : ''})`;
  if (officersOf(ship).includes(row.officer)) {
    const why = `it already carries a ${row.officer}: the second is lost (EaW 2e)`;
    log(`${roll}: ${row.officer} drawn for ${ship.empire}'s ${at}; ${why}`);
    w.report(ship.empire, 'New Year', `A ${row.officer} was found for ${at}, but ${why}.`);
    return;
  }
  const cls = w.catalog.get(ship.shipClass);
  const cost = Math.round((((cls?.cbpv ?? 0) + ship.extrasCbpv) * row.costPercent) / 100);
  // 2e, rule option Y4: every officer is paid for; only the highest-valued one's cost counts toward CBPV.
  const counted = !ship.lo || cost > ship.loBpv;
  if (counted) {
    if (ship.lo) ship.otherLos = [ship.lo, ...ship.otherLos];
    ship.lo = row.officer;
    ship.loBpv = cost;
  } else ship.otherLos = [...ship.otherLos, row.officer];
  w.addLedger(ship.empire, -cost, `${row.officer} for ${ship.id}, end of Y${year} (EaW 2e)`, ship.id);
  const left = w.treasury(ship.empire);
  const aboard =
    officersOf(ship).length > 1
      ? ` It now carries ${officersOf(ship).join(', ')}; only the ${ship.lo}'s ${ship.loBpv} BPV counts toward its CBPV (EaW 2e, rule option Y4).`
      : '';
  log(`${roll}: ${row.officer} to ${ship.empire}'s ${at}, ${cost} BPV paid`);
  w.report(
    ship.empire,
    'New Year',
    `A ${row.officer} joins ${at}, drawn among your ships that fought in Y${year}; ${cost} BPV (${row.costPercent}% of its CBPV) paid at once (EaW 2e).` +
      aboard +
      (left < 0
        ? ` The treasury could not pay it all and stands at ${left} BPV: the debt is paid from your next income (rule option Y3).`
        : ''),
  );
}
