// What a map's legend says, in the game's own words and with its rule references: each game brings its
// words (games/<game>/map.ts) with its layout; a mark the game gives no words to is left out of the
// legend. A game that brings none gets plain words naming no rule, which the games' words build on.

import type { PlanetType } from '../model';
import type { GameRow } from '../gameTabs';
import { LANES, MapLayout } from './layout';

export interface MapWords {
  /** Each kind of planet marker ("Unknown": not explored). */
  readonly planets: Readonly<Partial<Record<PlanetType, string>>>;
  /** The ring (or tile) in the owner's colour. */
  readonly owner: string;
  /** A tile taken from the viewer by someone it cannot see (SystemView.lost). */
  readonly lost?: string;
  readonly mine?: string;
  readonly colony?: string;
  readonly fortification?: string;
  readonly fleet: string;
  /** Another empire's fleet, seen from next door. */
  readonly seenFleet: string;
  readonly frd?: string;
  readonly trapped?: string;
  readonly crippled: string;
  readonly battlePending: string;
  readonly battleFought: string;
  /** The line joining two places (a lanes or squares map). */
  readonly lane?: string;
  /** A side no unit may cross (a hex map's wall). */
  readonly wall?: string;
  /** A route drawn in its empire's colour (MapLink), and one its owner alone sees (dashed). */
  readonly link?: string;
  readonly hiddenLink?: string;
  /** A tile's colour and words, by terrain (a hex or squares map), and the short label written in its corner; a terrain not named here is drawn blank. */
  readonly terrain?: Readonly<Record<string, { readonly colour: string; readonly text: string; readonly label?: string }>>;
  /**
   * A place's standing (MapPlace.control), each in the game's words: one held by a power is washed in
   * its colour; one with `hatched` is hatched across; any other is left clear.
   */
  readonly control?: Readonly<Record<string, { readonly text: string; readonly held?: boolean; readonly hatched?: boolean }>>;
  /** The small letters a game marks a place with (MapPlace.marks), and what each means. */
  readonly marks?: Readonly<Record<string, { readonly symbol: string; readonly text: string }>>;
}

/** What a game tells of one place on its map from the rows the viewer sees: its terrain, standing and marks. */
export interface MapPlace {
  readonly terrain?: string;
  /** A key of MapWords.control. */
  readonly control?: string;
  /** The power whose colour washes a held place. */
  readonly holder?: string;
  /** Keys of MapWords.marks. */
  readonly marks?: readonly string[];
}

/** A line a game draws between two neighbouring places in an empire's colour (a GC trade route); dashed when its owner alone sees it. */
export interface MapLink {
  readonly a: string;
  readonly b: string;
  readonly empire: string;
  readonly hidden: boolean;
}

/** A game's map: how its places are laid out, how its legend reads, and the links and places it draws from the rows of its tabs the viewer sees. */
export interface GameMap {
  readonly layout: MapLayout;
  readonly words: MapWords;
  readonly links?: (tables: Readonly<Record<string, readonly GameRow[]>>) => MapLink[];
  readonly places?: (tables: Readonly<Record<string, readonly GameRow[]>>) => Record<string, MapPlace>;
  /** The lines a place's details add from the game's cells on its Systems row that the viewer sees (EaW's bases). */
  readonly details?: (cells: GameRow) => string[];
}

export const PLAIN_MAP: GameMap = {
  layout: LANES,
  words: {
    planets: { Life: 'Life planet', Mineral: 'Mineral planet', Dead: 'Dead planet', Unknown: 'Unknown: not explored' },
    owner: "Ring: owner's colour",
    fleet: 'Fleet: id and strength',
    seenFleet: 'Seen fleet: strength only',
    crippled: 'cN: N crippled ships',
    battlePending: 'Battle pending',
    battleFought: "Battle fought: winner's colour",
    lane: 'Lane',
  },
};
