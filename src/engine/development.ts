// Developing the map: mines (EaW 12.0-12b), colonies (13.0-13c), fortifications (10.0-11a), sieges
// (10c), ground bases, DEFSATs and CPLs (14.0), exploring (16.0) — the orders, and what happens to
// the sites in post-combat resolution (EaW 4b).

import { hasRole, StarSystem } from './model';
import { sameId } from './ids';
import { extrasItems } from './orders';
import { Handler, Plot, PostCombatAction } from './plotting';
import { parseExploreChoice, explorationProblem } from './exploration';

/** EaW 10c: a siege succeeds on exactly this 2D6 total. */
export const SIEGE_TOTAL = 7;
/** EaW 14.0: per planet; a dual-planet system holds twice as many. */
const GROUND_BASES_PER_PLANET = 12;
const DEFSATS_PER_PLANET = 5;
const BASE_KINDS = ['GSA', 'GSO', 'GMS', 'ground base', 'DEFSAT', 'CPL'] as const;
type BaseKind = (typeof BASE_KINDS)[number];

function postCombat(plot: Plot, kind: PostCombatAction['kind'], fleetId: string, row: number, extras = ''): PostCombatAction {
  return { kind, empire: plot.empire, fleet: plot.w.fleet(fleetId)!.id, system: plot.w.system(plot.place(fleetId))!.id, row, extras };
}

/** Post-combat work already ordered this season at a system by this empire. */
function ordered(plot: Plot, system: string, kinds: PostCombatAction['kind'][]): PostCombatAction | undefined {
  return plot.postCombat.find((a) => sameId(a.system, system) && kinds.includes(a.kind));
}

export const planDevelop: Handler = (plot, cmd) => {
  const w = plot.w;
  const mine = cmd.kind === 'Develop mine';
  const fleet = w.fleet(cmd.fleet)!;
  const site = w.system(plot.place(fleet.id))!;
  if (w.isFrdFleet(fleet.id)) return 'an FRD cannot develop (EaW 15.0)';
  if (site.planet === 'Unknown') return `${site.id} is unexplored: explore it first, and develop from the next season (EaW 33.0 #2)`;
  const need = mine ? 'Mineral' : 'Life';
  if (site.planet !== need)
    return `${site.id} is a ${site.planet.toLowerCase()} planet; a ${mine ? 'mine needs a mineral' : 'colony needs a life'} planet (EaW ${mine ? '12.0' : '13.0'})`;
  if (site.development) return `${site.id} already has a ${site.development.toLowerCase()}; a planet never has both (EaW 14b)`;
  if (site.fortifiedBy && !sameId(site.fortifiedBy, plot.empire)) return `${site.id} is fortified by another empire`;
  if (ordered(plot, site.id, ['develop mine', 'develop colony'])) return `${site.id} is already being developed this season`;
  if (plot.postCombat.some((a) => sameId(a.fleet, fleet.id) && a.kind === 'fortify'))
    return `${fleet.id} is fortifying: developing as well needs a second fleet (EaW 14b)`;
  const freighter = w.fleetHas(fleet.id, mine ? 'large freighter' : 'small freighter');
  return {
    text: `Develop a ${mine ? 'mine' : 'colony'} at ${site.id}${freighter ? ` (free with a ${mine ? 'large' : 'small'} freighter, EaW ${mine ? '12b' : '13a'})` : ''}`,
    mp: freighter ? 0 : 1,
    when: 'post-combat',
    locks: `is developing ${site.id} and stays until next season (EaW 33.0 #1)`,
    postCombat: postCombat(plot, mine ? 'develop mine' : 'develop colony', fleet.id, cmd.row),
  };
};

export const planFortify: Handler = (plot, cmd) => {
  const w = plot.w;
  const fleet = w.fleet(cmd.fleet)!;
  const site = w.system(plot.place(fleet.id))!;
  if (w.isFrdFleet(fleet.id)) return 'an FRD cannot fortify (EaW 15.0)';
  if (site.planet === 'Unknown') return `${site.id} is unexplored: no fortifying on the turn of discovery (EaW 33.0 #2)`;
  if (site.fortifiedBy) return `${site.id} is already fortified`;
  if (ordered(plot, site.id, ['fortify'])) return `${site.id} is already being fortified this season`;
  if (plot.postCombat.some((a) => sameId(a.fleet, fleet.id) && (a.kind === 'develop mine' || a.kind === 'develop colony')))
    return `${fleet.id} is developing: fortifying as well needs a second fleet (EaW 14b)`;
  const minelayer = w.fleetHas(fleet.id, 'minelayer');
  return {
    text: `Fortify ${site.id}${minelayer ? ' (free with a minelayer, EaW 11a)' : ''}`,
    mp: minelayer ? 0 : 1,
    when: 'post-combat',
    locks: `is fortifying ${site.id} and stays until next season (EaW 11.0)`,
    postCombat: postCombat(plot, 'fortify', fleet.id, cmd.row),
  };
};

export const planSiege: Handler = (plot, cmd) => {
  const fleet = plot.w.fleet(cmd.fleet)!;
  if (fleet.status !== 'Trapped') return `${fleet.id} is not trapped by a fortification (EaW 10c)`;
  if (fleet.trappedIn === plot.w.season) return `${fleet.id} was trapped this season; its first siege roll is next season (EaW 10c)`;
  if (plot.postCombat.some((a) => sameId(a.fleet, fleet.id) && a.kind === 'siege')) return 'one siege roll per season (EaW 10c)';
  return { text: `Siege roll at ${fleet.location}`, mp: 1, when: 'post-combat', postCombat: postCombat(plot, 'siege', fleet.id, cmd.row) };
};

