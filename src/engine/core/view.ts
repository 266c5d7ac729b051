// What one admiral may know of the campaign, decided in one place (like boardgame.io's playerView).
// Every thing built for an admiral — reports, the private workbook, the map, e-mails — is built from a
// CampaignView and nothing else, so a secret can only leak through here. The GM's view is the same
// shape with nothing hidden.
//
// The kernel's secrecy, shared by every game: the map (places, how they join) is known to all; fleets,
// ships, developments, fortifications and movement are secret, but a fleet's composition at the time of
// a battle is public; a planet stays Unknown until explored. What a game adds — what its fleets see from
// next door, its move points, a fleet's strength and problems, the rows of its own tabs and columns — are
// its view rules (Game.view: Empires at War's 1b, 1e and 5e live in its folder). Choices: rule options W1-W5.

import { ofTurn } from './calendar';
import { seededDice } from './dice';
import {
  Battle,
  BattleShip,
  Campaign,
  Development,
  DiplomaticEvent,
  Empire,
  Fleet,
  FleetStatus,
  Lane,
  LedgerEntry,
  Order,
  PlanetType,
  Phase,
  Relation,
  Ship,
  Status,
  ShipClass,
  sideFleets,
  StarSystem,
} from './model';
import { World } from './world';
import type { GameRow, RowExtras, RowTab } from './gameTabs';
import type { MapShape } from './map/layout';
import { GameMap, MapLink, MapPlace, MapWords, PLAIN_MAP } from './map/words';

/** How the viewer knows a system: own development, own fleet there, scouted or sighted (5e), or only the map (1a). */
export type Knowledge = 'own' | 'present' | 'scouted' | 'sighted' | 'map';

export interface SystemView {
  id: string;
  name: string;
  x: number;
  y: number;
  /** 'Unknown' unless the viewer explored it, owns it, or it was known to all from the start (rule option W3). */
  planet: PlanetType;
  knowledge: Knowledge;
  /** Blank where the viewer cannot tell. */
  owner: string;
  /** Taken from the viewer, who cannot tell by whom (ViewRules.lostTo): drawn light grey. */
  lost?: true;
  development: Development;
  /** Whether a fortification stands there (ViewRules.fortified), where the game has them and the viewer can tell. */
  fortified: boolean | undefined;
}

/** A fleet counter: the viewer's own fleets in full, another empire's as far as it was seen. */
export interface FleetView {
  /** Blank for a fleet seen only by its CBPV (5e never names another empire's fleet). */
  id: string;
  /** Blank where the viewer cannot tell whose it is. */
  empire: string;
  location: string;
  cbpv: number;
  mine: boolean;
  /** The viewer's own FRD (another empire's FRD is never shown unless a battle revealed it, 1b). */
  frd: boolean;
  status: FleetStatus | '';
  /** Where it came from this season (own fleets only: movement is secret, 1b). */
  arrivedFrom: string;
  ships: number;
  /** What the fleet is, where its strength is no warship's (ViewRules.fleetKind: a VBAM Colony Fleet); absent: a warship fleet. */
  kind?: string;
  /** Its crippled ships (own fleets; the GM's: all). */
  crippled: number;
  problems: string[];
}

export interface EmpireView {
  id: string;
  race: string;
  admiral: string;
  status: string;
  /** The viewer's own figures; blank for others (their economy is secret). */
  email: string;
  vp: number | '';
  treasury: number | '';
  movePoints: number | '';
  /** Whether the admiral marked this season's orders Ready (the viewer's own; the GM's: all). */
  ready: boolean | '';
}

export interface Movement {
  fleet: string;
  empire: string;
  from: string;
  to: string;
  /** Every system of the move, \`from\` first, \`to\` last: one lane between each two. */
  route: string[];
}

