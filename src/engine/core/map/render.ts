// The strategic map drawn from one CampaignView as an SVG document: the GM's view or one
// admiral's. It reads nothing but the view, so an admiral's map can show nothing their view does not
// (every text, title and data attribute below comes from view fields).
//
// Drawn: places at their map coordinates (systems as points, squares as squares, hexes as hexes),
// filled by planet type or terrain, with id and name; lanes; the owner's colour; mines and colonies;
// fortifications; fleet counters with id and CBPV (an unnamed seen fleet shows only its CBPV), FRDs and
// trapped fleets and crippled ships marked; the moves of one turn (by default the turn last processed)
// lane by lane along their whole route; pending battles and the turn's resolved battles with their
// outcome; the enemy of the viewer's own pending battle (from the view); a legend in the game's words naming the
// turn; the year and season. Labels are placed so that none overlaps another (labels.ts).
//
// Each map is drawn in its layout's shape (layout.ts): systems and lanes; a grid of squares; or hexes,
// each tile filled by its terrain and washed in its owner's colour, with the sides no unit may cross.
// The legend is in the game's own words (words.ts), which come with the view.

import { ofTurn } from '../calendar';
import { groupBy } from '../ids';
import { esc } from '../markup';
import { Battle, BattlePlace, placeText, PlanetType } from '../model';
import { CampaignView, FleetView, fleetStrength, MapView, Movement, SystemView } from '../view';
import { Box, LabelRequest, placeLabels } from './labels';
import type { MapPlace } from './words';
import { hexCentre, hexCorners } from './hex';

export const PLANET_COLOURS: Record<PlanetType, string> = { Life: '#5cb85c', Mineral: '#c8893a', Dead: '#9a9a9a', Unknown: '#ffffff' };
const EMPIRE_COLOURS = [
  '#d62728',
  '#1f77b4',
  '#7b3fb8',
  '#e07b00',
  '#138d90',
  '#b8860b',
  '#8c564b',
  '#d6409f',
  '#4a5dcc',
  '#2e8b57',
  '#6b6b00',
  '#a0522d',
];
const UNKNOWN_OWNER = '#666666';
/** A tile taken from the viewer by someone unseen: light grey. */
const LOST = '#d3d3d3';

/** Monospace text, so a label's width is known without a browser: 0.6 em a character (plus slack). */
export const FONT = 'DejaVu Sans Mono, Menlo, Consolas, monospace';
const CHAR = 0.62;
const NAME_SIZE = 11;
const COUNTER_SIZE = 10;
const COUNTER_H = 14;
const R = 7; // system marker radius
const PAD = 70;
const HEADER = 44;
const LEGEND_W = 290;

const textWidth = (text: string, size: number) => Math.ceil(text.length * size * CHAR) + 4;
const n = (v: number) => Math.round(v * 10) / 10;

export interface MapDrawing {
  svg: string;
  /** System names left out for lack of room (their hover details still name them). */
  namesDropped: number;
}

/** Each empire's colour, by its place in the Empires tab (public). */
export function empireColours(view: CampaignView): Map<string, string> {
  return new Map(view.empires.map((e, i) => [e.id, EMPIRE_COLOURS[i % EMPIRE_COLOURS.length]]));
}

/**
 * Map units to pixels: the median distance to the nearest system becomes about 110 px, room for a label.
 * Worked out once per set of places: a campaign's map is drawn for the GM and every admiral, at every turn
 * of the Map dialog, always on the same places (a tenth of a Galactic Conquest turn's drawing).
 */
function scaleOf(systems: { x: number; y: number }[]): number {
  const key = systems.map((s) => `${s.x},${s.y}`).join(';');
  let scale = scales.get(key);
  if (scale === undefined) {
    if (scales.size >= 8) scales.clear();
    scales.set(key, (scale = measuredScale(systems)));
  }
  return scale;
}
const scales = new Map<string, number>();

