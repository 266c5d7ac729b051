// The campaign as a season works on it: a private copy of the state with look-ups by id, the lane
// graph, and the season's ledger, log and report lines.

import { hostile as isHostile, relationOf } from './diplomacy';
import { Campaign, Fleet, hasRole, inPlay, LedgerEntry, LogEntry, Relation, Role, DiplomaticEvent, Ship, StarSystem } from './model';
import { Catalog } from './catalog';
import { Dice } from './dice';
import { balance } from './economy';
import { fleetLimit, fleetProblems, fleetStrength } from './fleets';
import { groupBy, key, sameId } from './ids';
import { stamp } from './calendar';

/** Report sections, in the order an admiral reads them. */
export const SECTIONS = ['Summary', 'Orders', 'Diplomacy', 'Movement', 'Battles', 'Discoveries', 'Developments', 'Builds', 'Treasury', 'Vision', 'New Year'] as const;
export type Section = (typeof SECTIONS)[number];

export interface ReportLine {
  section: Section;
  text: string;
}


export class World {
  readonly c: Campaign;
  readonly catalog: Catalog;
  readonly season: string;
  readonly newLedger: LedgerEntry[] = [];
  /** BPV credited when the season ends, e.g. scrap refunds usable next season (EaW 9.0). */
  readonly laterLedger: LedgerEntry[] = [];
  readonly newLog: LogEntry[] = [];
  /** When each fleet reached where it is this season (movement step), for who arrived first (EaW 20a). */
  readonly arrivalOrder = new Map<string, number>();
  /** Diplomatic events of this season (contacts, encounters, treaty actions), for the Diplomacy tab. */
  readonly newDiplomacy: DiplomaticEvent[] = [];
  readonly reports = new Map<string, ReportLine[]>();
  private readonly adjacency = new Map<string, string[]>();

  constructor(campaign: Campaign, readonly dice: Dice) {
    this.c = JSON.parse(JSON.stringify(campaign)) as Campaign;
    this.catalog = new Catalog(this.c.classes);
    this.season = stamp(this.c.settings.year, this.c.settings.season);
    for (const l of this.c.lanes) {
      this.link(l.a, l.b);
      this.link(l.b, l.a);
    }
    // An empire out of play gets no report beyond its last (EaW 1.0).
    for (const e of this.c.empires.filter(inPlay)) this.reports.set(key(e.id), []);
  }

  private link(a: string, b: string): void {
    const list = this.adjacency.get(key(a)) ?? [];
    if (!list.some((x) => sameId(x, b))) list.push(b.trim());
    this.adjacency.set(key(a), list);
  }

  // --- look-ups -------------------------------------------------------------------------------
  // Indexes by id, rebuilt on first use after `changed()`: anything that adds, removes or moves a fleet
  // or ship, or moves a ship between fleets, calls it.
  private index?: {
    fleets: Map<string, Fleet>;
    systems: Map<string, StarSystem>;
    ships: Map<string, Ship>;
    shipsByFleet: Map<string, Ship[]>;
    fleetsByLocation: Map<string, Fleet[]>;
  };

  changed(): void {
    this.index = undefined;
  }

  private get idx() {
    if (!this.index) {
      this.index = {
        fleets: new Map(this.c.fleets.map((f) => [key(f.id), f])),
        systems: new Map(this.c.systems.map((s) => [key(s.id), s])),
        ships: new Map(this.c.ships.map((s) => [key(s.id), s])),
        shipsByFleet: groupBy(this.c.ships, (s) => s.fleet),
        fleetsByLocation: groupBy(this.c.fleets, (f) => f.location),
      };
    }
    return this.index;
  }

  fleet(id: string): Fleet | undefined {
    return this.idx.fleets.get(key(id));
  }

  system(id: string): StarSystem | undefined {
    return this.idx.systems.get(key(id));
  }

  ship(id: string): Ship | undefined {
    return this.idx.ships.get(key(id));
  }

  shipsOf(fleetId: string): Ship[] {
    return this.idx.shipsByFleet.get(key(fleetId)) ?? [];
  }

  fleetsAt(systemId: string): Fleet[] {
    return this.idx.fleetsByLocation.get(key(systemId)) ?? [];
  }

  neighbours(systemId: string): string[] {
    return this.adjacency.get(key(systemId)) ?? [];
  }

  laneExists(a: string, b: string): boolean {
    return this.neighbours(a).some((x) => sameId(x, b));
  }

  /** Any ship of the fleet (not an uninspected capture) has the role. */
  fleetHas(fleetId: string, role: Role): boolean {
    return this.shipsOf(fleetId).some((s) => s.condition !== 'Captured' && hasRole(this.catalog.get(s.shipClass), role));
  }

  isFrdFleet(fleetId: string): boolean {
    return this.fleetHas(fleetId, 'FRD');
  }

  /** Systems where the empire has an FRD. */
  frdSystems(empire: string): string[] {
    return this.c.fleets.filter((f) => sameId(f.empire, empire) && this.isFrdFleet(f.id)).map((f) => f.location);
  }

  /** The diplomatic relation of two empires (VBAM); a pair with no row has the campaign default. */
  relation(a: string, b: string): Relation {
    return relationOf(this.c.treaties, a, b, this.c.settings.defaultRelation);
  }

  /** Whether fleets of the two empires fight when they meet (EaW 19.0): at Hostilities or War. */
  hostile(a: string, b: string): boolean {
    return !sameId(a, b) && isHostile(this.relation(a, b));
  }

  fleetCbpv(fleetId: string): number {
    return fleetStrength(this.shipsOf(fleetId), this.catalog).cbpv;
  }

  /** EaW 17.0 / 17b / 17g problems of a fleet as it stands. */
  fleetProblems(fleetId: string): string[] {
    const limit = fleetLimit(this.c.settings.year, this.c.settings.startYear);
    return fleetProblems(fleetStrength(this.shipsOf(fleetId), this.catalog), limit, false);
  }

  treasury(empire: string): number {
    return balance(empire, [...this.c.ledger, ...this.newLedger]);
  }

  // --- recording ------------------------------------------------------------------------------
  addLedger(empire: string, amount: number, reason: string, reference: string, season = this.season): void {
    const entry = { season, empire, amount, reason, reference };
    this.newLedger.push(entry);
  }

  log(kind: string, empire: string, purpose: string, result = '', dice = ''): void {
    this.newLog.push({ season: this.season, kind, empire, purpose, dice, result });
  }

  report(empire: string, section: Section, text: string): void {
    this.reports.get(key(empire))?.push({ section, text });
  }

  /** Adds the rolls made since the last call to the Log. */
  flushRolls(from: number): number {
    for (const r of this.dice.rolls.slice(from)) {
      this.newLog.push({ season: this.season, kind: 'Roll', empire: '', purpose: r.purpose, dice: r.dice, result: `${r.faces.join('+')} = ${r.total}` });
    }
    return this.dice.rolls.length;
  }

  /** The next free id "<prefix><n>", numbered after the highest in use and padded like it (KLI-07 -> KLI-08). */
  nextId(prefix: string, taken: string[]): string {
    let max = 0;
    let width = 1;
    for (const id of taken) {
      const rest = key(id).startsWith(key(prefix)) ? id.trim().slice(prefix.length) : '';
      if (/^\d+$/.test(rest)) {
        max = Math.max(max, Number(rest));
        width = Math.max(width, rest.length);
      }
    }
    return `${prefix}${String(max + 1).padStart(width, '0')}`;
  }
}