export interface CampaignView {
  /** The empire whose view this is; blank for the GM's. */
  empire: string;
  gm: boolean;
  settings: {
    campaignName: string;
    raceGroup: 'A' | 'B';
    startYear: number;
    year: number;
    /** The calendar's turn (a season, "Turn 3"). */
    season: string;
    phase: Phase;
    lastProcessed: string;
    tacticalRules: 'Standard' | 'Two-Phase';
    /** Where a pair of empires stands without a Treaties row (a campaign setting every admiral knows). */
    defaultRelation: Status;
  };
  empires: EmpireView[];
  systems: SystemView[];
  lanes: Lane[];
  fleets: FleetView[];
  /** The viewer's own ships (ships met in battle are in battleShips). */
  ships: Ship[];
  /** The viewer's race's classes. */
  classes: ShipClass[];
  ledger: LedgerEntry[];
  relations: Relation[];
  diplomacy: DiplomaticEvent[];
  /** Battles the viewer fights in, with every ship of both sides (composition is public, 1e). */
  battles: Battle[];
  battleShips: BattleShip[];
  /** The moves of the season last processed (settings.lastProcessed; any tick of it) of each fleet the viewer may see moving. */
  movements: Movement[];
  orders: Order[];
  /** The rows of the game's own tabs the viewer may see, by tab; a tab that is never the viewer's is absent (the GM's: every tab whole). */
  tables: Record<string, GameRow[]>;
  /** The cells of the game's columns on the shared tabs the viewer may see, by tab and row id (the GM's: all). */
  extras: RowExtras;
  map: MapView;
}

/** How the map is laid out and told: the same for every viewer, as the map itself is (every game's). */
export interface MapView {
  shape: MapShape;
  /** Each place's terrain, where the layout gives one. */
  terrain: Record<string, string>;
  /** Sides no unit may cross, each by the two places it parts. */
  walls: [string, string][];
  words: MapWords;
  /** The game's links drawn from the tables the viewer sees (absent: none). */
  links?: MapLink[];
  /** What the game tells of each place from the tables the viewer sees (absent: nothing more than the systems). */
  places?: Record<string, MapPlace>;
  /** The lines each place's details add from the game's cells the viewer sees (GameMap.details), by place; absent: none. */
  details?: Record<string, string[]>;
}

/** One system seen from next door (the game's sightings). `fleets` (CBPV of each) and `development` are known only to a scout; a game may add what else its sightings tell. */
export interface Sighting {
  system: string;
  scout: boolean;
  development: Development;
  fleets: number[];
  /** What each of `fleets` is where its CBPV is no combat strength (ViewRules.fleetKind); absent: all warships. */
  kinds?: (string | undefined)[];
}

/** What the game decides of a view (a game's `view`): its move points, what its fleets see, and a fleet's strength and problems. */
export interface ViewRules {
  /** An empire's pool of movement points; absent where the game has none (VBAM, Staley, GC move each fleet by its own allowance). */
  movePoints?(w: World, empire: string): number;
  /** The systems the empire's fleets see from next door once the turn's moves and battles are done. */
  sightings(w: World, empire: string): Sighting[];
  fleetCbpv(w: World, fleetId: string): number;
  /** What a fleet is, where it is not a fleet of warships whose CBPV tells its strength (a VBAM civilian fleet); undefined: warships. */
  fleetKind?(w: World, fleetId: string): string | undefined;
  /** Which other empires' fleets in a place where the viewer has a fleet it does not see there (a cloak, silent running, jamming); absent: it sees them all. */
  unseen?(w: World, empire: string): (f: Fleet) => boolean;
  /** What is wrong with the fleet as it stands (the game's fleet rules), for its own admiral. */
  fleetProblems(w: World, fleetId: string): string[];
  /**
   * The rows of the game's tab `tab` the empire may see; undefined when the tab is never its admiral's
   * (then the admiral's workbook has no such tab). The one place a game's tabs are filtered: the private
   * workbooks, the offline folders and the checks against what an admiral knows all read it through the view.
   */
  tableRows(w: World, empire: string, tab: string, rows: GameRow[]): GameRow[] | undefined;
  /**
   * The cells of the game's columns (Game.columns) on the row `id` of a shared tab that the empire may
   * see: absent, none (a game's columns are the GM's until its rules say otherwise). A Systems row comes
   * with how the empire knows that place (`known`).
   */
  rowCells?(w: World, empire: string, tab: RowTab, id: string, row: GameRow, known?: Knowledge): GameRow;
  /**
   * Whether a fortification stands at a place, from the cells of its Systems row the viewer sees
   * (rowCells), asked only where the viewer knows more of the place than the map. Absent: the game has no
   * fortifications (the map draws none, the admirals' Systems tab has no Fortified column).
   */
  fortified?(cells: GameRow): boolean;
  /** Every admiral knows who owns each place (Staley: claimed territory is known to all); otherwise only where they are or own it. */
  readonly ownersPublic?: boolean;
  /** Whether the place was taken from the empire and it cannot see who holds it now (as in Staley): its owner is blank to it, the place drawn light grey. */
  lostTo?(w: World, empire: string, system: string): boolean;
  /**
   * The summaries name one by one only the systems with a development (a colony, a mine) changing hands,
   * and count the other places whose control flipped (VBAM's empty sectors, controlled by whoever passes).
   */
  readonly settledHoldings?: boolean;
  /** What the treasury counts in, as the summaries say it: BPV, EP. */
  readonly treasuryUnit: string;
  /** How the game's map is laid out and its legend reads (plain lanes and words unless it says). */
  readonly map?: GameMap;
}

