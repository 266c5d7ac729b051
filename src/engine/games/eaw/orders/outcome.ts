// What an accepted order sets out to do, and what it did, as data: a code and the facts behind it (the
// success side of refusal.ts). Modules return these; the words are rendered here and nowhere else.

import type { Development, PlanetType } from '../../../core/model';

/** A fleet an order left breaking fleet rules (EaW 17g): it is flagged non-compliant. */
export interface NonCompliance {
  fleet: string;
  problems: string[];
}

/** A refit carried out (EaW 6f), or a conversion begun that ends with a season (Staley LL5.2). */
export interface RefitDone {
  ship: string;
  to: string;
  /** The season the conversion ends, for a Staley conversion. */
  readyAt?: string;
}

/** What a legal order will do, as its row is accepted. */
export type Plan =
  | { code: 'jump'; kind: 'Jump' | 'Move FRD'; route: string[]; freeFromColony: boolean; mpPerLane: number; rule: string }
  | { code: 'stay'; fleet: string; at: string }
  | { code: 'transfer'; ships: string[]; from: string; to: string; newFleet: boolean }
  | { code: 'scrap'; ships: string[] }
  | { code: 'inspect'; ships: string[] }
  | { code: 'resupply'; raiseCo: boolean; fleet: string; at: string; co: number }
  | { code: 'build'; shipClass: string; fleet: string; penalised: boolean }
  | { code: 'build-over-two-seasons'; shipClass: string; fleet: string; at: string; penalised: boolean }
  | { code: 'new-frd'; fleet: string; system: string }
  | { code: 'develop'; development: Development; system: string; freighter: boolean }
  | { code: 'fortify'; system: string; minelayer: boolean }
  | { code: 'install'; bases: [string, number][]; system: string }
  | { code: 'explore'; system: string }
  | { code: 'siege'; system: string }
  | { code: 'self-repair'; fleet: string }
  | { code: 'to-gm'; fleet: string };

/** What an order did when it ran, or in post-combat resolution (EaW 4b). */
export type Done =
  | { code: 'built'; ship: string; shipClass: string; fleet: string; penalised: boolean }
  | { code: 'build-begun'; shipClass: string; at: string; fleet: string; penalised: boolean }
  | { code: 'transferred'; ships: string[]; from: string; to: string; disbanded: boolean; nonCompliant: NonCompliance[] }
  | { code: 'scrapped'; ships: string[]; refund: number; rule: string; fleet: string; disbanded: boolean; nonCompliant: NonCompliance[] }
  | { code: 'inspected'; ships: string[]; fleet: string; nonCompliant: NonCompliance[] }
  | { code: 'resupplied'; fleet: string; repaired: string[]; co: number; refits: RefitDone[] }
  | { code: 'new-frd'; ship: string; system: string; fleet: string }
  | { code: 'installed'; bases: [string, number][]; system: string }
  | { code: 'developed'; development: Development; system: string }
  | { code: 'fortified'; system: string }
  | { code: 'explored'; system: string; planet: PlanetType; development: Development; mapType: string }
  | { code: 'explore-choice'; problem: string }
  | { code: 'done-meanwhile'; what: 'developed' | 'fortified' | 'explored'; system: string; planet?: PlanetType }
  | { code: 'siege'; roll: number; needed: number; falls: boolean; basesFirst: boolean; system: string; fleet: string }
  | { code: 'self-repaired'; fleet: string }
  | { code: 'asked-gm'; ruling: string };

const PENALTY = ' with the +30% similar-hull penalty (EaW 17f)';
const penalty = (penalised: boolean) => (penalised ? PENALTY : '');
const bases = (list: [string, number][]) => list.map(([k, n]) => `${n} ${k}`).join(', ');
const nonCompliant = (list: NonCompliance[]) =>
  list.map((x) => `; ${x.fleet} is now non-compliant: ${x.problems.join('; ')} (EaW 17g)`).join('');

