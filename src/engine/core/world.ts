// The campaign as a season works on it: a private copy of the state with look-ups by id, the map's
// adjacency, and the season's ledger, log and report lines.

import { hostile as isHostile, relationOf } from './diplomacy/relations';
import { Campaign, Fleet, hasRole, inPlay, LedgerEntry, LogEntry, Relation, DiplomaticEvent, Ship, ShipClass, StarSystem } from './model';
import { Catalog } from './catalog';
import { holdings, Holdings } from './holdings';
import { Dice } from './dice';
import { balance } from './ledger';
import { groupBy } from './ids';
import { Calendar, idStampOf, ofTurn, stamp, stampOf } from './calendar';
import { OneSlip } from './spelling';
import { copied, copiedBut, file, Filed, filedBy, fileIn, Index, Layered, layered, Pruned } from './worldIndex';
import { LANES, MapLayout } from './map/layout';

/** Report sections, in the order an admiral reads them. */
export const SECTIONS = [
  'Summary',
  'Orders',
  'Rulings',
  'Diplomacy',
  'Movement',
  'Battles',
  'Discoveries',
  'Developments',
  'Builds',
  'Treasury',
  'Vision',
  'New Year',
] as const;
export type Section = (typeof SECTIONS)[number];

export interface ReportLine {
  section: Section;
  text: string;
}

export class World {
  readonly c: Campaign;
  readonly catalog: Catalog;
  readonly season: string;
  /**
   * The moment the world records at: the turn ("Y165 Spring"), or the tick of it that runs while a turn
   * runs tick by tick ("Y167 Turn 2 Phase 5", set by runTicks). Ledger and Log rows carry it.
   */
  now: string;
  /** The tick that runs (1-based), absent outside a turn run tick by tick, and its name ("Phase 5"). */
  private ticking?: { tick: number; name: string; id: string };
  readonly newLedger: LedgerEntry[] = [];
  /** Credited when the turn ends, e.g. scrap refunds usable next turn. */
  readonly laterLedger: LedgerEntry[] = [];
  readonly newLog: LogEntry[] = [];
  /** When each fleet reached where it is this turn (movement step), for who arrived first. */
  readonly arrivalOrder = new Map<string, number>();
  /** Diplomatic events of this season (contacts, encounters, treaty actions), for the Diplomacy tab. */
  readonly newDiplomacy: DiplomaticEvent[] = [];
  readonly reports = new Map<string, ReportLine[]>();
  /** Which places are next to which: a reading world's made when first asked for (a view's summary may never ask). */
  private joins?: Map<string, string[]>;
  private readonly layout: MapLayout;
  /** The campaign's fleets and ships, whose removals wait for the next read of the list (see Pruned). */
  private readonly fleetList: Pruned<Fleet>;
  private readonly shipList: Pruned<Ship>;

  /**
   * A world that only reads `campaign` (a view, the Orders dropdowns' choices, a check of battle results):
   * the campaign is not copied, so nothing may change through it. Its indexes and caches are its own, as any world's.
   */
  static reading(campaign: Campaign, dice: Dice, layout: MapLayout = LANES): World {
    return new World(campaign, dice, undefined, layout, 'all');
  }

  /**
   * A world that checks orders: no order changes a system or a lane before battle (see forked), nor
   * any class, so those tables are read as they are (copiedBut), and the rest copied.
   */
  static checking(campaign: Campaign, dice: Dice): World {
    return new World(campaign, dice, undefined, LANES, ['systems', 'lanes', 'classes']);
  }

  /**
   * A private copy of `campaign`; or, given `base`, a fork of base's campaign with `campaign`'s orders
   * (see forked), sharing base's lane graph, catalog, system names and, copy on write, its indexes: the
   * ordering empires' fleets and ships are copied, all else is base's, so a fork costs what those
   * empires hold, not the whole campaign. Which places are next to which comes from the game's map
   * `layout` (the Lanes rows unless it says otherwise). `kept`: the tables read as they are, not copied
   * (World.checking); 'all', `campaign` itself, for a world that only reads it (World.reading).
   */
  constructor(
    campaign: Campaign,
    readonly dice: Dice,
    base?: World,
    layout: MapLayout = LANES,
    kept: 'all' | readonly (keyof Campaign)[] = [],
  ) {
    const fork = base && World.forked(base, campaign.orders);
    this.c = fork?.c ?? (kept === 'all' ? campaign : copiedBut(campaign, kept));
    this.catalog = base?.catalog ?? new Catalog(this.c.classes);
    this.season = stamp(this.c.settings.year, this.c.settings.season); // a turn as a whole: any calendar writes it so
    this.now = this.season;
    this.layout = layout;
    if (kept !== 'all') this.joins = base?.adjacency ?? layout.adjacency(this.c);
    this.base = base;
    this.fleetList = new Pruned(this.c, 'fleets', fork?.fleets);
    this.shipList = new Pruned(this.c, 'ships', fork?.ships);
    this.index = fork?.index;
    this.owned = fork?.owned;
    // An empire out of play gets no report beyond its last.
    for (const e of this.c.empires.filter(inPlay)) this.reports.set(e.id, []);
  }