/** The GM's view: everything. */
export function gmView(rules: ViewRules, c: Campaign): CampaignView {
  return new Viewer(rules, c).view(undefined);
}

/** What `empire` may know, by the kernel's secrecy and the game's view rules. */
export function viewFor(rules: ViewRules, c: Campaign, empire: string): CampaignView {
  return new Viewer(rules, c).view(empire);
}

/** Every empire's view, sharing the look-ups (for processing, which writes them all). */
export function viewsFor(rules: ViewRules, c: Campaign): Map<string, CampaignView> {
  const v = new Viewer(rules, c);
  return new Map(c.empires.map((e) => [e.id, v.view(e.id)]));
}

/**
 * What a turn summary reads of a view (summary.ts): the same parts view() gives, built the same way,
 * without the fleets, game tabs and cells, map and ledger it never reads (every step summarises every viewer),
 * nor the move points; a system's development is blank unless the game counts settled holdings.
 */
export interface SummaryView extends Pick<CampaignView, 'empire' | 'gm' | 'settings' | 'empires' | 'ships' | 'battles' | 'movements'> {
  systems: Pick<SystemView, 'id' | 'owner' | 'development'>[];
}

/** The GM's summary view (undefined) and each empire's, by empire id, sharing the look-ups. */
export function summaryViewsFor(rules: ViewRules, c: Campaign): { gm: SummaryView; admirals: Map<string, SummaryView> } {
  const v = new Viewer(rules, c);
  return { gm: v.summaryView(undefined), admirals: new Map(c.empires.map((e) => [e.id, v.summaryView(e.id)])) };
}

class Viewer {
  private readonly w: World;
  private readonly map: GameMap;
  constructor(
    private readonly rules: ViewRules,
    c: Campaign,
  ) {
    this.map = rules.map ?? PLAIN_MAP;
    this.w = World.reading(c, seededDice('view'), this.map.layout);
  }

  view(empire: string | undefined): CampaignView {
    const c = this.w.c;
    const { gm, me, myBattles, closed, seen, known } = this.sight(empire);
    const battleIds = new Set(myBattles.map((b) => b.id));
    const race = gm ? undefined : c.empires.find((e) => me(e.id))?.race;
    const tables = this.tables(empire);
    const extras = this.extras(empire, known);
    return {
      empire: empire ?? '',
      gm,
      settings: this.settings(),
      empires: c.empires.map((e) => this.empire(e, me(e.id))),
      systems: c.systems.map((x) => this.system(x, empire, known.get(x.id)!, extras.Systems?.[x.id] ?? {})),
      lanes: c.lanes.map((l) => ({ ...l })),
      fleets: [
        ...c.fleets.filter((f) => me(f.empire)).map((f) => this.ownFleet(f.id)),
        ...c.fleets
          .filter((f) => !me(f.empire) && this.serves(f.id, me))
          .map((f) => ({ ...this.ownFleet(f.id), mine: false, problems: [] })),
        ...(gm ? [] : this.foreignFleets(empire!, seen, closed, myBattles)),
      ],
      ships: this.shipsKnown(me),
      classes: race === undefined ? c.classes : c.classes.filter((x) => x.race === race),
      ledger: c.ledger.filter((l) => me(l.empire)),
      relations: c.treaties.filter((r) => me(r.a) || me(r.b)),
      diplomacy: c.diplomacy.filter((d) => me(d.empire) || (me(d.target) && d.outcome !== 'Failed' && d.outcome !== 'Rejected')),
      battles: myBattles,
      battleShips: c.battleShips.filter((r) => battleIds.has(r.battle)),
      movements: this.movements(me),
      orders: gm ? Object.values(c.orders).flat() : (c.orders[empire!] ?? []),
      tables,
      extras,
      map: {
        ...this.mapView(),
        links: this.map.links?.(tables) ?? [],
        ...(this.map.places ? { places: this.map.places(tables) } : {}),
        ...this.details(extras),
      },
    };
  }