export function planText(p: Plan): string {
  switch (p.code) {
    case 'jump':
      return (
        `${p.kind} ${p.route.join(' > ')}${p.freeFromColony ? ' (first jump free from own colony, EaW 5b)' : ''}` +
        `${p.mpPerLane > 1 ? ` at ${p.mpPerLane} MP a lane (${p.rule})` : ''}`
      );
    case 'stay':
      return `${p.fleet} stays at ${p.at}`;
    case 'transfer':
      return `Transfer ${p.ships.join(', ')} from ${p.from} to ${p.newFleet ? `new fleet ${p.to}` : p.to}`;
    case 'scrap':
      return `Scrap ${p.ships.join(', ')}`;
    case 'inspect':
      return `Inspect ${p.ships.join(', ')}`;
    case 'resupply':
      return `${p.raiseCo ? 'Raise CO' : 'Resupply and repair'} ${p.fleet} at ${p.at}${p.co ? `, CO to ${p.co}%` : ''}`;
    case 'build':
      return `Build ${p.shipClass} into ${p.fleet}${penalty(p.penalised)}`;
    case 'build-over-two-seasons':
      return `Build ${p.shipClass} for ${p.fleet} at the FRD at ${p.at} over two seasons, 0 MP (EaW 6.0)${penalty(p.penalised)}`;
    case 'new-frd':
      return `New FRD ${p.fleet} at ${p.system}`;
    case 'develop': {
      const mine = p.development === 'Mine';
      const free = p.freighter ? ` (free with a ${mine ? 'large' : 'small'} freighter, EaW ${mine ? '12b' : '13a'})` : '';
      return `Develop a ${mine ? 'mine' : 'colony'} at ${p.system}${free}`;
    }
    case 'fortify':
      return `Fortify ${p.system}${p.minelayer ? ' (free with a minelayer, EaW 11a)' : ''}`;
    case 'install':
      return `Install ${bases(p.bases)} at ${p.system}`;
    case 'explore':
      return `Explore ${p.system}`;
    case 'siege':
      return `Siege roll at ${p.system}`;
    case 'self-repair':
      return `Self-repair of ${p.fleet} in post-combat (EaW 24.0)`;
    case 'to-gm':
      return `To GM about ${p.fleet}`;
  }
}

export function doneText(d: Done): string {
  switch (d.code) {
    case 'built':
      return `built ${d.ship} (${d.shipClass}) into ${d.fleet}${penalty(d.penalised)}`;
    case 'build-begun':
      return `${d.shipClass} begun at ${d.at}: finished next season into ${d.fleet} (EaW 6.0)${penalty(d.penalised)}`;
    case 'transferred':
      return `moved ${d.ships.join(', ')} from ${d.from} to ${d.to}${d.disbanded ? `; ${d.from} disbanded (EaW 7a)` : ''}${nonCompliant(d.nonCompliant)}`;
    case 'scrapped':
      return (
        `scrapped ${d.ships.join(', ')}; ${d.refund} BPV refunded for next season (${d.rule})` +
        `${d.disbanded ? `; ${d.fleet} disbanded` : ''}${nonCompliant(d.nonCompliant)}`
      );
    case 'inspected':
      return `inspected ${d.ships.join(', ')}: restored and now count in ${d.fleet} (EaW 9b)${nonCompliant(d.nonCompliant)}`;
    case 'resupplied': {
      const refits = d.refits
        .map((r) =>
          r.readyAt
            ? `${r.ship} converting to ${r.to}, ready at the end of ${r.readyAt} (Staley LL5.2)`
            : `${r.ship} refitted to ${r.to} (EaW 6f)`,
        )
        .join(', ');
      return (
        `${d.fleet} resupplied${d.repaired.length ? `, repaired ${d.repaired.join(', ')} (EaW 6e)` : ''}` +
        `${d.co ? `, CO ${d.co}%` : ''}${refits ? `, ${refits}` : ''}`
      );
    }
    case 'new-frd':
      return `new FRD ${d.ship} at ${d.system} in fleet ${d.fleet}`;
    case 'installed':
      return `installed ${bases(d.bases)} at ${d.system}`;
    case 'developed':
      return `${d.development.toLowerCase()} developed at ${d.system}`;
    case 'fortified':
      return `fortification established at ${d.system} (EaW 11.0)`;
    case 'explored':
      return (
        `explored: ${d.system} is a ${d.planet.toLowerCase()} planet` +
        `${d.development ? ` with a developed ${d.development.toLowerCase()} for you` : ''}; battle map ${d.mapType} (EaW 16d)`
      );
    case 'explore-choice':
      return d.problem;
    case 'done-meanwhile':
      return `${d.system} was ${d.what} meanwhile${d.planet ? ` (${d.planet})` : ''}`;
    case 'siege':
      if (!d.falls) return `siege roll ${d.roll}: the fortification holds (a ${d.needed} is needed, EaW 10c)`;
      if (d.basesFirst)
        return `siege roll ${d.roll} succeeds, but the bases at ${d.system} must fall first: the fortification stands (EaW 10c, 10e)`;
      return `siege roll ${d.roll}: the fortification at ${d.system} falls; ${d.fleet} moves again next season (EaW 10c)`;
    case 'self-repaired':
      return `${d.fleet} self-repaired (EaW 24.0)`;
    case 'asked-gm':
      return `asked the GM: ruling ${d.ruling}, answered in your report before the season ends`;
  }
}
