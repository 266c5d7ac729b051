// Install (EaW 14.0): ground bases, DEFSATs and a CPL at an explored system that is the admiral's or
// nobody's, any number for 1 MP, at their EBPV from the Classes tab; up to 12 ground bases and 5
// DEFSATs a planet, one CPL a system.

import { Campaign, hasRole, StarSystem } from '../../../core/model';

import { extrasItems } from './command';
import type { Plot } from '../plot';
import type { Command } from './command';
import { refuse, Refusal } from './refusal';
import type { OrderRule } from './rule';
import { basesAt, setBases } from '../bases';
import { mapTypeAt } from '../site';

const GROUND_BASES_PER_PLANET = 12;
const DEFSATS_PER_PLANET = 5;
export const BASE_KINDS = ['GSA', 'GSO', 'GMS', 'ground base', 'DEFSAT', 'CPL'] as const;
type BaseKind = (typeof BASE_KINDS)[number];
type Bases = Map<BaseKind, number>;

/** "GSA 4, DEFSAT 2, CPL" → counts by kind. */
export function parseBases(text: string): Bases | Refusal {
  const out: Bases = new Map();
  for (const { word, value } of extrasItems(text)) {
    // "GSA 4", "ground base 2", "CPL" (extrasItems already turned "4 GSA" into "gsa 4")
    const item = `${word} ${value}`.trim();
    const counted = /^(.*?)\s+(\d+)$/.exec(item);
    const [name, count] = counted ? [counted[1], Number(counted[2])] : [item, 1];
    const kind = BASE_KINDS.find((k) => [k.toLowerCase(), `${k.toLowerCase()}s`].includes(name.toLowerCase()));
    if (!kind) return refuse({ code: 'not-a-base', name, kinds: [...BASE_KINDS] });
    out.set(kind, (out.get(kind) ?? 0) + count);
  }
  return out.size ? out : refuse({ code: 'no-bases-listed' });
}

/** EaW 14.0: a dual-planet system holds twice as many. */
function planets(c: Campaign, system: string): number {
  return mapTypeAt(c, system) === 'Dual Planets With Moons' ? 2 : 1;
}

function priced(plot: Plot, cmd: Command, bases: Bases): { site: StarSystem; cost: number } | Refusal {
  const w = plot.w;
  const site = w.system(plot.place(cmd.fleet))!;
  if (site.planet === 'Unknown') return refuse({ code: 'install-unexplored', system: site.id });
  if (site.owner && site.owner !== plot.empire) return refuse({ code: 'another-empires-system', system: site.id });
  let cost = 0;
  for (const [kind, n] of bases) {
    const cls = w.catalog.get(kind === 'ground base' ? 'Ground base' : kind);
    if (!cls || !hasRole(cls, 'base')) return refuse({ code: 'no-base-class', kind });
    cost += cls.ebpv * n;
  }
  const standing = basesAt(w.c, site.id);
  const ground =
    standing.gsa +
    standing.gso +
    standing.gms +
    standing.other +
    (['GSA', 'GSO', 'GMS', 'ground base'] as const).reduce((s, k) => s + (bases.get(k) ?? 0), 0);
  const n = planets(w.c, site.id);
  if (ground > GROUND_BASES_PER_PLANET * n)
    return refuse({ code: 'too-many-bases', system: site.id, count: ground, max: GROUND_BASES_PER_PLANET * n, what: 'ground bases' });
  const defsats = standing.defsats + (bases.get('DEFSAT') ?? 0);
  if (defsats > DEFSATS_PER_PLANET * n)
    return refuse({ code: 'too-many-bases', system: site.id, count: defsats, max: DEFSATS_PER_PLANET * n, what: 'DEFSATs' });
  if (standing.cpl && bases.has('CPL')) return refuse({ code: 'cpl-exists', system: site.id });
  return { site, cost };
}

export const install: OrderRule<Bases> = {
  kinds: ['Install'],
  parse: (cmd) => parseBases(cmd.extras),
  check: (plot, cmd, bases) => {
    const p = priced(plot, cmd, bases);
    return 'refused' in p ? p : undefined;
  },
  plan: (plot, cmd, bases) => {
    const w = plot.w;
    const { site, cost } = priced(plot, cmd, bases) as { site: StarSystem; cost: number };
    const listed: [string, number][] = [...bases];
    const list = listed.map(([k, n]) => `${n} ${k}`).join(', ');
    return {
      plan: { code: 'install', bases: listed, system: site.id },
      mp: 1,
      bpv: cost,
      when: plot.moved(cmd.fleet) ? 'after-move' : 'now',
      apply: () => {
        const b = basesAt(w.c, site.id);
        setBases(w.c, site.id, {
          gsa: b.gsa + (bases.get('GSA') ?? 0),
          gso: b.gso + (bases.get('GSO') ?? 0),
          gms: b.gms + (bases.get('GMS') ?? 0),
          other: b.other + (bases.get('ground base') ?? 0),
          defsats: b.defsats + (bases.get('DEFSAT') ?? 0),
          cpl: b.cpl || bases.has('CPL'),
          installedIn: w.season,
        });
        site.owner = plot.empire;
        w.addLedger(plot.empire, -cost, `Install ${list} (EaW 14.0)`, site.id);
        w.report(plot.empire, 'Developments', `Installed ${list} at ${site.id} for ${cost} BPV.`);
        return { code: 'installed', bases: listed, system: site.id };
      },
    };
  },
  offered: () => true,
};