  /** The parts of a view a turn summary reads, as view() builds them (SummaryView). */
  summaryView(empire: string | undefined): SummaryView {
    const c = this.w.c;
    // A summary reads developments only where the game counts settled holdings (ViewRules.settledHoldings);
    // elsewhere they are blank, and what the viewer's fleets see from next door (which tells no owner) is not reckoned.
    const settled = !!this.rules.settledHoldings;
    const { gm, me, myBattles, known } = this.sight(empire, settled);
    return {
      empire: empire ?? '',
      gm,
      settings: this.settings(),
      // A summary reads no move points: they are left blank, not reckoned for every viewer at every step.
      empires: c.empires.map((e) => this.empire(e, me(e.id), false)),
      systems: c.systems.map((x) => {
        const held = this.holding(x, empire, known.get(x.id)!);
        return { id: x.id, ...held, development: settled ? held.development : '' };
      }),
      ships: this.shipsKnown(me),
      battles: myBattles,
      movements: this.movements(me),
    };
  }

  /**
   * Whether a ship of the viewer's serves in the fleet (a fleet of mixed nationality, where the game's
   * `foreignShip` rule allows one): the viewer knows that fleet whole, though it is not the viewer's to order.
   */
  private serves(fleet: string, me: (id: string) => boolean): boolean {
    return this.w.shipsOf(fleet).some((s) => me(s.empire));
  }

  /** The viewer's ships, and an ally's serving in the viewer's fleets (a fleet of mixed nationality). */
  private shipsKnown(me: (id: string) => boolean): Ship[] {
    return this.w.c.ships.filter((x) => me(x.empire) || me(this.w.fleet(x.fleet)?.empire ?? ''));
  }

  /** The empires with a ship in each battle, by battle id, read once for every viewer. */
  private fighters?: Map<string, Set<string>>;
  private fighting(): Map<string, Set<string>> {
    if (!this.fighters) {
      this.fighters = new Map();
      for (const r of this.w.c.battleShips) {
        let set = this.fighters.get(r.battle);
        if (!set) this.fighters.set(r.battle, (set = new Set()));
        set.add(r.empire);
      }
    }
    return this.fighters;
  }

  /**
   * Who the viewer is, the battles it fights in, what its fleets see from next door, and how it knows each
   * system; without `sightings`, only what it owns and where its fleets are (sighted and scouted places as the map).
   */
  private sight(empire: string | undefined, sightings = true) {
    const { w } = this;
    const c = w.c;
    const gm = empire === undefined;
    const me = (id: string) => gm || id === empire;
    const myBattles = gm ? [...c.battles] : c.battles.filter((b) => this.fighting().get(b.id)?.has(empire));
    // 5e is seen after the season's moves and battles: while battles are pending nothing new is seen.
    const closed = c.settings.phase === 'Orders';
    const seen =
      gm || !closed || !sightings ? new Map<string, Sighting>() : new Map(this.rules.sightings(w, empire).map((x) => [x.system, x]));
    const known = new Map(c.systems.map((x) => [x.id, this.knowledge(x, empire, seen.get(x.id))]));
    return { gm, me, myBattles, closed, seen, known };
  }

  private settings(): CampaignView['settings'] {
    const s = this.w.c.settings;
    return {
      campaignName: s.campaignName,
      raceGroup: s.raceGroup,
      startYear: s.startYear,
      year: s.year,
      season: s.season,
      phase: s.phase,
      lastProcessed: s.lastProcessed,
      tacticalRules: s.tacticalRules,
      defaultRelation: s.defaultRelation,
    };
  }

  /** The moves of the season last processed of the viewer's fleets. */
  private movements(me: (id: string) => boolean): Movement[] {
    const c = this.w.c;
    return c.fleets
      .filter((f) => me(f.empire) && f.arrivedFrom && ofTurn(f.arrivedIn, c.settings.lastProcessed) && f.arrivedFrom !== f.location)
      .map((f) => ({
        fleet: f.id,
        empire: f.empire,
        from: f.arrivedFrom,
        to: f.location,
        route: f.route.length > 1 && f.route[f.route.length - 1] === f.location ? [...f.route] : [f.arrivedFrom, f.location],
      }));
  }

