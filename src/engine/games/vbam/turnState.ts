// What a VBAM-SFB turn's phases share while it runs (the campaign's world, its VBAM state, the orders'
// results and what each phase leaves the next), and a turn's start. Below the phases and the orders'
// modules, which all read it, and turn.ts, which runs them.

import type { World } from '../../core/world';
import type { OrderResult } from '../../core/plotting';
import { groupBy } from '../../core/ids';
import { ColonyRow, VbamState, vbamState } from './state';
import type { CargoMove } from './cargo';

/** `VBAM Encounters`: a trade fleet met by a non-friendly fleet entering its route. */
export interface TradeMeeting {
  fleet: string;
  tradeFleet: string;
  sector: string;
}

/** What a turn's phases share while it runs. */
export interface VbamTurn {
  w: World;
  v: VbamState;
  /** v's colonies by sector, for a look-up at a place (coloniesIn): a colony row keeps its sector, and no row is added. */
  coloniesAt: Map<string, ColonyRow[]>;
  /** Per empire id: each order row and what became of it. */
  results: Map<string, OrderResult[]>;
  /** Each empire's Total Domestic Product this turn (`VBAM Income`), which the Tech phase needs. */
  tdp: Map<string, number>;
  /** Sectors of the colonies raided before this turn (their Raided flags as it starts): commerce leaves them out (VB26). */
  raidedBefore: Set<string>;
  /** Sectors seized by a hostile force or raided this turn: Update Assets checks their morale as if seized (VB26). */
  seized: Set<string>;
  /** Each cargo item's Load or Unload this turn (`VBAM Invasion`: never both in one turn). */
  cargoMoves: Map<string, CargoMove>;
  /** Trade fleets met by a non-friendly fleet entering their route (`VBAM Encounters`): for the encounters. */
  tradeMeetings: TradeMeeting[];
  /** The empires holding a colony as the turn starts: losing the last one eliminates (VB67). */
  heldColonies: Set<string>;
  /** `VBAM Movement`: each fleet's path, and the Move order's row that gave it (orders/move.ts). */
  moves: Map<string, { path: string[]; row: number }>;
  /** `VBAM Supply`: the fleets out of supply this turn (Slow; their battle card says so). */
  outOfSupply: Set<string>;
  /**
   * `VBAM Movement`: fleets stopped head-on, each with the sector it was heading for, the fleets that
   * stopped it, and the rest of its path from there (where it goes on if it continues, VB71).
   */
  stopped: Map<string, { toward: string; by: string[]; rest: string[] }>;
  /** `VBAM Encounters`: fleets that continued their move after a deep-space encounter (VB71), met in the next round. */
  continued: Set<string>;
  /** `VBAM Encounters`: the battles by id and each part of it before a "-", for a new battle's series (scenarioBattle.ts). */
  battleIds?: Map<string, number>;
}

export function newTurn(w: World): VbamTurn {
  const v = vbamState(w.c);
  return {
    w,
    v,
    coloniesAt: groupBy(v.colonies, (c) => c.sector),
    results: new Map(),
    tdp: new Map(),
    raidedBefore: new Set(v.colonies.filter((c) => c.raided).map((c) => c.sector)),
    seized: new Set(),
    cargoMoves: new Map(),
    tradeMeetings: [],
    heldColonies: new Set(v.colonies.filter((c) => c.owner).map((c) => c.owner)),
    moves: new Map(),
    outOfSupply: new Set(),
    stopped: new Map(),
    continued: new Set(),
  };
}