function measuredScale(systems: { x: number; y: number }[]): number {
  if (systems.length < 2) return 10;
  const cell = new Map<string, { x: number; y: number }[]>();
  const xs = systems.map((s) => s.x);
  const ys = systems.map((s) => s.y);
  const span = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys), 1);
  const size = span / Math.sqrt(systems.length);
  const at = (x: number, y: number) => `${Math.floor(x / size)},${Math.floor(y / size)}`;
  for (const s of systems) cell.set(at(s.x, s.y), [...(cell.get(at(s.x, s.y)) ?? []), s]);
  const nearest = systems
    .map((s) => {
      let best = Infinity;
      const [i, j] = [Math.floor(s.x / size), Math.floor(s.y / size)];
      for (let di = -2; di <= 2; di++)
        for (let dj = -2; dj <= 2; dj++) {
          for (const o of cell.get(`${i + di},${j + dj}`) ?? []) if (o !== s) best = Math.min(best, Math.hypot(o.x - s.x, o.y - s.y));
        }
      return best;
    })
    .filter((d) => Number.isFinite(d) && d > 0)
    .sort((a, b) => a - b);
  const median = nearest.length ? nearest[Math.floor(nearest.length / 2)] : span;
  // Up to 120 px a unit: a VBAM-SFB map puts its sectors one unit apart (their grid places).
  return Math.min(120, Math.max(0.5, 110 / median));
}

/** Where a battle is marked: at its system, or halfway along the lane of a meeting in open space. */
export function battlePoint(place: BattlePlace, at: Map<string, { x: number; y: number }>): { x: number; y: number } | undefined {
  if (place.kind === 'system') return at.get(place.system);
  const [a, b] = [at.get(place.a), at.get(place.b)];
  return a && b ? { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } : undefined;
}

/** Pending battles fought in a system, by system. */
export function battlesBySystem(battles: Battle[]): Map<string, Battle[]> {
  return groupBy(
    battles.filter((b) => b.place.kind === 'system'),
    (b) => placeText(b.place),
  );
}

const crippledText = (f: FleetView) => (f.crippled ? ` c${f.crippled}` : '');
const counterText = (f: FleetView) => (f.frd ? f.id : f.id ? `${f.id} ${f.kind ?? f.cbpv}` : `${f.kind ?? f.cbpv}`) + crippledText(f);

/** Which turn the map tells: its moves (by default the view's, of the season last processed) and battles. */
export interface MapTurn {
  /** A season stamp, e.g. "Y165 Spring". */
  season: string;
  moves: Movement[];
}

/** What a battle came to, in words: who won and the VP. */
export function battleOutcome(b: Battle): string {
  const vp = b.vpA === '' || b.vpB === '' ? '' : `, VP ${b.vpA}-${b.vpB}`;
  return b.status !== 'Resolved' ? `${b.status}` : b.winner && b.winner !== 'draw' ? `won by ${b.winner}${vp}` : `a draw${vp}`;
}

/** The legend's words for the turn's moves: whose turn they are, relative to the view's season. */
function movesCaption(view: CampaignView, season: string): string {
  const s = view.settings;
  if (!season) return 'Moves (no season processed yet)';
  if (season !== s.lastProcessed) return `Moves of ${season}`;
  return s.phase === 'Orders' ? `Moves of ${season} (last season)` : `Moves of ${season} (this season)`;
}

function systemDetails(
  s: SystemView,
  place: MapPlace | undefined,
  map: MapView,
  fleets: FleetView[],
  battles: string[],
  gm: boolean,
): string {
  const terrain = place?.terrain || map.terrain[s.id];
  const fleetText = (f: FleetView) =>
    `${f.id || (f.empire ? `${f.empire} fleet` : 'a fleet')} (${fleetStrength(f)}${f.status && f.status !== 'Ready' ? `, ${f.status}` : ''}${f.crippled ? `, ${f.crippled} crippled` : ''})`;
  const lines = [`${s.id} ${s.name}`, `Planet: ${s.planet}`];
  if (s.owner) lines.push(`Owner: ${s.owner}`);
  if (s.development) lines.push(`Development: ${s.development}`);
  if (s.fortified !== undefined) lines.push(`Fortified: ${s.fortified ? 'yes' : 'no'}`);
  if (terrain) lines.push(`Terrain: ${terrain}`);
  if (place?.control) lines.push(`${place.control}${place.holder ? `: ${place.holder}` : ''}`);
  for (const m of place?.marks ?? []) lines.push(map.words.marks?.[m]?.text ?? m);
  lines.push(...(map.details?.[s.id] ?? []));
  if (!gm) lines.push(`Known: ${s.knowledge}`);
  if (fleets.length) lines.push(`Fleets: ${fleets.map(fleetText).join('; ')}`);
  lines.push(...battles);
  return lines.join('\n');
}

