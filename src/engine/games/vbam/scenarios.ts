// `VBAM Encounters`: what an encounter between two powers gives, from each fleet's standing order and
// where they meet. The rule layer: it knows fleets by id, their stance, and whether they can move.
//
// - Deep space (fleets stopped head-on between two sectors): a fleet that refuses goes back (VB55); if
//   both sides keep a fleet and one of them demands, a Deep space scenario.
// - A sector holding a colony of one of the two powers (a fixed defensive point): a demand met by a
//   side all of whose fleets refuse is Refused (no scenario, and the colony is not invaded this turn,
//   VB72); the demanding side's fleets that Pursue then demand a Pursuit scenario against the refusing
//   side's fleets that can move (VB73). A demand otherwise makes a Defensive scenario.
// - Any other sector: Refuse counts as Accept (VB55); a demand makes a Deep space scenario (the document:
//   system encounters happen at fixed defensive points or in deep space).

import type { StandingOrder } from './model';

export type ScenarioKind = 'Deep space' | 'Defensive' | 'Pursuit';

/** A fleet at the encounter: its id, its standing order, and whether it holds a unit that can move. */
export interface EncounterFleet {
  id: string;
  order: StandingOrder;
  mobile: boolean;
}

/** Where two powers meet: between two sectors, in a sector without a colony of theirs, or at one's colony. */
export type EncounterPlace = { kind: 'deep space' } | { kind: 'sector' } | { kind: 'colony'; owner: string };

export interface EncounterSide {
  power: string;
  fleets: EncounterFleet[];
}

/** A scenario to fight: its kind and each side's fleets (side A first). */
export interface Scenario {
  kind: ScenarioKind;
  a: string[];
  b: string[];
  /** The fleets that demanded it. */
  demanders: string[];
}

export interface EncounterOutcome {
  /** Deep space: the fleets that refused and went back to the sector they left. */
  back: string[];
  /** The power that refused a scenario at a colony (VB72), if one did. */
  refusedBy?: string;
  /** The scenario made, if any. */
  scenario?: Scenario;
}

const ids = (fleets: EncounterFleet[]) => fleets.map((f) => f.id);
const demanding = (fleets: EncounterFleet[]) => fleets.filter((f) => f.order.encounter === 'Demand');
const refusing = (side: EncounterSide) => side.fleets.every((f) => f.order.encounter === 'Refuse');

/** The outcome of one encounter between sides `a` and `b` at `place`. */
export function encounterOutcome(place: EncounterPlace, a: EncounterSide, b: EncounterSide): EncounterOutcome {
  if (place.kind === 'deep space') {
    const stays = (f: EncounterFleet) => f.order.encounter !== 'Refuse';
    const back = [...a.fleets, ...b.fleets].filter((f) => !stays(f));
    const [sa, sb] = [a.fleets.filter(stays), b.fleets.filter(stays)];
    const demanders = demanding([...sa, ...sb]);
    if (!sa.length || !sb.length || !demanders.length) return { back: ids(back) };
    return { back: ids(back), scenario: { kind: 'Deep space', a: ids(sa), b: ids(sb), demanders: ids(demanders) } };
  }
  const demanders = demanding([...a.fleets, ...b.fleets]);
  if (!demanders.length) return { back: [] };
  if (place.kind === 'colony') {
    const [demander, refuser] =
      demanding(a.fleets).length && refusing(b) ? [a, b] : demanding(b.fleets).length && refusing(a) ? [b, a] : [];
    if (demander && refuser) {
      const pursuers = demander.fleets.filter((f) => f.order.pursue);
      const pursued = refuser.fleets.filter((f) => f.mobile);
      const scenario: Scenario | undefined =
        pursuers.length && pursued.length ? { kind: 'Pursuit', a: ids(pursuers), b: ids(pursued), demanders: ids(pursuers) } : undefined;
      return { back: [], refusedBy: refuser.power, ...(scenario ? { scenario } : {}) };
    }
  }
  const kind: ScenarioKind = place.kind === 'colony' ? 'Defensive' : 'Deep space';
  return { back: [], scenario: { kind, a: ids(a.fleets), b: ids(b.fleets), demanders: ids(demanders) } };
}
