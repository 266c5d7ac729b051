// Whether a campaign's state holds together, as every game needs it: each id refers to something that
// exists, without which nothing can be adjudicated. A game that has rules for pools of fleets and for
// battles cites them in the words (ReferenceRules); a game without them gets the same checks.

import { Campaign, Ship, sideFleets } from './model';
import type { BrokenReference } from './game';
import { Catalog } from './catalog';
import { key } from './ids';

/** The rules a game cites in the checks' words; none: the words cite none. */
export interface ReferenceRules {
  /** The rule by which "+" or "," joins a pool of fleets on a Battles side. */
  pool?: string;
  /** The rule by which a battle is between two fleets, each in one battle at a time. */
  battle?: string;
  /** Whether the game lets a ship serve in a fleet of another empire (GC's ally's squadron); none: never. */
  foreignShip?: (c: Campaign, ship: Ship, fleetEmpire: string) => boolean;
}

/**
 * References that resolve to nothing: a lane to a system that is not on Systems, a fleet of an empire
 * that is not on Empires, a ship of a class that is not on Classes. No turn can be adjudicated over
 * them (a fleet at no system cannot move, a ship of no class has no BPV), so loading the campaign makes
 * each one a problem of its tab, which stops every action until the GM mends it. So do two Treaties
 * rows for one pair of empires (which relation holds?), a battle not yet resolved with a side missing or
 * of a fleet that is not on Fleets (a battle is between two sides), and a fleet in two battles not yet
 * resolved (it fights one battle at a time; a series' next battle is made once the last is resolved).
 * The game's rules for those, if it has any, are cited in the words (`rules`).
 */
export function brokenReferences(c: Campaign, rules: ReferenceRules = {}): BrokenReference[] {
  const out: BrokenReference[] = [];
  const cite = (rule: string | undefined) => (rule ? ` (${rule})` : '');
  const empires = new Set(c.empires.map((e) => key(e.id)));
  const systems = new Set(c.systems.map((s) => key(s.id)));
  const fleets = new Set(c.fleets.map((f) => key(f.id)));
  const catalog = new Catalog(c.classes);
  type At = Pick<BrokenReference, 'tab' | 'record' | 'column'>;
  const need = (at: At, what: string, id: string, known: Set<string>, kind: string) => {
    if (!known.has(key(id))) out.push({ ...at, text: `${what}: unknown ${kind} "${id}"` });
  };
  c.lanes.forEach((l, record) => {
    need({ tab: 'Lanes', record, column: 'From' }, `Lane ${l.a}-${l.b}`, l.a, systems, 'system');
    need({ tab: 'Lanes', record, column: 'To' }, `Lane ${l.a}-${l.b}`, l.b, systems, 'system');
  });
  c.systems.forEach((s, record) => {
    if (s.owner) need({ tab: 'Systems', record, column: 'Owner' }, `System ${s.id}`, s.owner, empires, 'empire');
  });
  c.fleets.forEach((f, record) => {
    // "+" and "," join the fleets of a pool on the Battles tab (sideFleets): such an id would be read as two fleets.
    if (/[+,]/.test(f.id))
      out.push({
        tab: 'Fleets',
        record,
        column: 'Fleet',
        text: `"${f.id}": a fleet id may not hold "+" or "," (they join a pool of fleets in Battles${rules.pool ? `, ${rules.pool}` : ''})`,
      });
    need({ tab: 'Fleets', record, column: 'Empire' }, `Fleet ${f.id}`, f.empire, empires, 'empire');
    need({ tab: 'Fleets', record, column: 'Location' }, `Fleet ${f.id}`, f.location, systems, 'system');
  });
  const fleetOwner = new Map(c.fleets.map((f) => [f.id, f.empire]));
  c.ships.forEach((s, record) => {
    need({ tab: 'Ships', record, column: 'Empire' }, `Ship ${s.id}`, s.empire, empires, 'empire');
    need({ tab: 'Ships', record, column: 'Fleet' }, `Ship ${s.id}`, s.fleet, fleets, 'fleet');
    const owner = fleetOwner.get(s.fleet);
    if (owner && owner !== s.empire && !rules.foreignShip?.(c, s, owner))
      out.push({ tab: 'Ships', record, column: 'Fleet', text: `Ship ${s.id} of ${s.empire} is in fleet ${s.fleet} of another empire` });
    if (!catalog.get(s.shipClass))
      out.push({ tab: 'Ships', record, column: 'Class', text: `Ship ${s.id}: unknown class "${s.shipClass}"` });
  });
  c.ledger.forEach((l, record) =>
    need({ tab: 'Treasury', record, column: 'Empire' }, `Treasury row ${l.season} ${l.amount}`, l.empire, empires, 'empire'),
  );
  const pairs = new Map<string, number>();
  c.treaties.forEach((t, record) => {
    need({ tab: 'Treaties', record, column: 'Empire A' }, `Treaty ${t.a}-${t.b}`, t.a, empires, 'empire');
    need({ tab: 'Treaties', record, column: 'Empire B' }, `Treaty ${t.a}-${t.b}`, t.b, empires, 'empire');
    if (t.a && t.a === t.b) out.push({ tab: 'Treaties', record, column: 'Empire B', text: `${t.a} cannot have a relation with itself` });
    const pair = [t.a, t.b].sort().join(' and ');
    const first = pairs.get(pair);
    if (first === undefined) pairs.set(pair, record);
    else out.push({ tab: 'Treaties', record, column: 'Empire A', text: `${pair} already have a row above: one row per pair of empires` });
  });
  const inBattle = new Map<string, string>();
  c.battles.forEach((b, record) => {
    if (b.status === 'Resolved') return;
    for (const [column, side] of [
      ['Fleet A', b.fleetA],
      ['Fleet B', b.fleetB],
    ] as const) {
      const at = { tab: 'Battles', record, column } as const;
      if (!side) out.push({ ...at, text: `Battle ${b.id} has no ${column}: a battle is between two fleets${cite(rules.battle)}` });
      // A side is one fleet or a pool "KLI-2 + KLI-FRD" (sideFleets): each fleet of it must exist.
      for (const fleet of sideFleets(side)) {
        need(at, `Battle ${b.id}`, fleet, fleets, 'fleet');
        const other = inBattle.get(fleet);
        if (other === b.id) out.push({ ...at, text: `${fleet} is on both sides of ${b.id}` });
        else if (other)
          out.push({ ...at, text: `${fleet} is already in battle ${other}: a fleet fights one battle at a time${cite(rules.battle)}` });
        else inBattle.set(fleet, b.id);
      }
    }
  });
  return out;
}
