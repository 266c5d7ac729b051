// The campaign as a season works on it: a private copy of the state with look-ups by id, the lane
// graph, and the season's ledger, log and report lines.

import { Battle, Campaign, Fleet, hasRole, LedgerEntry, LogEntry, Role, Ship, StarSystem } from './model';
import { Catalog } from './catalog';
import { Dice } from './dice';
import { balance } from './economy';
import { fleetLimit, fleetProblems, fleetStrength } from './fleets';
import { key, sameId } from './ids';
import { stamp } from './calendar';

/** Report sections, in the order an admiral reads them. */
export const SECTIONS = ['Summary', 'Orders', 'Movement', 'Battles', 'Discoveries', 'Developments', 'Builds', 'Treasury', 'Vision', 'New Year'] as const;
export type Section = (typeof SECTIONS)[number];

export interface ReportLine {
  section: Section;
  text: string;
}

/** Relations under which fleets that meet must fight (EaW 19.0; VBAM relations from the treaties module). */
const HOSTILE = ['war', 'hostilities'];

export class World {
  readonly c: Campaign;
  readonly catalog: Catalog;
  readonly season: string;
  readonly newLedger: LedgerEntry[] = [];
  /** BPV credited when the season ends, e.g. scrap refunds usable next season (EaW 9.0). */
  readonly laterLedger: LedgerEntry[] = [];
  readonly newLog: LogEntry[] = [];
  readonly newBattles: Battle[] = [];
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
    for (const e of this.c.empires) this.reports.set(key(e.id), []);
  }

  private link(a: string, b: string): void {
    const list = this.adjacency.get(key(a)) ?? [];
    if (!list.some((x) => sameId(x, b))) list.push(b.trim());
    this.adjacency.set(key(a), list);
  }

  // --- look-ups -------------------------------------------------------------------------------
  fleet(id: string): Fleet | undefined {
    return this.c.fleets.find((f) => sameId(f.id, id));
  }

  system(id: string): StarSystem | undefined {
    return this.c.systems.find((s) => sameId(s.id, id));
  }

  ship(id: string): Ship | undefined {
    return this.c.ships.find((s) => sameId(s.id, id));
  }

  shipsOf(fleetId: string): Ship[] {
    return this.c.ships.filter((s) => sameId(s.fleet, fleetId));
  }

  fleetsAt(systemId: string): Fleet[] {
    return this.c.fleets.filter((f) => sameId(f.location, systemId));
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

  /** Whether fleets of the two empires fight when they meet (EaW 19.0): at war unless a treaty says otherwise. */
  hostile(a: string, b: string): boolean {
    if (sameId(a, b)) return false;
    const t = this.c.treaties.find((x) => (sameId(x.a, a) && sameId(x.b, b)) || (sameId(x.a, b) && sameId(x.b, a)));
    return !t || !t.relation || HOSTILE.includes(t.relation.toLowerCase());
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