export function renderMap(view: CampaignView, turn: MapTurn = { season: view.settings.lastProcessed, moves: view.movements }): MapDrawing {
  const colours = empireColours(view);
  const colourOf = (empire: string) => (empire ? (colours.get(empire) ?? UNKNOWN_OWNER) : UNKNOWN_OWNER);
  const points = view.systems.map((s) => pointOf(view.map, s));
  const scale = scaleOf(points);
  const minX = Math.min(...points.map((p) => p.x), 0);
  const minY = Math.min(...points.map((p) => p.y), 0);
  const px = (p: { x: number; y: number }) => ({ x: PAD + (p.x - minX) * scale, y: HEADER + PAD + (p.y - minY) * scale });
  const at = new Map(view.systems.map((s, i) => [s.id, px(points[i])]));

  // A fleet the viewer knows to hold no ship is no counter (a VBAM fleet emptied by a transfer).
  const fleetsAt = groupBy(
    view.fleets.filter((f) => !f.mine || f.ships > 0),
    (f) => f.location,
  );
  const open = view.battles.filter((b) => b.status !== 'Resolved');
  const resolved = view.battles.filter((b) => b.status === 'Resolved' && ofTurn(b.season, turn.season));
  const battleMarks = [...open, ...resolved].map((b) => ({ b, p: battlePoint(b.place, at) })).filter((m) => m.p);
  const battlesAt = battlesBySystem(open);
  const resolvedAt = battlesBySystem(resolved);

  // Labels: fleet stacks first (never dropped), then system names.
  const stacks = view.systems.filter((s) => fleetsAt.has(s.id));
  const stackSize = (s: SystemView) => {
    const fleets = fleetsAt.get(s.id)!;
    return { w: Math.max(...fleets.map((f) => textWidth(counterText(f), COUNTER_SIZE))) + 6, h: fleets.length * (COUNTER_H + 1) - 1 };
  };
  const requests: LabelRequest[] = [
    ...stacks.map((s) => ({ ...at.get(s.id)!, r: R + 6, ...stackSize(s), required: true })),
    ...view.systems.map((s) => ({
      ...at.get(s.id)!,
      r: R + 6,
      w: textWidth(`${s.id} ${s.name}`, NAME_SIZE),
      h: NAME_SIZE + 3,
      required: false,
    })),
  ];
  // Each move lane by lane along its route (S01 > S04 > S21 is two lanes), the arrowhead on the last.
  const routes = turn.moves
    .map((m) => ({
      m,
      legs: m.route
        .slice(1)
        .map((to, i) => [at.get(m.route[i]), at.get(to)])
        .filter((x): x is [{ x: number; y: number }, { x: number; y: number }] => !!x[0] && !!x[1] && x[0] !== x[1])
        .map(([a, b]) => arrow(a, b)),
    }))
    .filter((r) => r.legs.length);
  const arrows = routes.flatMap((r) => r.legs);
  const obstacles: Box[] = [
    ...[...at.values()].map((p) => ({ x: p.x - R - 5, y: p.y - R - 5, w: 2 * R + 10, h: 2 * R + 10 })),
    ...battleMarks.map(({ p }) => ({ x: p!.x - 12, y: p!.y - 12, w: 24, h: 24 })),
    ...arrows.flatMap(alongArrow),
  ];
  const placed = placeLabels(requests, obstacles, 120);
  const stackBoxes = placed.slice(0, stacks.length);
  const nameBoxes = placed.slice(stacks.length);

  const tileBoxes =
    view.map.shape === 'lanes' ? [] : [...at.values()].map((p) => ({ x: p.x - scale, y: p.y - scale, w: 2 * scale, h: 2 * scale }));
  const all = [...obstacles, ...tileBoxes, ...placed.filter((b): b is Box => !!b)];
  const mapRight = Math.max(...all.map((b) => b.x + b.w), PAD * 2) + PAD / 2;
  const mapBottom = Math.max(...all.map((b) => b.y + b.h), HEADER + PAD * 2) + PAD / 2;
  const left = Math.min(0, ...all.map((b) => b.x - 10));
  const top = Math.min(0, ...all.map((b) => b.y - 10));
  const legend = legendSvg(view, colours, mapRight + 10, top + HEADER, movesCaption(view, turn.season));
  const tiles = tilesSvg(view, at, scale, colourOf);
  const width = mapRight + 20 + legend.width - left;
  const height = Math.max(mapBottom, top + HEADER + legend.height + 20) - top;

  const out: string[] = [];
  const s = view.settings;
  const viewer = view.gm ? 'GM view (everything)' : `Admiral's view: ${view.empire}`;
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" class="sfb-map" viewBox="${n(left)} ${n(top)} ${n(width)} ${n(height)}" width="${Math.round(width)}" height="${Math.round(height)}" font-family="${FONT}">`,
  );
  out.push(`<title>${esc(s.campaignName)}: strategic map, Y${s.year} ${s.season}</title>`);
  out.push(
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="context-stroke"/></marker><pattern id="hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="8" stroke="#c0392b" stroke-width="2.5" stroke-opacity="0.6"/></pattern></defs>',
  );
  out.push(
    '<style>.lane{stroke:#9aa7b8;stroke-width:1.5}.name{font-size:11px;fill:#111;paint-order:stroke;stroke:#fff;stroke-width:3px}.counter text{font-size:10px;fill:#fff}.system:hover circle.planet{stroke-width:3}.leader{stroke:#888;stroke-width:0.8;stroke-dasharray:2 2}</style>',
  );
  out.push(`<rect x="${n(left)}" y="${n(top)}" width="${n(width)}" height="${n(height)}" fill="#f7f9fc"/>`);
  out.push(
    `<text class="heading" x="${n(left + 16)}" y="${n(top + 28)}" font-size="20" font-weight="bold">${esc(s.campaignName)} &#8212; Y${esc(s.year)} ${esc(s.season)} <tspan font-size="14" font-weight="normal">(phase ${esc(s.phase)}; ${esc(viewer)})</tspan></text>`,
  );

  if (tiles) out.push(tiles);

  // The lanes (a square grid's between neighbours), each once.
  const lanes = new Map<string, [string, string]>();
  for (const l of view.lanes) {
    const [a, b] = [l.a, l.b].sort();
    if (at.has(a) && at.has(b) && a !== b) lanes.set(`${a}|${b}`, [a, b]);
  }
  out.push('<g class="lanes">');
  for (const [a, b] of lanes.values()) {
    const [p, q] = [at.get(a)!, at.get(b)!];
    out.push(`<line class="lane" data-lane="${esc(a)}-${esc(b)}" x1="${n(p.x)}" y1="${n(p.y)}" x2="${n(q.x)}" y2="${n(q.y)}"/>`);
  }
  out.push('</g>');

  // The game's links (GC trade routes) in their empire's colour, dashed where only the viewer sees them.
  out.push('<g class="links">');
  for (const l of view.map.links ?? []) {
    const [p, q] = [at.get(l.a), at.get(l.b)];
    if (!p || !q) continue;
    out.push(
      `<line class="link" data-link="${esc(l.a)}-${esc(l.b)}" data-empire="${esc(l.empire)}" x1="${n(p.x)}" y1="${n(p.y)}" x2="${n(q.x)}" y2="${n(q.y)}" stroke="${colourOf(l.empire)}" stroke-width="4" stroke-opacity="0.7"${l.hidden ? ' stroke-dasharray="6 4"' : ''}/>`,
    );
  }
  out.push('</g>');

  // Battles: a red burst for a pending one, behind the system or on the lane; a pale, dashed
  // one in the winner's colour (white: a draw) for one of the turn already resolved.
  out.push('<g class="battles">');
  for (const { b, p } of battleMarks) {
    const done = b.status === 'Resolved';
    const tip = `Battle ${b.id} at ${placeText(b.place)}: ${b.fleetA} vs ${b.fleetB} (${battleOutcome(b)})`;
    const winner = b.winner && b.winner !== 'draw' ? colourOf(b.winner) : '#ffffff';
    out.push(
      `<g class="battle${done ? ' resolved' : ''}" data-battle="${esc(b.id)}"${done ? ` data-outcome="${esc(battleOutcome(b))}"` : ''}><title>${esc(tip)}</title>${burst(p!.x, p!.y, 16, 10, done ? winner : undefined)}</g>`,
    );
  }
  out.push('</g>');

  // The turn's moves (own fleets; the GM's: all), one line a lane, the arrowhead on the last.
  out.push('<g class="movements">');
  for (const { m, legs } of routes) {
    const tip = `${m.fleet}: ${m.route.join(' > ')} (${turn.season})`;
    out.push(`<g class="route" data-fleet="${esc(m.fleet)}" data-route="${esc(m.route.join(' > '))}"><title>${esc(tip)}</title>`);
    legs.forEach(({ x1, y1, x2, y2 }, i) => {
      const last = i === legs.length - 1;
      out.push(
        `<line class="${last ? 'move' : 'move-leg'}" data-fleet="${esc(m.fleet)}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${colourOf(m.empire)}" stroke-width="3"${last ? ' marker-end="url(#arrow)"' : ''}/>`,
      );
    });
    out.push('</g>');
  }
  out.push('</g>');

  // Systems.
  out.push('<g class="systems">');
  view.systems.forEach((sys, i) => {
    const p = at.get(sys.id)!;
    const fleets = fleetsAt.get(sys.id) ?? [];
    const battles = [
      ...(battlesAt.get(sys.id) ?? []).map((b) => `Battle pending: ${b.id} (${b.fleetA} vs ${b.fleetB})`),
      ...(resolvedAt.get(sys.id) ?? []).map((b) => `Battle fought: ${b.id} (${b.fleetA} vs ${b.fleetB}), ${battleOutcome(b)}`),
    ];
    const place = view.map.places?.[sys.id];
    const details = systemDetails(sys, place, view.map, fleets, battles, view.gm);
    const parts = [
      `<g class="system planet-${sys.planet}" data-id="${esc(sys.id)}" data-details="${esc(details)}"><title>${esc(details)}</title>`,
    ];
    if (sys.fortified)
      parts.push(`<polygon class="fortification" points="${hexagon(p.x, p.y, R + 8)}" fill="none" stroke="#222" stroke-width="2"/>`);
    if (sys.owner)
      parts.push(
        `<circle class="owner" cx="${n(p.x)}" cy="${n(p.y)}" r="${R + 3.5}" fill="none" stroke="${colourOf(sys.owner)}" stroke-width="3"/>`,
      );
    const unknown = sys.planet === 'Unknown';
    parts.push(
      `<circle class="planet" cx="${n(p.x)}" cy="${n(p.y)}" r="${R}" fill="${PLANET_COLOURS[sys.planet]}" stroke="#333" stroke-width="1.2"${unknown ? ' stroke-dasharray="2 2"' : ''}/>`,
    );
    if (unknown) parts.push(`<text x="${n(p.x)}" y="${n(p.y + 3.5)}" font-size="10" text-anchor="middle" fill="#555">?</text>`);
    if (sys.development === 'Mine')
      parts.push(`<rect class="mine" x="${n(p.x + R - 2)}" y="${n(p.y + R - 2)}" width="6" height="6" fill="#222"/>`);
    if (sys.development === 'Colony')
      parts.push(
        `<polygon class="colony" points="${n(p.x + R - 3)},${n(p.y + R + 5)} ${n(p.x + R + 4)},${n(p.y + R + 5)} ${n(p.x + R + 0.5)},${n(p.y + R - 2)}" fill="#222"/>`,
      );
    const box = nameBoxes[i];
    if (box) parts.push(`<text class="name label" x="${n(box.x + 2)}" y="${n(box.y + NAME_SIZE)}">${esc(sys.id)} ${esc(sys.name)}</text>`);
    parts.push('</g>');
    out.push(parts.join(''));
  });
  out.push('</g>');

  // Fleet counters, stacked beside their system.
  out.push('<g class="fleets">');
  stacks.forEach((sys, i) => {
    const box = stackBoxes[i]!;
    const p = at.get(sys.id)!;
    const cx = Math.max(box.x, Math.min(p.x, box.x + box.w));
    const cy = Math.max(box.y, Math.min(p.y, box.y + box.h));
    if (Math.hypot(cx - p.x, cy - p.y) > R + 20)
      out.push(`<line class="leader" x1="${n(p.x)}" y1="${n(p.y)}" x2="${n(cx)}" y2="${n(cy)}"/>`);
    out.push(`<g class="stack label" data-system="${esc(sys.id)}">`);
    (fleetsAt.get(sys.id) ?? []).forEach((f, j) => {
      const y = box.y + j * (COUNTER_H + 1);
      const kind = [f.mine ? 'own' : 'seen', f.frd ? 'frd' : '', f.status === 'Trapped' ? 'trapped' : '', f.crippled ? 'crippled' : '']
        .filter(Boolean)
        .join(' ');
      const data = f.id ? ` data-fleet="${esc(f.id)}"` : '';
      const tip = `${f.id || 'Fleet'}${f.empire ? ` (${f.empire})` : ''}: ${fleetStrength(f)}${f.frd ? ', FRD' : ''}${f.status && f.status !== 'Ready' ? `, ${f.status}` : ''}${f.crippled ? `, ${f.crippled} of ${f.ships} ships crippled` : ''}`;
      const stroke =
        f.status === 'Trapped'
          ? ' stroke="#ff1f1f" stroke-width="2.5"'
          : f.frd
            ? ' stroke="#000" stroke-width="2" stroke-dasharray="3 1.5"'
            : '';
      out.push(
        `<g class="counter ${kind}"${data}><title>${esc(tip)}</title><rect x="${n(box.x)}" y="${n(y)}" width="${n(box.w)}" height="${COUNTER_H}" rx="2" fill="${colourOf(f.empire)}"${stroke}/>` +
          (f.crippled ? crippleCorner(box.x + box.w, y) : '') +
          `<text x="${n(box.x + 4)}" y="${n(y + COUNTER_H - 3.5)}">${esc(counterText(f))}</text></g>`,
      );
    });
    out.push('</g>');
  });
  out.push('</g>');

  out.push(legend.svg);
  out.push('</svg>');
  return { svg: out.join('\n'), namesDropped: nameBoxes.filter((b) => !b).length };
}