  private mapView(): MapView {
    const { layout, words } = this.map;
    const c = this.w.c;
    return {
      shape: layout.shape,
      terrain: Object.fromEntries(layout.terrain?.(c) ?? []),
      walls: (layout.walls?.(c) ?? []).map(([a, b]) => [a, b]),
      words,
    };
  }

  /** The lines the game adds to each place's details from the cells the viewer sees. */
  private details(extras: RowExtras): { details?: Record<string, string[]> } {
    const lines = this.map.details;
    if (!lines) return {};
    const rows = Object.entries(extras.Systems ?? {}).map(([id, row]) => [id, lines(row)] as const);
    return { details: Object.fromEntries(rows.filter(([, l]) => l.length)) };
  }

  /** The game's columns on the shared tabs as the viewer may see them (ViewRules.rowCells); the GM sees them whole. */
  private extras(empire: string | undefined, known: Map<string, Knowledge>): RowExtras {
    const out: RowExtras = {};
    for (const [tab, rows] of Object.entries(this.w.c.extras ?? {}) as [RowTab, Record<string, GameRow>][]) {
      const cells = (id: string, row: GameRow) =>
        this.rules.rowCells?.(this.w, empire!, tab, id, row, tab === 'Systems' ? known.get(id) : undefined) ?? {};
      const seen = Object.entries(rows).map(([id, row]) => [id, empire === undefined ? row : cells(id, row)] as const);
      out[tab] = Object.fromEntries(seen.filter(([, cells]) => Object.keys(cells).length).map(([id, cells]) => [id, { ...cells }]));
    }
    return out;
  }

  /** The game's tabs as the viewer may see them (ViewRules.tableRows); the GM sees them whole. */
  private tables(empire: string | undefined): Record<string, GameRow[]> {
    const out: Record<string, GameRow[]> = {};
    for (const [name, rows] of Object.entries(this.w.c.tables ?? {})) {
      const seen = empire === undefined ? rows : this.rules.tableRows(this.w, empire, name, rows);
      if (seen) out[name] = seen.map((r) => ({ ...r }));
    }
    return out;
  }

  private empire(e: Empire, mine: boolean, reckonMoves = true): EmpireView {
    const { w } = this;
    const pub = { id: e.id, race: e.race, admiral: e.admiral, status: e.status };
    if (!mine) return { ...pub, email: '', vp: '', treasury: '', movePoints: '', ready: '' };
    return {
      ...pub,
      email: e.email,
      vp: e.vp,
      treasury: w.treasury(e.id),
      movePoints: reckonMoves ? (this.rules.movePoints?.(w, e.id) ?? '') : '',
      ready: e.ready,
    };
  }

  /** How the viewer knows a system (the GM: as its own). */
  private knowledge(x: StarSystem, empire: string | undefined, sighting: Sighting | undefined): Knowledge {
    if (empire === undefined || (!!x.owner && x.owner === empire)) return 'own';
    if (this.w.fleetsAt(x.id).some((f) => f.empire === empire)) return 'present';
    return sighting?.scout ? 'scouted' : sighting ? 'sighted' : 'map';
  }

  private system(x: StarSystem, empire: string | undefined, knowledge: Knowledge, cells: GameRow): SystemView {
    const fortified = knowledge === 'map' ? undefined : this.rules.fortified?.(cells);
    // Plain literals, no spread: one is made per system and viewer, and V8 builds a spread copy far more slowly.
    if (empire === undefined) {
      return { id: x.id, name: x.name, x: x.x, y: x.y, planet: x.planet, knowledge, owner: x.owner, development: x.development, fortified };
    }
    const owned = !!x.owner && x.owner === empire;
    // A planet found by exploration is known to its explorers (and its owner); one known from the start is on everyone's map.
    const planetKnown = owned || x.exploredBy.length === 0 || x.exploredBy.some((e) => e === empire);
    const { lost, owner, development } = this.holding(x, empire, knowledge);
    // Key by key in the GM's order, `lost` (when so) before the owner.
    const out = { id: x.id, name: x.name, x: x.x, y: x.y, planet: planetKnown ? x.planet : 'Unknown', knowledge } as SystemView;
    if (lost) out.lost = true;
    out.owner = owner;
    out.development = development;
    out.fortified = fortified;
    return out;
  }

