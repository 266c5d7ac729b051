// The battle set-up card (EaW 20.0-21b): where each of the two fleets starts, its facing, speed and weapon
// status, and who may disengage where and from when. Also 5c (open space), 10g/21b and 15.0 (who may not
// disengage), 26c/26e (later battles of a serial engagement) and the Two-Phase tactical option (seed 001:
// speeds halved). The choices made where the rules are silent are listed in docs/rule-options.md (B1-B12).

export type Side = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';
/** Clockwise from A (up), 60° apart, as on an SFB hex map. */
export const SIDES: readonly Side[] = ['A', 'B', 'C', 'D', 'E', 'F'];

/** By entry side: the 20.0 preset start hex, its alternate and the 21.0 disengagement (PoD) hexes. A fleet faces the opposite side. */
const MAP: Record<Side, { preset: string; alternate: string; pod: string[] }> = {
  A: { preset: '3015', alternate: '3001', pod: ['2901', '3001', '3101'] },
  B: { preset: '4523', alternate: '6015', pod: ['6014', '6015', '6016'] },
  C: { preset: '4538', alternate: '6045', pod: ['6044', '6045', '6046'] },
  D: { preset: '3045', alternate: '3060', pod: ['2960', '3060', '3160'] },
  E: { preset: '1538', alternate: '0145', pod: ['0144', '0145', '0146'] },
  F: { preset: '1523', alternate: '0116', pod: ['0115', '0116', '0117'] },
};
/** 20.0: the range the start positions aim at. */
export const START_RANGE = 30;
/** 20b: where a fleet present over a full season starts, and its speed on the last turn. */
export const CENTRE = '3030';
const CENTRE_SPEED = 10;
/** 20d: weapon status III. */
const WEAPON_STATUS = 3;
/** What a surviving fleet's placement shows instead of a hex (20c). */
export const TURN_OF_REST = 'turn of rest';

export const turnSide = (s: Side, steps: number): Side => SIDES[(((SIDES.indexOf(s) + steps) % 6) + 6) % 6];
export const opposite = (s: Side): Side => turnSide(s, 3);

/**
 * The map side a fleet enters a system's battle map from (EaW 20.0): the direction, relative to heading A
 * (A = up = smaller y, then clockwise B, C, D, E, F at 60° steps, as on an SFB hex map), from the battle
 * system toward the system the fleet came from. Coordinates are the strategic map's x/y (y grows downward).
 * Each side covers 60° centred on its heading; a lane exactly on a boundary takes the side clockwise of it
 * (30° is B, 90° is C), so the two ends of a lane always give opposite sides (5c).
 */
export function entrySide(battle: { x: number; y: number }, from: { x: number; y: number }): Side {
  const degrees = (Math.atan2(from.x - battle.x, battle.y - from.y) * 180) / Math.PI; // clockwise from up
  const rounded = Math.round(degrees * 1e6) / 1e6; // 89.99999999 is 90
  return SIDES[Math.floor(((((rounded + 30) % 360) + 360) % 360) / 60)];
}

/** Axial coordinates of an SFB hex "XXYY": columns run up and down, and even columns sit half a hex lower. */
function axial(hex: string): [number, number] {
  const m = /^\s*(\d\d)(\d\d)\s*$/.exec(hex);
  if (!m) throw new Error(`"${hex}" is not an SFB hex number (XXYY)`);
  const col = Number(m[1]);
  return [col, Number(m[2]) - (col + (col % 2)) / 2];
}

/** SFB hex "XXYY" (column, row), e.g. "3015". */
export function hexDistance(a: string, b: string): number {
  const [q1, r1] = axial(a);
  const [q2, r2] = axial(b);
  return (Math.abs(q2 - q1) + Math.abs(r2 - r1) + Math.abs(q2 - q1 + r2 - r1)) / 2;
}

export interface Placement {
  fleet: string;
  side: Side | 'in place';
  /** Start hex; "turn of rest" for the survivor of an earlier battle of the series (20c). */
  hex: string;
  facing: Side | 'any';
  /** Speed of the first turn; NaN for a survivor (its speed is what its turn of rest left, 20c). */
  speed: number;
  /** 3 = WS III (20d); NaN for a survivor (it has what it rearmed in its turn of rest, 20d). */
  weaponStatus: number;
  note: string;
}