/** The map's title: campaign, year and season, and whose view. */
export function mapTitle(view: CampaignView): string {
  const s = view.settings;
  return `${s.campaignName}: map, Y${s.year} ${s.season}${view.gm ? '' : ` (${view.empire})`}`;
}

/** A jump arrow from system to system, stopping short of both markers (and of a battle burst). */
function arrow(p: { x: number; y: number }, q: { x: number; y: number }): { x1: number; y1: number; x2: number; y2: number } {
  const d = Math.hypot(q.x - p.x, q.y - p.y) || 1;
  const [ux, uy] = [(q.x - p.x) / d, (q.y - p.y) / d];
  const cut = R + 10;
  return { x1: p.x + ux * cut, y1: p.y + uy * cut, x2: q.x - ux * cut, y2: q.y - uy * cut };
}

/** Small boxes along an arrow, so that labels keep off it. */
function alongArrow(a: { x1: number; y1: number; x2: number; y2: number }): Box[] {
  const steps = Math.max(1, Math.ceil(Math.hypot(a.x2 - a.x1, a.y2 - a.y1) / 6));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const [x, y] = [a.x1 + ((a.x2 - a.x1) * i) / steps, a.y1 + ((a.y2 - a.y1) * i) / steps];
    return { x: x - 3, y: y - 3, w: 6, h: 6 };
  });
}