  /** Whether base records are frozen, shared with forks. */
  private frozen = false;

  /**
   * A fork of a world's campaign for other orders: the ordering empires' fleets and ships are copied;
   * every other record is base's, frozen (once, for all forks), so that a change to one would fail
   * rather than leak: no order of another empire changes them before battle, and systems change only
   * after it. The small tables are copied; the fleet and ship lists are made only if read. The fork's
   * indexes are base's with the copies filed in place of their originals, in the same order.
   */
  private static forked(base: World, orders: Campaign['orders']) {
    if (!base.frozen) for (const x of [...base.c.systems, ...base.c.fleets, ...base.c.ships]) Object.freeze(x);
    base.frozen = true;
    const { lanes, classes, systems, fleets, ships, ...rest } = base.c;
    const empires = Object.keys(orders);
    const copyOf = new Map<object, object>();
    const own = <T extends object>(list: T[]) => list.map((x) => copyOf.set(x, copied(x)).get(x) as T);
    const ownFleets = empires.flatMap((e) => own(base.fleetsOf(e)));
    const ownShips = empires.flatMap((e) => own(base.shipsOfEmpire(e)));
    const swap = <T extends object>(list: T[] | undefined) => list?.map((x) => (copyOf.get(x) as T) ?? x) ?? [];
    const from = base.idx;
    const index: Index = {
      fleets: new Layered(
        from.fleets,
        ownFleets.map((f) => [f.id, f]),
      ),
      systems: from.systems,
      ships: new Layered(
        from.ships,
        ownShips.map((s) => [s.id, s]),
      ),
      shipsByFleet: new Layered(from.shipsByFleet),
      fleetsByLocation: new Layered(from.fleetsByLocation),
      fleetsByEmpire: new Layered(from.fleetsByEmpire),
      shipsByEmpire: new Layered(from.shipsByEmpire),
      shipsByRole: new Map(),
    };
    for (const s of ownShips) index.shipsByFleet.mine(s.fleet, swap);
    for (const f of ownFleets) index.fleetsByLocation.mine(f.location, swap);
    for (const e of empires) {
      index.fleetsByEmpire.set(e, new Filed(ownFleets.filter((f) => f.empire === e)));
      index.shipsByEmpire.set(e, new Filed(ownShips.filter((s) => s.empire === e)));
    }
    return {
      c: { ...copied(rest), lanes, classes, systems, orders: copied(orders) } as Campaign,
      fleets: () => swap(fleets),
      ships: () => swap(ships),
      owned: { empires, fleets: new Set(ownFleets), ships: new Set(ownShips) },
      index,
    };
  }

  // --- look-ups -------------------------------------------------------------------------------
  // Indexes by id, built once on first use and kept up to date by the changes below: whatever adds,
  // removes or moves a fleet or ship goes through them, so no look-up ever rescans the campaign.
  private index?: Index;
  /** A fork's ordering empires and its own fleets and ships (theirs), in the campaign's order: the rest are base's. */
  private readonly owned?: { empires: string[]; fleets: Set<Fleet>; ships: Set<Ship> };
  /** Each empire's race and ships by hull, as builds are priced, once asked for. */
  private readonly held = new Map<string, Holdings>();

  private get idx(): Index {
    return (this.index ??= {
      fleets: layered(this.c.fleets.map((f) => [f.id, f])),
      systems: new Map(this.c.systems.map((s) => [s.id, s])),
      ships: layered(this.c.ships.map((s) => [s.id, s])),
      shipsByFleet: layered(groupBy(this.c.ships, (s) => s.fleet)),
      fleetsByLocation: layered(groupBy(this.c.fleets, (f) => f.location)),
      fleetsByEmpire: layered(filedBy(this.c.fleets, (f) => f.empire)),
      shipsByEmpire: layered(filedBy(this.c.ships, (s) => s.empire)),
      shipsByRole: new Map(),
    });
  }

  fleet(id: string): Fleet | undefined {
    return this.idx.fleets.get(id);
  }