export interface FleetEntry {
  fleet: string;
  empire: string;
  /** Side entered from; 'in place' for a fleet that did not move this season. */
  side: Side | 'in place';
  /** The fleet has been in the system more than one complete season (20b: starts at 3030, speed 10). */
  presentOverASeason: boolean;
  /** Max speeds of its ships (bases and the FRD excluded by the caller). */
  speeds: number[];
  hasFrd: boolean;
  hasMinesweeper: boolean;
  hasLegendaryNavigator: boolean;
  /** Order of arrival this season for 20a (lower moved first). */
  arrivalOrder: number;
  /** Another fleet of its empire in the system will fight after it (10g: it may then leave a fortification). */
  backedUp?: boolean;
  /** EaW 17g (d): the fleet's CBPV over its cap; ships making up the excess fight under disruptive fire control. */
  overCap?: { cbpv: number; cap: number };
}

export interface SetupInput {
  fleetA: FleetEntry;
  fleetB: FleetEntry;
  /** Later battles of a serial engagement use the alternate positions (20.0) and the survivor's turn of rest (20c, 26c). */
  seriesIndex: number;
  survivor?: 'A' | 'B';
  twoPhase: boolean;
  /** A meeting on a lane (5c): no planet, fleets enter from opposite sides. */
  openSpace: boolean;
  /** Empire whose fortification stands in the system (10g, 21b). */
  fortifiedBy?: string;
  /** Sides with a warp lane out of the system (21.0: ships leave only toward another system); all six when not given. */
  exits?: Side[];
}

export interface SetupCard {
  placements: [Placement, Placement];
  /** Disengagement hexes by side (21.0); a side no ship may leave by has none. */
  disengagement: Record<Side, string[]>;
  /** Fleets that may not disengage and why (FRD 15.0; attacking a fortification without a minesweeper 10g/21b). */
  noDisengage: { fleet: string; why: string }[];
  /** 21a: 2.5 turns fought. */
  earliestDisengage: string;
  rules: 'Standard' | 'Two-Phase';
  /** 20a: both fleets came from the same side; the chooser takes one of the options, the other fleet the other. */
  sameSide?: { chooser: string; options: [Side, Side] };
  /** Range at the start, when both fleets are placed by hex. */
  range?: number;
  /** A readable card, citing the rules. */
  text: string;
}

/** Where a fleet starts: from a side (20.0), at the centre (20b), or where its turn of rest left it (20c). */
type Start = Side | 'centre' | 'rest';
interface Plan {
  start: Start;
  why: string[];
}

/** Each fleet's start before any hex is chosen (20.0, 20b, 5c; B5, B6, B9). */
function plans(input: SetupInput, survivor: number): [Plan, Plan] {
  const [a, b] = [input.fleetA, input.fleetB];
  let result: [Plan, Plan];
  if (input.openSpace || (a.side === 'in place' && b.side === 'in place')) {
    const first = a.side !== 'in place' ? a.side : b.side !== 'in place' ? opposite(b.side) : 'A';
    const why = input.openSpace
      ? 'met on the lane in open space: the fleets start on opposite sides (5c)'
      : 'neither fleet moved this season: they start on opposite sides (20.0)';
    result = [
      { start: first, why: [why] },
      { start: opposite(first), why: [why] },
    ];
  } else {
    const one = (f: FleetEntry, other: FleetEntry): Plan => {
      if (f.side !== 'in place') return { start: f.side, why: [] };
      if (f.presentOverASeason) return { start: 'centre', why: ['in the system over a full season (20b)'] };
      return {
        start: opposite(other.side as Side),
        why: ['in the system since before this season, not over a full season: starts opposite the fleet that entered (20.0, 20b)'],
      };
    };
    result = [one(a, b), one(b, a)];
  }
  if (survivor >= 0) result[survivor] = { start: 'rest', why: [] };
  return result;
}

/** 20a: both fleets came from one side; the chooser (Legendary Navigator, else first to arrive) takes left or right. */
function sameSide(input: SetupInput, p: [Plan, Plan]): { chooser: string; options: [Side, Side] } | undefined {
  const s = p[0].start;
  if (s !== p[1].start || s === 'centre' || s === 'rest') return undefined;
  const fleets = [input.fleetA, input.fleetB];
  const ln = fleets.map((f) => f.hasLegendaryNavigator);
  const index = ln[0] !== ln[1] ? (ln[0] ? 0 : 1) : fleets[1].arrivalOrder < fleets[0].arrivalOrder ? 1 : 0;
  const options: [Side, Side] = [turnSide(s, -1), turnSide(s, 1)];
  const chooser = fleets[index].fleet;
  const because = ln[index] && !ln[1 - index] ? 'has a Legendary Navigator' : 'arrived first';
  p[index] = {
    start: options[0],
    why: [`both fleets came from ${s}; it ${because} and chooses ${options[0]} or ${options[1]} (shown with ${options[0]}) (20a)`],
  };
  p[1 - index] = {
    start: options[1],
    why: [`both fleets came from ${s}; it takes whichever of ${options[0]}/${options[1]} ${chooser} leaves (20a)`],
  };
  return { chooser, options };
}