function hexagon(x: number, y: number, r: number): string {
  return hexCorners(x, y, r)
    .map((p) => `${n(p.x)},${n(p.y)}`)
    .join(' ');
}

/** Where a place lies in map units: a hex map's at its hex's centre (X and Y its column and row), any other at X and Y. */
function pointOf(map: MapView, s: { x: number; y: number }): { x: number; y: number } {
  return map.shape === 'hexes' ? hexCentre({ col: s.x, row: s.y }) : { x: s.x, y: s.y };
}

/**
 * A grid map's tiles, under everything else: each hex or square filled by its terrain, washed in its
 * owner's colour where the viewer knows the owner; and the hex sides no unit may cross. A lanes map has none.
 */
function tilesSvg(
  view: CampaignView,
  at: Map<string, { x: number; y: number }>,
  scale: number,
  colourOf: (empire: string) => string,
): string {
  const { shape, terrain, walls, words, places = {} } = view.map;
  if (shape === 'lanes') return '';
  const outline = (p: { x: number; y: number }) =>
    shape === 'hexes'
      ? `<polygon points="${hexagon(p.x, p.y, scale)}"`
      : `<rect x="${n(p.x - scale / 2)}" y="${n(p.y - scale / 2)}" width="${n(scale)}" height="${n(scale)}"`;
  const out = ['<g class="tiles">'];
  for (const sys of view.systems) {
    const p = at.get(sys.id)!;
    const place = places[sys.id] ?? {};
    const t = place.terrain || terrain[sys.id] || '';
    const fill = words.terrain?.[t]?.colour ?? '#ffffff';
    // A game that tells each place's standing washes it by that (the holder's colour, or hatched); any other by the system's owner.
    const control = place.control ? words.control?.[place.control] : undefined;
    const wash = place.control
      ? control?.held && place.holder
        ? `${outline(p)} class="tile-control" fill="${colourOf(place.holder)}" fill-opacity="0.3"/>`
        : control?.hatched
          ? `${outline(p)} class="tile-control" fill="url(#hatch)"/>`
          : ''
      : sys.owner
        ? `${outline(p)} class="tile-owner" fill="${colourOf(sys.owner)}" fill-opacity="0.25"/>`
        : '';
    const label = words.terrain?.[t]?.label;
    const marks = (place.marks ?? []).map((m, i) =>
      markSvg(p.x - scale / 2 + 8 + i * 14, p.y - scale / 2 + 8, m, words.marks?.[m]?.symbol ?? '?'),
    );
    out.push(
      `<g class="tile" data-tile="${esc(sys.id)}"${t ? ` data-terrain="${esc(t)}"` : ''}${place.control ? ` data-control="${esc(place.control)}"` : ''}${place.holder ? ` data-holder="${esc(place.holder)}"` : ''}>${outline(p)} fill="${fill}" stroke="#c5ccd6"/>` +
        wash +
        (label ? terrainLabel(p.x + scale / 2 - 3, p.y + scale / 2 - 3, label, 10) : '') +
        marks.join('') +
        (sys.lost ? `${outline(p)} class="tile-lost" fill="${LOST}"/>` : '') +
        '</g>',
    );
  }
  for (const [a, b] of walls) {
    const [p, q] = [at.get(a), at.get(b)];
    if (!p || !q) continue;
    // The side two hexes share: through the midpoint of their centres, across the line joining them, one radius long.
    const [mx, my, dx, dy] = [(p.x + q.x) / 2, (p.y + q.y) / 2, (q.x - p.x) / 2, (q.y - p.y) / 2];
    const half = scale / 2 / (Math.hypot(dx, dy) || 1);
    out.push(
      `<line class="wall" data-wall="${esc(a)}-${esc(b)}" x1="${n(mx - dy * half)}" y1="${n(my + dx * half)}" x2="${n(mx + dy * half)}" y2="${n(my - dx * half)}" stroke="#111" stroke-width="4"/>`,
    );
  }
  out.push('</g>');
  return out.join('');
}

