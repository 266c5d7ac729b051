// A capital's fall (AA4.1, NN1). Each race's capital is the Empires tab's Capital hex. It falls at the
// end of a phase in which the hex is an enemy's (claimed, FF2.1) and its ground starbase, the hex's
// Large base cell, is gone (captured or destroyed: the GM clears the cell after the scenario, rule
// option ST30). Then the conqueror takes the whole bank (NN1.1); the fallen race's ships are out of
// supply (NN1.2, supply.ts: a race out of the campaign supplies nothing); its freighters and other
// non-warships mutiny, each by 1d4: 1 to the Orions (gone when no Orion plays, NN1.21, NN1.211), 2 to
// the conqueror (NN1.22), 3-4 gone (NN1.23); and the race has lost (AA4.1): it is out of the campaign.
// EaW's option of the same name borrows NN1.1 from here (eaw/staley.ts).

import type { ChartRole } from '../shipRoles';
import type { Ship } from '../../core/model';
import { hasRole, inPlay, newFleet } from '../../core/model';
import type { World } from '../../core/world';
import { largeBaseOf } from './map';

/** NN1.2: the roles of freighters and other non-warships, which mutiny when their capital falls. */
export const NON_WARSHIP_ROLES: readonly ChartRole[] = [
  'small freighter',
  'large freighter',
  'small repair freighter',
  'large repair freighter',
  'FRD',
  'civilian',
];

/** NN1.1: the fallen race's whole bank passes to the conqueror; answers the amount. */
export function takeBank(w: World, fallen: string, conqueror: string, hex: string, unit: string): number {
  const bank = Math.max(0, w.treasury(fallen));
  if (bank) {
    w.addLedger(fallen, -bank, `Capital ${hex} fallen: the bank goes to ${conqueror} (Staley NN1.1)`, hex);
    w.addLedger(conqueror, bank, `Capital of ${fallen} at ${hex} taken: its bank (Staley NN1.1)`, hex);
  }
  w.log('Capital', conqueror, `${fallen}'s capital ${hex} falls to ${conqueror} (Staley NN1)`, `${bank} ${unit} taken`);
  return bank;
}

/** AA4.1: the race's capital hex (the Empires tab's Capital); blank when none is named. */
export const capitalOf = (w: World, empire: string): string => w.c.empires.find((e) => e.id === empire)?.capital ?? '';

/** AA4.1: who holds the race's capital, when it has fallen: the enemy owning the hex once its ground starbase is gone. */
export function conquerorOf(w: World, empire: string): string | undefined {
  const hex = w.system(capitalOf(w, empire));
  if (!hex?.owner || hex.owner === empire || largeBaseOf(w.c, hex.id)) return undefined;
  return w.hostile(empire, hex.owner) ? hex.owner : undefined;
}

/** The Orion player, if one plays (NN1.21). */
const orionOf = (w: World) => w.c.empires.find((e) => inPlay(e) && /orion/i.test(e.race))?.id;

/** NN1.21-NN1.23: one mutineer's fate by 1d4: the empire it goes to (none: gone), and the rule. */
function mutinyTo(w: World, s: Ship, conqueror: string): { to?: string; rule: string } {
  const die = w.dice.roll(1, 4, `mutiny of ${s.id} (Staley NN1.2: 1 Orions, 2 conqueror, 3-4 gone)`);
  if (die === 2) return { to: conqueror, rule: 'NN1.22' };
  if (die > 2) return { rule: 'NN1.23' };
  const orion = orionOf(w);
  return orion ? { to: orion, rule: 'NN1.21' } : { rule: 'NN1.211' };
}

/** NN1.2: the non-warships mutiny; those that change sides gather in a new fleet of their new race in their hex. */
function mutiny(w: World, fallen: string, conqueror: string): string[] {
  const lines: string[] = [];
  const joined = new Map<string, string>();
  const mutineers = w.shipsOfEmpire(fallen).filter((s) => NON_WARSHIP_ROLES.some((r) => hasRole(w.classOf(s), r)));
  for (const s of [...mutineers]) {
    const { to, rule } = mutinyTo(w, s, conqueror);
    const hex = w.fleet(s.fleet)?.location ?? '';
    if (!to || !hex) {
      w.removeShips([s]);
      lines.push(`${s.id} (${s.shipClass}) is gone (${rule})`);
      continue;
    }
    const key = `${to} ${hex}`;
    let fleet = joined.get(key);
    if (!fleet) {
      fleet = w.addFleet(newFleet(w.nextId('fleet', `${to}-`), to, hex, w.now, `Mutineers of ${fallen}`)).id;
      joined.set(key, fleet);
    }
    w.moveShip(s, fleet, to);
    w.report(to, 'Movement', `${s.shipClass} ${s.id} of ${fallen} mutinies and joins us at ${hex} in ${fleet} (NN1.2).`);
    lines.push(`${s.id} (${s.shipClass}) goes to ${to} (${rule})`);
  }
  for (const f of w.fleetsOf(fallen).filter((x) => !w.shipsOf(x.id).length)) w.removeFleet(f);
  return lines;
}

/** Annex AAA 5, after the claims: each capital that has fallen this phase (AA4.1, NN1). */
export function capitalStep(w: World): void {
  for (const e of w.c.empires.filter(inPlay)) {
    const conqueror = conquerorOf(w, e.id);
    if (!conqueror) continue;
    const hex = capitalOf(w, e.id);
    const bank = takeBank(w, e.id, conqueror, hex, 'EBPV');
    const mutinies = mutiny(w, e.id, conqueror);
    e.status = 'Eliminated';
    w.log('Elimination', e.id, `${e.id} has lost the campaign: its capital ${hex} fell to ${conqueror} (Staley AA4.1)`);
    w.report(
      e.id,
      'Summary',
      `Our capital ${hex} has fallen to ${conqueror}: the bank (${bank} EBPV) is theirs, every ship is out of supply (NN1.1, NN1.2)` +
        `${mutinies.length ? `, and our non-warships mutiny: ${mutinies.join('; ')}` : ''}. We have lost the campaign (AA4.1): this is our last report.`,
    );
    w.report(conqueror, 'Treasury', `${e.id}'s capital ${hex} is ours: +${bank} EBPV from its bank (NN1.1).`);
    for (const other of w.c.empires.filter((x) => inPlay(x) && x.id !== conqueror))
      w.report(other.id, 'Summary', `${e.id}'s capital ${hex} has fallen to ${conqueror}: ${e.id} is out of the campaign (AA4.1).`);
  }
}