/** Start hexes, noting each alternate: after the first battle of a series the entering fleet's alternate (20.0); else
 *  preset or alternate, whichever pair is nearest 30 hexes apart, presets first, then both alternates (20.0; B3). */
function hexes(p: [Plan, Plan], later: boolean): [string | undefined, string | undefined] {
  const candidates = p.map(({ start }) =>
    start === 'rest' ? [] : start === 'centre' ? [CENTRE] : later ? [MAP[start].alternate] : [MAP[start].preset, MAP[start].alternate],
  );
  if (later) {
    p.forEach(({ start, why }) => {
      if (SIDES.includes(start as Side)) why.push('alternate position, as in every battle after the first of a series (20.0, 26e)');
    });
    return [candidates[0][0], candidates[1][0]];
  }
  const pairs = [
    [0, 0],
    [1, 1],
    [0, 1],
    [1, 0],
  ].filter(([i, j]) => i < candidates[0].length && j < candidates[1].length);
  const off = ([i, j]: number[]) => Math.abs(hexDistance(candidates[0][i], candidates[1][j]) - START_RANGE);
  const [i, j] = pairs.reduce((best, pair) => (off(pair) < off(best) ? pair : best));
  const preset = hexDistance(candidates[0][0], candidates[1][0]);
  [i, j].forEach((k, n) => {
    if (k) p[n].why.push(`alternate position: the preset positions would start ${preset} hexes apart (20.0)`);
  });
  return [candidates[0][i], candidates[1][j]];
}

/** Why a fleet of another empire may still leave past a fortification (10d, 10g, 21b); '' when it may not. */
const fortExit = (f: FleetEntry) => (f.hasMinesweeper ? 'it has a minesweeper' : f.backedUp ? 'another of its fleets is behind it' : '');