/** A terrain's short name in a tile's lower right corner (MapWords.terrain's label). */
function terrainLabel(right: number, bottom: number, label: string, size: number): string {
  return `<text class="terrain-label" x="${n(right)}" y="${n(bottom)}" font-size="${size}" font-style="italic" text-anchor="end" fill="#555">${esc(label)}</text>`;
}

/** A game's mark on a place: its letter in a small white disc. */
function markSvg(x: number, y: number, mark: string, symbol: string): string {
  return `<g class="mark" data-mark="${esc(mark)}"><circle cx="${n(x)}" cy="${n(y)}" r="6" fill="#fff" stroke="#222"/><text x="${n(x)}" y="${n(y + 3.5)}" font-size="9" font-weight="bold" text-anchor="middle">${esc(symbol)}</text></g>`;
}

/** The orange corner of a counter whose fleet has crippled ships. */
function crippleCorner(right: number, top: number): string {
  return `<polygon class="crippled-mark" points="${n(right - 9)},${n(top)} ${n(right)},${n(top)} ${n(right)},${n(top + 9)}" fill="#ff9f1c"/>`;
}

/** A battle's burst: red while pending; in the winner's colour, pale and dashed, once fought. */
function burst(x: number, y: number, outer: number, inner: number, winner?: string): string {
  const pts = Array.from({ length: 16 }, (_, i) => {
    const r = i % 2 ? inner : outer;
    const a = (Math.PI / 8) * i;
    return `${n(x + r * Math.cos(a))},${n(y + r * Math.sin(a))}`;
  }).join(' ');
  return winner
    ? `<polygon points="${pts}" fill="${winner}" fill-opacity="0.45" stroke="#333" stroke-width="1" stroke-dasharray="3 2"/>`
    : `<polygon points="${pts}" fill="#ff3b30" stroke="#a00" stroke-width="1"/>`;
}