  /** Whose the viewer sees a system is and its development (the GM: as they are); `lost`: taken from the viewer, by whom it cannot tell. */
  private holding(
    x: StarSystem,
    empire: string | undefined,
    knowledge: Knowledge,
  ): { lost: boolean; owner: string; development: Development } {
    if (empire === undefined) return { lost: false, owner: x.owner, development: x.development };
    const owned = !!x.owner && x.owner === empire;
    const seesDevelopment = owned || knowledge === 'present' || knowledge === 'scouted';
    // 5e: a scout next door learns that a system is developed, not whose it is (33.0 #4: nor who took one the viewer lost).
    const seesOwner = owned || knowledge === 'present';
    const lost = !owned && !!this.rules.lostTo?.(this.w, empire, x.id);
    return {
      lost,
      owner: !lost && (this.rules.ownersPublic || (seesOwner && x.development)) ? x.owner : '',
      development: seesDevelopment ? x.development : '',
    };
  }

  private ownFleet(id: string): FleetView {
    const { w } = this;
    const f = w.fleet(id)!;
    return {
      id: f.id,
      empire: f.empire,
      location: f.location,
      cbpv: this.rules.fleetCbpv(w, f.id),
      ...kindOf(this.rules.fleetKind?.(w, f.id)),
      mine: true,
      frd: w.fleetHas(f.id, 'FRD'),
      status: f.status,
      arrivedFrom: f.arrivedFrom,
      ships: w.shipsOf(f.id).length,
      crippled: w.shipsOf(f.id).filter((s) => s.condition === 'Crippled').length,
      problems: this.rules.fleetProblems(w, f.id),
    };
  }

  /**
   * Other empires' fleets the viewer sees: by a scout one lane away (count and CBPV only, 5e), or in a
   * system where the viewer has a fleet (whose, and its CBPV: they have met). FRDs stay hidden (1b).
   * While battles are pending only the enemy in the viewer's own pending battles is shown, by name:
   * a fleet's composition in battle is public (1e), as its Battle ships rows show.
   */
  private foreignFleets(empire: string, seen: Map<string, Sighting>, closed: boolean, battles: Battle[]): FleetView[] {
    const { w } = this;
    // A fleet met or sighted shows what it is, where that is no warship's (a civilian fleet, VB112, VB121).
    const counter = (location: string, cbpv: number, owner: string, id = '', kind?: string): FleetView => ({
      id,
      empire: owner,
      location,
      cbpv,
      ...kindOf(kind),
      mine: false,
      frd: false,
      status: '',
      arrivedFrom: '',
      ships: id ? w.shipsOf(id).length : 0,
      crippled: 0,
      problems: [],
    });
    if (!closed)
      return battles
        .filter((b) => b.status !== 'Resolved')
        .flatMap((b) => [...sideFleets(b.fleetA), ...sideFleets(b.fleetB)])
        .map((id) => w.fleet(id))
        .filter((f): f is Fleet => !!f && f.empire !== empire)
        .map((f) => counter(f.location, this.rules.fleetCbpv(w, f.id), f.empire, f.id, this.rules.fleetKind?.(w, f.id)));
    const out: FleetView[] = [];
    for (const s of seen.values()) s.fleets.forEach((cbpv, i) => out.push(counter(s.system, cbpv, '', '', s.kinds?.[i])));
    const mine = new Set(w.c.fleets.filter((f) => f.empire === empire).map((f) => f.location));
    const unseen = this.rules.unseen?.(w, empire) ?? (() => false);
    for (const f of w.c.fleets) {
      if (f.empire === empire || !mine.has(f.location) || !w.shipsOf(f.id).length || this.serves(f.id, (e) => e === empire)) continue;
      if (w.fleetHas(f.id, 'FRD') || f.status === 'Disengaged' || unseen(f)) continue;
      out.push(counter(f.location, this.rules.fleetCbpv(w, f.id), f.empire, '', this.rules.fleetKind?.(w, f.id)));
    }
    return out;
  }
}

const kindOf = (kind: string | undefined) => (kind === undefined ? {} : { kind });

/** A fleet's strength in words: its CBPV, or what it is where that is no warship's strength (a civilian fleet). */
export function fleetStrength(f: Pick<FleetView, 'cbpv' | 'kind'>): string {
  return f.kind ?? `${f.cbpv} CBPV`;
}