export const planExplore: Handler = (plot, cmd) => {
  const w = plot.w;
  const fleet = w.fleet(cmd.fleet)!;
  const at = plot.place(fleet.id);
  if (cmd.target && !sameId(cmd.target, at))
    return `${fleet.id} will be at ${at}, not ${cmd.target}: Explore works where the fleet ends its moves`;
  const site = w.system(at)!;
  if (site.planet !== 'Unknown') return `${site.id} is already explored (${site.planet})`;
  const problem = explorationProblem(w.shipsOf(fleet.id), w.catalog);
  if (problem) return problem;
  const choice = parseExploreChoice(cmd.extras);
  if ('error' in choice) return choice.error;
  if (plot.postCombat.some((a) => sameId(a.fleet, fleet.id) && a.kind === 'explore')) return `${fleet.id} already explores this season`;
  return {
    text: `Explore ${site.id}`,
    when: 'post-combat',
    locks: `stays to explore ${site.id} (EaW 16.0)`,
    postCombat: postCombat(plot, 'explore', fleet.id, cmd.row, cmd.extras),
  };
};

/** "GSA 4, DEFSAT 2, CPL" → counts by kind. */
export function parseBases(text: string): Map<BaseKind, number> | string {
  const out = new Map<BaseKind, number>();
  for (const { word, value } of extrasItems(text)) {
    // "GSA 4", "ground base 2", "CPL" (extrasItems already turned "4 GSA" into "gsa 4")
    const item = `${word} ${value}`.trim();
    const counted = /^(.*?)\s+(\d+)$/.exec(item);
    const [name, count] = counted ? [counted[1], Number(counted[2])] : [item, 1];
    const kind = BASE_KINDS.find((k) => [k.toLowerCase(), `${k.toLowerCase()}s`].includes(name.toLowerCase()));
    if (!kind) return `Extras "${name}" is not a base to install: use ${BASE_KINDS.join(', ')} with a count, e.g. "GSA 4, DEFSAT 2, CPL"`;
    out.set(kind, (out.get(kind) ?? 0) + count);
  }
  return out.size ? out : 'list the bases in Extras, e.g. "GSA 4, DEFSAT 2, CPL"';
}

function planets(site: StarSystem): number {
  return site.mapType === 'Dual Planets With Moons' ? 2 : 1;
}

/** EaW 14.0: ground bases, DEFSATs and a CPL, any number for 1 MP, at their EBPV from the Classes tab. */
export const planInstall: Handler = (plot, cmd) => {
  const w = plot.w;
  const fleet = w.fleet(cmd.fleet)!;
  const site = w.system(plot.place(fleet.id))!;
  if (site.planet === 'Unknown') return `${site.id} is unexplored`;
  if (site.owner && !sameId(site.owner, plot.empire)) return `${site.id} belongs to another empire`;
  const bases = parseBases(cmd.extras);
  if (typeof bases === 'string') return bases;
  let cost = 0;
  for (const [kind, n] of bases) {
    const cls = w.catalog.get(kind === 'ground base' ? 'Ground base' : kind);
    if (!cls || !hasRole(cls, 'base')) return `the Classes tab has no base class "${kind}" (role base) to price it`;
    cost += cls.ebpv * n;
  }
  const ground =
    site.gsa +
    site.gso +
    site.gms +
    site.otherGroundBases +
    ['GSA', 'GSO', 'GMS', 'ground base'].reduce((s, k) => s + (bases.get(k as BaseKind) ?? 0), 0);
  if (ground > GROUND_BASES_PER_PLANET * planets(site))
    return `${site.id} would hold ${ground} ground bases, over ${GROUND_BASES_PER_PLANET * planets(site)} (EaW 14.0)`;
  const defsats = site.defsats + (bases.get('DEFSAT') ?? 0);
  if (defsats > DEFSATS_PER_PLANET * planets(site))
    return `${site.id} would hold ${defsats} DEFSATs, over ${DEFSATS_PER_PLANET * planets(site)} (EaW 14.0)`;
  if (site.cpl && bases.has('CPL')) return `${site.id} already has a CPL: one per system is enough (EaW 14.0)`;
  const list = [...bases].map(([k, n]) => `${n} ${k}`).join(', ');
  return {
    text: `Install ${list} at ${site.id}`,
    mp: 1,
    bpv: cost,
    when: plot.moved(fleet.id) ? 'after-move' : 'now',
    apply: () => {
      site.gsa += bases.get('GSA') ?? 0;
      site.gso += bases.get('GSO') ?? 0;
      site.gms += bases.get('GMS') ?? 0;
      site.otherGroundBases += bases.get('ground base') ?? 0;
      site.defsats += bases.get('DEFSAT') ?? 0;
      site.cpl = site.cpl || bases.has('CPL');
      site.owner = plot.empire;
      site.basesInstalledIn = w.season;
      w.addLedger(plot.empire, -cost, `Install ${list} (EaW 14.0)`, site.id);
      w.report(plot.empire, 'Developments', `Installed ${list} at ${site.id} for ${cost} BPV.`);
      return `installed ${list} at ${site.id}`;
    },
  };
};