  system(id: string): StarSystem | undefined {
    return this.idx.systems.get(id);
  }

  ship(id: string): Ship | undefined {
    return this.idx.ships.get(id);
  }

  /**
   * A ship's class: the class of that name of its owner's race, else the class of that name. A game whose
   * class names repeat across races (VBAM-SFB) gets its own race's; Empires at War names each class once.
   */
  classOf(s: Pick<Ship, 'empire' | 'shipClass'>): ShipClass | undefined {
    const race = this.c.empires.find((e) => e.id === s.empire)?.race ?? '';
    return this.catalog.ofRace(race, s.shipClass) ?? this.catalog.get(s.shipClass);
  }

  shipsOf(fleetId: string): Ship[] {
    return this.idx.shipsByFleet.get(fleetId) ?? [];
  }

  fleetsAt(systemId: string): Fleet[] {
    return this.idx.fleetsByLocation.get(systemId) ?? [];
  }

  /** The empire's fleets, in the order of the Fleets tab. */
  fleetsOf(empire: string): Fleet[] {
    return this.idx.fleetsByEmpire.get(empire)?.list ?? [];
  }

  /** The empire's ships (captures it holds included), in the order of the Ships tab. */
  shipsOfEmpire(empire: string): Ship[] {
    return this.idx.shipsByEmpire.get(empire)?.list ?? [];
  }

  holdings(empire: string): Holdings {
    let h = this.held.get(empire);
    if (!h) this.held.set(empire, (h = holdings(empire, this.shipsOfEmpire(empire), this.catalog)));
    return h;
  }

  /** Each empire's ships of the role, indexed on first ask and kept up to date by fileShip. */
  private shipsByRole(role: string): Layered<Ship[]> {
    const byRole = this.idx.shipsByRole;
    let ships = byRole.get(role);
    if (!ships) {
      const ofRole = (list: Iterable<Ship>) =>
        groupBy(
          [...list].filter((s) => hasRole(this.catalog.get(s.shipClass), role)),
          (s) => s.empire,
        );
      // A fork's own empires' lists are its own ships' (none of another empire's is), the rest base's.
      if (this.base && this.owned) {
        ships = new Layered(this.base.shipsByRole(role));
        const own = ofRole(this.owned.ships);
        for (const e of new Set([...this.owned.empires, ...own.keys()])) ships.set(e, own.get(e) ?? []);
      } else ships = layered(ofRole(this.c.ships));
      byRole.set(role, ships);
    }
    return ships;
  }

  /** Counts a ship in or out of its empire's holdings. */
  private hold(s: Ship, by: 1 | -1): void {
    const hulls = this.held.get(s.empire)?.hulls;
    const hull = this.catalog.hullOf(s.shipClass);
    hulls?.set(hull, (hulls.get(hull) ?? 0) + by);
  }

  // --- changes --------------------------------------------------------------------------------

  addFleet(f: Fleet): Fleet {
    this.fleetList.add(f);
    this.owned?.fleets.add(f);
    this.fileFleet(f, 1);
    this.noteId('fleet', f.id);
    return f;
  }

  removeFleet(f: Fleet): void {
    this.retire('fleet', f.id);
    this.fleetList.remove(f);
    this.owned?.fleets.delete(f);
    this.fileFleet(f, -1);
  }

  moveFleet(f: Fleet, location: string): void {
    this.fileFleet(f, -1);
    f.location = location;
    this.fileFleet(f, 1);
  }

  /**
   * Moves the fleet along \`path\` (the hexes or systems after where it stands), stamped now; its route joins the
   * turn's earlier moves, so a tick game's turn (moves in many phases or segments) draws as one route.
   */
  travel(f: Fleet, path: readonly string[]): void {
    const from = f.location;
    const joins = ofTurn(f.arrivedIn, this.season) && f.route[f.route.length - 1] === from;
    this.moveFleet(f, path[path.length - 1]);
    [f.arrivedFrom, f.arrivedIn, f.route] = [from, this.now, [...(joins ? f.route : [from]), ...path]];
  }

  addShip(s: Ship): Ship {
    this.shipList.add(s);
    this.owned?.ships.add(s);
    this.fileShip(s, 1);
    this.noteId('ship', s.id);
    return s;
  }

  removeShips(list: Ship[]): void {
    const ships = [...list]; // the list may be one of the indexes changed below
    for (const s of ships) {
      this.retire('ship', s.id);
      this.shipList.remove(s);
      this.owned?.ships.delete(s);
      this.fileShip(s, -1);
    }
  }