/** The legend: what each mark means, and each empire's colour (the Empires tab is public). */
function legendSvg(
  view: CampaignView,
  colours: Map<string, string>,
  x: number,
  y: number,
  moves: string,
): { svg: string; height: number; width: number } {
  const rows: string[] = [];
  let wide = LEGEND_W - 10;
  let cy = y + 30;
  // A mark the game has no words for is left out.
  const row = (mark: string, text: string | undefined) => {
    if (text === undefined) return;
    rows.push(`${mark}<text x="${n(x + 40)}" y="${n(cy + 4)}" font-size="11">${esc(text)}</text>`);
    wide = Math.max(wide, 50 + textWidth(text, 11));
    cy += 20;
  };
  const dot = (fill: string, extra = '') => `<circle cx="${n(x + 20)}" cy="${n(cy)}" r="${R}" fill="${fill}" stroke="#333"${extra}/>`;
  const words = view.map.words;
  for (const t of ['Life', 'Mineral', 'Dead'] as PlanetType[]) row(dot(PLANET_COLOURS[t]), words.planets[t]);
  row(dot('#fff', ' stroke-dasharray="2 2"'), words.planets.Unknown);
  const tile = (fill: string, extra = '') =>
    view.map.shape === 'squares'
      ? `<rect x="${n(x + 11)}" y="${n(cy - 9)}" width="18" height="18" fill="${fill}" stroke="#c5ccd6"${extra}/>`
      : `<polygon points="${hexagon(x + 20, cy, 9)}" fill="${fill}" stroke="#c5ccd6"${extra}/>`;
  for (const { colour, text, label } of Object.values(words.terrain ?? {}))
    row(tile(colour) + (label ? terrainLabel(x + 29, cy + 9, label, 8) : ''), text);
  for (const { text, held, hatched } of Object.values(words.control ?? {}))
    row(held ? tile('#7f7f7f', ' fill-opacity="0.45"') : tile(hatched ? 'url(#hatch)' : '#ffffff'), text);
  for (const [mark, { symbol, text }] of Object.entries(words.marks ?? {})) row(markSvg(x + 20, cy, mark, symbol), text);
  if (view.map.walls.length)
    row(`<line x1="${n(x + 20)}" y1="${n(cy - 8)}" x2="${n(x + 20)}" y2="${n(cy + 8)}" stroke="#111" stroke-width="4"/>`, words.wall);
  row(`<circle cx="${n(x + 20)}" cy="${n(cy)}" r="${R + 3}" fill="none" stroke="#333" stroke-width="3"/>`, words.owner);
  row(`<polygon points="${hexagon(x + 20, cy, 9)}" fill="${LOST}" stroke="#c5ccd6"/>`, words.lost);
  row(`<rect x="${n(x + 17)}" y="${n(cy - 3)}" width="6" height="6" fill="#222"/>`, words.mine);
  row(`<polygon points="${n(x + 16)},${n(cy + 4)} ${n(x + 24)},${n(cy + 4)} ${n(x + 20)},${n(cy - 4)}" fill="#222"/>`, words.colony);
  row(`<polygon points="${hexagon(x + 20, cy, 9)}" fill="none" stroke="#222" stroke-width="2"/>`, words.fortification);
  row(`<rect x="${n(x + 6)}" y="${n(cy - 7)}" width="28" height="${COUNTER_H}" rx="2" fill="#555"/>`, words.fleet);
  row(`<rect x="${n(x + 6)}" y="${n(cy - 7)}" width="28" height="${COUNTER_H}" rx="2" fill="${UNKNOWN_OWNER}"/>`, words.seenFleet);
  row(
    `<rect x="${n(x + 6)}" y="${n(cy - 7)}" width="28" height="${COUNTER_H}" rx="2" fill="#555" stroke="#000" stroke-width="2" stroke-dasharray="3 1.5"/>`,
    words.frd,
  );
  row(
    `<rect x="${n(x + 6)}" y="${n(cy - 7)}" width="28" height="${COUNTER_H}" rx="2" fill="#555" stroke="#ff1f1f" stroke-width="2.5"/>`,
    words.trapped,
  );
  row(
    `<line x1="${n(x + 4)}" y1="${n(cy)}" x2="${n(x + 34)}" y2="${n(cy)}" stroke="#333" stroke-width="3" marker-end="url(#arrow)"/>`,
    moves,
  );
  row(
    `<rect x="${n(x + 6)}" y="${n(cy - 7)}" width="28" height="${COUNTER_H}" rx="2" fill="#555"/>${crippleCorner(x + 34, cy - 7)}`,
    words.crippled,
  );
  row(burst(x + 20, cy, 9, 5), words.battlePending);
  row(burst(x + 20, cy, 9, 5, '#888888'), words.battleFought);
  row(`<line x1="${n(x + 4)}" y1="${n(cy)}" x2="${n(x + 34)}" y2="${n(cy)}" class="lane"/>`, words.lane);
  row(`<line x1="${n(x + 4)}" y1="${n(cy)}" x2="${n(x + 34)}" y2="${n(cy)}" stroke="#555" stroke-width="4"/>`, words.link);
  row(
    `<line x1="${n(x + 4)}" y1="${n(cy)}" x2="${n(x + 34)}" y2="${n(cy)}" stroke="#555" stroke-width="4" stroke-dasharray="6 4"/>`,
    words.hiddenLink,
  );
  for (const e of view.empires)
    row(`<rect x="${n(x + 12)}" y="${n(cy - 6)}" width="16" height="12" fill="${colours.get(e.id)}"/>`, `${e.id} ${e.race}`);
  const height = cy - y + 4;
  return {
    height,
    width: wide + 10,
    svg:
      `<g class="legend"><rect x="${n(x)}" y="${n(y)}" width="${n(wide)}" height="${n(height)}" fill="#fff" stroke="#bbb"/>` +
      `<text x="${n(x + 10)}" y="${n(y + 16)}" font-size="12" font-weight="bold">Legend</text>${rows.join('')}</g>`,
  };
}
