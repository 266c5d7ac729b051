// `VBAM Map`: control of every sector, computed once fleets have moved (sectors.ts sectorControl, in
// VB3's order: presence, then supply range, then the GM's overrides), written to the Sectors tab
// (Control, Powers) and to the Systems tab's Owner (the controlling power; blank otherwise).

import type { VbamTurn } from '../turnState';
import { ControlOverride, sectorControl } from '../sectors';
import { standingIn, supplyPointsOf } from '../fleets';
import { key } from '../../../core/ids';
import type { SectorRow } from '../state';

/** The Override column as typed: an empire id, Neutral, or "Contested: A, B"; a string says why it cannot be read. */
export function parseOverride(text: string, empires: ReadonlySet<string>): ControlOverride | string | undefined {
  const t = text.trim();
  if (!t) return undefined;
  if (key(t) === 'NEUTRAL') return { state: 'Neutral' };
  const contested = /^contested\s*:?\s*(.*)$/i.exec(t);
  const ids = (contested ? contested[1] : t)
    .split(/[\s,;]+/)
    .map(key)
    .filter(Boolean);
  const unknown = ids.find((id) => !empires.has(id));
  if (unknown || !ids.length || (contested && ids.length < 2) || (!contested && ids.length > 1))
    return `"${t}" is not an empire id, Neutral, or "Contested: A, B"`;
  return contested ? { state: 'Contested', powers: ids } : { owner: ids[0] };
}

export function controlPhase(t: VbamTurn): void {
  const { w, v } = t;
  const empires = new Set(w.c.empires.map((e) => e.id));
  const rows = new Map(v.sectors.map((r) => [r.sector, r]));
  const overrides = new Map<string, ControlOverride>();
  for (const r of v.sectors) {
    const o = parseOverride(r.override, empires);
    if (typeof o === 'string') w.log('Control', '', `Sectors ${r.sector}: Override ${o}`, 'ignored: the rules decide (VBAM Map)');
    else if (o) overrides.set(r.sector, o);
  }
  const units = new Map<string, string[]>();
  for (const f of w.c.fleets) if (w.shipsOf(f.id).length) units.set(f.location, [...(units.get(f.location) ?? []), f.empire]);
  const control = sectorControl({
    map: v.map,
    standing: standingIn(w.c),
    units,
    colonies: v.colonies,
    supplyPoints: supplyPointsOf(w, v),
    overrides,
  });
  for (const s of v.map.sectors) {
    const c = control.get(s.id)!;
    const row: SectorRow = rows.get(s.id) ?? { sector: s.id, terrain: s.terrain ?? '', control: '', powers: [], override: '' };
    row.control = c.state;
    row.powers = c.state === 'Controlled' ? [c.owner] : c.state === 'Contested' ? c.powers : [];
    if (!rows.has(s.id)) v.sectors.push(row);
    const system = w.system(s.id);
    if (system) system.owner = c.state === 'Controlled' ? c.owner : '';
  }
}