  /** Puts a ship in another fleet, of its own or (a capture) of another empire. */
  moveShip(s: Ship, fleet: string, empire = s.empire): void {
    this.fileShip(s, -1);
    s.fleet = fleet;
    s.empire = empire;
    this.fileShip(s, 1);
  }

  /** Files a fleet in the indexes (1) or takes it out (-1), as it stands. */
  private fileFleet(f: Fleet, by: 1 | -1): void {
    if (!this.index) return;
    if (by > 0) this.index.fleets.set(f.id, f);
    else this.index.fleets.delete(f.id);
    file(this.index.fleetsByLocation, f.location, f, by);
    fileIn(this.index.fleetsByEmpire, f.empire, f, by);
  }

  /** Files a ship in the indexes and its empire's holdings (1) or takes it out (-1), as it stands. */
  private fileShip(s: Ship, by: 1 | -1): void {
    this.hold(s, by);
    if (!this.index) return;
    if (by > 0) this.index.ships.set(s.id, s);
    else this.index.ships.delete(s.id);
    file(this.index.shipsByFleet, s.fleet, s, by);
    fileIn(this.index.shipsByEmpire, s.empire, s, by);
    for (const [role, ships] of this.index.shipsByRole) if (hasRole(this.catalog.get(s.shipClass), role)) file(ships, s.empire, s, by);
  }

  private get adjacency(): Map<string, string[]> {
    return (this.joins ??= this.layout.adjacency(this.c));
  }

  neighbours(systemId: string): string[] {
    return this.adjacency.get(systemId) ?? [];
  }

  private slips?: OneSlip;
  private readonly base?: World;

  /** The system id one slip away from what was typed, for "did you mean". */
  similarSystem(typed: string): string | undefined {
    const owner = this.base ?? this; // a fork's systems are its base's
    owner.slips ??= new OneSlip(owner.c.systems.map((x) => x.id));
    return owner.slips.closest(typed);
  }

  laneExists(a: string, b: string): boolean {
    return this.neighbours(a).some((x) => x === b);
  }

  /** Any ship of the fleet (not an uninspected capture) has the role. */
  fleetHas(fleetId: string, role: string): boolean {
    return this.shipsOf(fleetId).some((s) => s.condition !== 'Captured' && hasRole(this.catalog.get(s.shipClass), role));
  }

  /** Systems where the empire has a ship of the role (not an uninspected capture). */
  systemsWithRole(empire: string, role: string): string[] {
    const ships = this.shipsByRole(role).get(empire) ?? [];
    const fleets = new Set(ships.filter((s) => s.condition !== 'Captured').map((s) => this.fleet(s.fleet)));
    return [...fleets].filter((f) => f !== undefined).map((f) => f.location);
  }

  /** The diplomatic relation of two empires (VBAM); a pair with no row has the campaign default. */
  relation(a: string, b: string): Relation {
    return relationOf(this.c.treaties, a, b, this.c.settings.defaultRelation);
  }

  /** Whether fleets of the two empires fight when they meet: at Hostilities or War (VBAM diplomacy). */
  hostile(a: string, b: string): boolean {
    return a !== b && isHostile(this.relation(a, b));
  }

  // Each empire's balance in tenths of BPV (as `balance` sums), summed once and kept up to date by addLedger.
  private balances?: Map<string, number>;

  treasury(empire: string): number {
    if (!this.balances) {
      this.balances = new Map();
      for (const [id, entries] of groupBy([...this.c.ledger, ...this.newLedger], (l) => l.empire))
        this.balances.set(id, Math.round(balance(id, entries) * 10));
    }
    return (this.balances.get(empire) ?? 0) / 10;
  }

  // --- time -----------------------------------------------------------------------------------

  /** Enters a tick of the turn (runTicks), or with none leaves the ticks: what is recorded next carries it. */
  atTick(cal: Calendar, tick?: number): void {
    const m = { year: this.c.settings.year, turn: this.c.settings.season, tick };
    this.ticking = tick === undefined ? undefined : { tick, name: `${cal.ticks.name} ${tick}`, id: idStampOf(cal, m) };
    this.now = tick === undefined ? this.season : stampOf(cal, m);
  }

  /** The tick that runs, if a turn runs tick by tick. */
  get tick(): number | undefined {
    return this.ticking?.tick;
  }

  /** `now` as the start of an id (a battle's): "Y165-Spring", "Y167-Turn-2-Phase-5". */
  get nowId(): string {
    return this.ticking?.id ?? this.season.replace(/\s+/g, '-');
  }