export function setupCard(input: SetupInput): SetupCard {
  const fleets: [FleetEntry, FleetEntry] = [input.fleetA, input.fleetB];
  const survivor: number = input.seriesIndex > 1 && input.survivor ? (input.survivor === 'A' ? 0 : 1) : -1;
  const later = survivor >= 0;
  const p = plans(input, survivor);
  const same = sameSide(input, p);
  const hex = hexes(p, later);
  const halve = (n: number) => (input.twoPhase ? Math.floor(n / 2) : n);
  const slowest = (f: FleetEntry) => (f.speeds.length ? Math.min(...f.speeds) : 0);

  const placements = fleets.map((f, n): Placement => {
    const { start, why } = p[n];
    const base = { fleet: f.fleet, weaponStatus: WEAPON_STATUS, note: why.join('; ') };
    if (start === 'rest') return { ...base, side: 'in place', hex: TURN_OF_REST, facing: 'any', speed: NaN, weaponStatus: NaN };
    if (start === 'centre')
      return { ...base, side: 'in place', hex: CENTRE, facing: 'any', speed: halve(Math.min(CENTRE_SPEED, slowest(f))) };
    return { ...base, side: start, hex: hex[n]!, facing: opposite(start), speed: halve(slowest(f)) };
  }) as [Placement, Placement];
  const range = hex[0] && hex[1] ? hexDistance(hex[0], hex[1]) : undefined;

  const lane = placements.find((x) => x.side !== 'in place')?.side as Side | undefined;
  const open = new Set<Side>(input.exits ?? (input.openSpace && lane ? [lane, opposite(lane)] : SIDES));
  const disengagement = Object.fromEntries(SIDES.map((s) => [s, open.has(s) ? [...MAP[s].pod] : []])) as Record<Side, string[]>;
  const fort = input.fortifiedBy?.trim();
  const noDisengage = fleets.flatMap((f) => [
    ...(f.hasFrd ? [{ fleet: f.fleet, why: 'its FRD may not disengage (15.0); its other ships may' }] : []),
    ...(fort && f.empire !== fort && !fortExit(f)
      ? [
          {
            fleet: f.fleet,
            why: `may not disengage: ${fort}'s fortification stands here and it has no minesweeper and no other fleet of its own behind it (10g, 21b)`,
          },
        ]
      : []),
  ]);
  const earliestDisengage = input.twoPhase ? 'turn 3, Second Phase' : 'turn 3, impulse 16';
  const rules = input.twoPhase ? 'Two-Phase' : 'Standard';

  const facing = (x: Placement) => (x.facing === 'any' ? 'any facing' : `facing ${x.facing}`);
  const where = (x: Placement) =>
    x.hex === TURN_OF_REST
      ? 'starts where its turn of rest left it, at the speeds and facings it had then, with whatever weapons it rearmed (20c, 20d, 26c)'
      : `${x.side === 'in place' ? 'in place' : `from ${x.side}`}: starts at ${x.hex}, ${facing(x)}, speed ${x.speed}, weapon status III (${x.hex === CENTRE ? '20b' : '20.0'}, 20d)`;
  const lines = [
    `Battle set-up (EaW 20.0-21b), ${rules} SFB rules${input.seriesIndex > 1 ? `, battle ${input.seriesIndex} of a serial engagement (26.0)` : ''}.`,
    input.openSpace
      ? 'Map: 60×60 hexes of open space, no planet, inside the energy barrier (5c, 19b, 19d).'
      : "Map: 60×60 hexes inside the energy barrier, of the system's map type (19b, 19d).",
    ...placements.map((x, n) => `${x.fleet} (${fleets[n].empire}) ${where(x)}${x.note ? `; ${x.note}` : ''}.`),
    ...(input.twoPhase ? ['Two-Phase rules: every speed is halved, fractions dropped (the speeds above are halved already).'] : []),
    ...(same
      ? [
          `20a: ${same.chooser} chooses ${same.options.map((s) => `${s} (${MAP[s].preset}, facing ${opposite(s)})`).join(' or ')}; the other fleet takes the one left.`,
        ]
      : []),
    range !== undefined
      ? `Range at the start: ${range} hexes (20.0${range !== START_RANGE ? '; the nearest to 30 the positions allow' : ''}).`
      : 'Range at the start: whatever the turn of rest leaves, perhaps under 30 (20c).',
    ...(later
      ? [
          `Every ship of ${placements[survivor].fleet} within 10 hexes of ${placements[1 - survivor].hex} when the turn of rest ends explodes once energy allocation is done (20c); mines within 5 hexes of that hex are swept (26f). No ship disengages during the turn of rest (26c).`,
        ]
      : []),
    `Disengagement (21.0): only from these hexes, already facing off the map that way, not tractored by an enemy, and not into a system already holding three of the fleet's empire's fleets: ${SIDES.filter(
      (s) => open.has(s),
    )
      .map((s) => `${s} ${MAP[s].pod.join('/')}`)
      .join('; ')}.`,
    `Earliest disengagement: ${earliestDisengage}${later ? ", counting the entering fleet's first turn as turn 1" : ''} (21a). Once a ship has left by one side, the rest of its fleet may leave only by that side; leaving by a side other than the one the fleet came from costs 1 MP next season (21a).`,
    ...noDisengage.map((x) => `${x.fleet}: ${x.why}.`),
    ...fleets
      .filter((f) => f.overCap)
      .map(
        (f) =>
          `${f.fleet} is ${f.overCap!.cbpv} CBPV, over its ${f.overCap!.cap} cap: ships making up the ${f.overCap!.cbpv - f.overCap!.cap} CBPV excess are under disruptive fire control (SFB D6.68) in this battle; they start where they normally would and may not fire, launch, use labs, tractor or transport, but may defend themselves under D6.682 (17g).`,
      ),
    ...(fort
      ? [
          `${fort}'s fortification stands here: its own fleets may disengage, a Legendary Captain does not help anyone else (10g, 21b)${fleets
            .filter((f) => f.empire !== fort && fortExit(f))
            .map((f) => `; ${f.fleet} may disengage: ${fortExit(f)}`)
            .join('')}.`,
        ]
      : []),
  ];
  return {
    placements,
    disengagement,
    noDisengage,
    earliestDisengage,
    rules,
    ...(same ? { sameSide: same } : {}),
    range,
    text: lines.join('\n'),
  };
}
