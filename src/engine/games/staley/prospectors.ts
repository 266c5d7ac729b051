// Prospectors, the government's civilian contractors (GG1.9, LL9). A race may commandeer a hex's
// prospectors for military duty: they become its small freighters in a new fleet, the hex earns nothing
// and no civilians come back (GG1.91-GG1.92) until the race brings a prospecting force of its own there
// and hands it over (GG1.93). It may call a hex unsafe: its prospectors leave at once and come back only
// when the call is lifted (GG1.94; never the Orions, GG1.942). Lost prospectors need no replacing: a
// hex that changes hands loses the old owner's (LL9.23), and in phase 1 of the next turn the force its
// terrain needs arrives for the new one (LL9.1, LL9.21), a CPP among them in a star system (LL9.213).
// Choices: rule option ST62.

import type { ChartRole } from '../shipRoles';
import type { RowColumn } from '../../core/game';
import type { Order } from '../../core/model';
import { hasRole, newFleet, newShip } from '../../core/model';
import type { World } from '../../core/world';
import { HEX_INCOME } from './income';
import { cells, terrainOf } from './map';

export const CIVILIAN_STATES = ['Unsafe', 'Commandeered', 'Arriving'] as const;

export const CIVILIANS_COLUMN: RowColumn = {
  header: 'Civilians',
  type: 'text',
  values: CIVILIAN_STATES,
  seenBy: 'owner',
  note: 'GG1.9: Unsafe (GG1.94: no prospectors until lifted), Commandeered (GG1.91: none until the race hands a force over) or Arriving (LL9.21: in phase 1 of the next turn); blank: they work.',
};

/** HH1.621: what a freighter counts in small freighters. */
const WORTH: readonly [ChartRole, number][] = [
  ['small freighter', 1],
  ['large freighter', 2],
];

const needOf = (w: World, hex: string) => HEX_INCOME[terrainOf(w.c, hex)]?.prospectors ?? 0;
const civilians = (w: World, hex: string) => String(w.c.extras?.Systems?.[hex]?.Civilians ?? '');
const prospectors = (w: World, hex: string) => Number(w.c.extras?.Systems?.[hex]?.Prospectors ?? 0);

/** Civilians: Target the hex, Extras unsafe, safe, commandeer, or return with the Fleet that hands over (GG1.9). */
export function civiliansOrder(w: World, empire: string, o: Order): { refused: string } | { done: string } {
  const hex = w.system(o.target.trim());
  if (!hex || hex.owner !== empire) return { refused: `${o.target || '(blank Target)'} is not a hex of yours (GG1.9)` };
  const row = cells(w.c, 'Systems', hex.id);
  const what = o.extras.trim().toLowerCase();
  const race = w.c.empires.find((e) => e.id === empire)?.race ?? '';
  if (what === 'unsafe') {
    if (/orion/i.test(race)) return { refused: 'the Orions cannot call a hex unsafe (GG1.942)' };
    const gone = prospectors(w, hex.id);
    [row.Civilians, row.Prospectors] = ['Unsafe', 0];
    return { done: `${hex.id} unsafe: ${gone} prospectors leave (GG1.94)` };
  }
  if (what === 'safe') {
    if (civilians(w, hex.id) !== 'Unsafe') return { refused: `${hex.id} is not unsafe` };
    row.Civilians = 'Arriving';
    return { done: `${hex.id} safe again: the prospectors come back in phase 1 (GG1.94, LL9.21)` };
  }
  if (what === 'commandeer') return commandeer(w, empire, hex.id);
  if (what === 'return') return handOver(w, empire, hex.id, o.fleet);
  return { refused: 'write unsafe, safe, commandeer or return (with the Fleet) in Extras (GG1.9)' };
}

/** GG1.9-GG1.92: the hex's prospectors become the race's small freighters, in a new fleet there. */
function commandeer(w: World, empire: string, hex: string): { refused: string } | { done: string } {
  const n = prospectors(w, hex);
  if (!n) return { refused: `${hex} has no prospectors to commandeer` };
  const race = w.c.empires.find((e) => e.id === empire)?.race;
  const cls = w.c.classes.filter((k) => k.race === race && hasRole(k, 'small freighter')).sort((a, b) => a.ebpv - b.ebpv)[0];
  if (!cls) return { refused: `your race has no small freighter class for them (GG1.9)` };
  const fleet = w.addFleet(newFleet(w.nextId('fleet', `${empire}-`), empire, hex, w.now, 'Commandeered'));
  for (let i = 0; i < n; i++) w.addShip(newShip(w.nextId('ship', `${empire}-`), empire, fleet.id, cls.name, 0));
  const row = cells(w.c, 'Systems', hex);
  [row.Civilians, row.Prospectors] = ['Commandeered', 0];
  return { done: `${n} prospectors at ${hex} commandeered as ${cls.name} in ${fleet.id}; no income there (GG1.91-GG1.92)` };
}

/** GG1.93: a prospecting force of the race's freighters in the hex is handed to the civilians. */
function handOver(w: World, empire: string, hex: string, fleetId: string): { refused: string } | { done: string } {
  const f = w.fleet(fleetId);
  if (!f || f.empire !== empire || f.location !== hex) return { refused: `${fleetId || '(blank Fleet)'} is no fleet of yours at ${hex}` };
  const worth = (s: { empire: string; shipClass: string }) => WORTH.find(([r]) => hasRole(w.classOf(s), r))?.[1] ?? 0;
  const freighters = w.shipsOf(f.id).filter((s) => worth(s));
  const total = freighters.reduce((n, s) => n + worth(s), 0);
  const need = needOf(w, hex);
  if (total < Math.max(1, need)) return { refused: `${f.id}'s freighters count ${total} small; ${hex} needs ${need} (GG1.93, HH1.621)` };
  w.removeShips(freighters);
  if (!w.shipsOf(f.id).length) w.removeFleet(f);
  const row = cells(w.c, 'Systems', hex);
  [row.Civilians, row.Prospectors] = ['', total];
  return { done: `${freighters.length} freighters of ${f.id} prospect ${hex} again (GG1.93)` };
}

/** LL9.23, LL9.21: the claims of a phase (FF2.1) run; each hex that changed hands loses its prospectors, and a force is on its way for the new owner. */
export function claimsWithProspectors(w: World, claims: (w: World) => void): void {
  const before = new Map(w.c.systems.map((s) => [s.id, s.owner]));
  claims(w);
  for (const s of w.c.systems.filter((x) => x.owner && x.owner !== before.get(x.id) && needOf(w, x.id))) {
    const row = cells(w.c, 'Systems', s.id);
    [row.Prospectors, row.Civilians] = [0, 'Arriving'];
  }
}

/** LL9.21, Annex AAA 1: in phase 1, the prospectors on their way to a hex arrive. */
export function prospectorsStep(w: World, tick: number): void {
  if (tick !== 1) return;
  for (const s of w.c.systems) {
    if (!s.owner || civilians(w, s.id) !== 'Arriving') continue;
    const need = needOf(w, s.id);
    const row = cells(w.c, 'Systems', s.id);
    [row.Prospectors, row.Civilians] = [Math.max(need, prospectors(w, s.id)), ''];
    const cpp = terrainOf(w.c, s.id) === 'Star system' ? ', a CPP among them (LL9.213)' : '';
    w.report(s.owner, 'Treasury', `Prospectors arrive at ${s.id}: ${need} small freighters' worth${cpp} (LL9.21).`);
  }
}