  // --- recording ------------------------------------------------------------------------------
  addLedger(empire: string, amount: number, reason: string, reference: string, season = this.now): void {
    const entry = { season, empire, amount, reason, reference };
    this.newLedger.push(entry);
    this.balances?.set(empire, (this.balances.get(empire) ?? 0) + Math.round(amount * 10));
  }

  log(kind: string, empire: string, purpose: string, result = '', dice = ''): void {
    this.newLog.push({ season: this.now, kind, empire, purpose, dice, result });
  }

  /** A line of the empire's report; inside a tick, it says which ("Phase 5: ..."). */
  report(empire: string, section: Section, text: string): void {
    this.reports.get(empire)?.push({ section, text: this.ticking ? `${this.ticking.name}: ${text}` : text });
  }

  /** Adds the rolls made since the last call to the Log. */
  flushRolls(from: number): number {
    for (const r of this.dice.rolls.slice(from)) {
      this.newLog.push({
        season: this.now,
        kind: 'Roll',
        empire: '',
        purpose: r.purpose,
        dice: r.dice,
        result: `${r.faces.join('+')} = ${r.total}`,
      });
    }
    return this.dice.rolls.length;
  }

  // Highest number in use after each id prefix asked for, per kind of id, kept up to date as ids are added.
  private readonly highest = {
    fleet: new Map<string, { max: number; width: number }>(),
    ship: new Map<string, { max: number; width: number }>(),
  };

  /**
   * The next free fleet or ship id "<prefix><n>", numbered after the highest ever issued or in use and
   * padded like it (KLI-07 -> KLI-08): an id whose ship or fleet is gone is not issued again (K14).
   */
  nextId(kind: 'fleet' | 'ship', prefix: string): string {
    const h = this.highestOf(kind, prefix);
    return `${prefix}${String(h.max + 1).padStart(h.width, '0')}`;
  }

  /**
   * The highest number in use after the prefix, counted on first ask. A fork that took nothing out holds
   * its base's ids and its own: base's highest (counted once for every fork), then its own counted.
   */
  private highestOf(kind: 'fleet' | 'ship', prefix: string): { max: number; width: number } {
    let h = this.highest[kind].get(prefix);
    if (!h) {
      const [list, own] = kind === 'fleet' ? [this.fleetList, this.owned?.fleets] : [this.shipList, this.owned?.ships];
      const whole = !this.base || !own || list.tookOut;
      const counted = new Map([[prefix, (h = whole ? { max: 0, width: 1 } : { ...this.base!.highestOf(kind, prefix) })]]);
      for (const x of whole ? (kind === 'fleet' ? this.c.fleets : this.c.ships) : own!) count(counted, x.id);
      for (const id of this.c.settings.idsIssued?.[kind] ?? []) count(counted, id);
      this.highest[kind].set(prefix, h);
      this.issued(kind, prefix, h);
    }
    return h;
  }

  private noteId(kind: 'fleet' | 'ship', id: string): void {
    for (const [prefix, h] of this.highest[kind]) if (count(new Map([[prefix, h]]), id)) this.issued(kind, prefix, h);
  }

  /** Before a fleet or ship goes, its id is counted after its prefix (its id less its number), so it is not issued again (K14). */
  private retire(kind: 'fleet' | 'ship', id: string): void {
    const prefix = /^(.*\D)\d+$/.exec(id)?.[1];
    if (prefix) this.highestOf(kind, prefix);
  }

  /** Records the highest id after a prefix in the campaign's settings (idsIssued), for later turns. */
  private issued(kind: 'fleet' | 'ship', prefix: string, h: { max: number; width: number }): void {
    if (!h.max) return;
    const s = this.c.settings;
    const ids = (s.idsIssued ??= { fleet: [], ship: [] });
    const id = `${prefix}${String(h.max).padStart(h.width, '0')}`;
    ids[kind] = [...ids[kind].filter((x) => !numberedAfter(x, prefix)), id].sort();
  }
}

/** Whether an id is a prefix followed by a number. */
const numberedAfter = (id: string, prefix: string): boolean => id.startsWith(prefix) && /^\d+$/.test(id.slice(prefix.length));

/** Counts an id in the highest number after each prefix it starts with; whether it raised one. */
function count(highest: Map<string, { max: number; width: number }>, id: string): boolean {
  let raised = false;
  for (const [prefix, h] of highest) {
    if (!numberedAfter(id, prefix)) continue;
    const rest = id.slice(prefix.length);
    raised ||= Number(rest) > h.max || rest.length > h.width;
    h.max = Math.max(h.max, Number(rest));
    h.width = Math.max(h.width, rest.length);
  }
  return raised;
}
