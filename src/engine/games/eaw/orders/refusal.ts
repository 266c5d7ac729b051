// Why an EaW order is refused, or lost on the way, as data: a code and the facts behind it (the DATC's typed results),
// the kernel's diplomatic reasons (core/diplomacy/refusal.ts) and EaW's own. The words are rendered here and in the
// kernel's module and nowhere else, so tests and tools compare codes, never sentences.

import type { OrderKind } from './command';
import { refuser, Refused } from '../../../core/refusal';
import { SEASON_CALENDAR } from '../../../core/calendar';
import { DiplomaticReason, diplomaticRefusalText } from '../../../core/diplomacy/refusal';

type Reason =
  | DiplomaticReason
  // Every order: its row (command.ts) and its fleet (plotting.ts)
  | { code: 'no-order' }
  | { code: 'cell-too-long'; column: string; length: number; limit: number }
  | { code: 'unknown-order'; typed: string; near?: string; kinds: readonly string[] }
  | { code: 'needs-fleet'; kind: OrderKind }
  | { code: 'no-question' }
  | { code: 'new-frd-fleet-exists'; fleet: string; example: string }
  | { code: 'no-such-fleet'; fleet: string }
  | { code: 'not-your-fleet'; fleet: string }
  | { code: 'trapped'; fleet: string; system: string }
  | { code: 'disengaged'; fleet: string }
  | { code: 'short-of-mp'; needed: number; left: number }
  | { code: 'short-of-bpv'; kind: OrderKind; cost: number; treasury: number }
  | { code: 'extras-not-understood'; item: string; example: string }
  | { code: 'fleet-locked'; fleet: string; why: string }
  // The ships a row names (support.ts)
  | { code: 'no-ships-listed' }
  | { code: 'ship-not-in-fleet'; ship: string; fleet: string }
  | { code: 'no-such-ship'; ship: string }
  | { code: 'ship-listed-twice'; ship: string }
  // Jump, Move FRD
  | { code: 'frd-moves-by-move-frd'; fleet: string }
  | { code: 'no-frd-to-move'; fleet: string }
  | { code: 'cannot-move-again'; fleet: string; why: string }
  | { code: 'repeated-jump'; fleet: string; at: string }
  | { code: 'no-path'; from: string; example: string }
  | { code: 'no-such-system'; system: string; near?: string }
  | {
      code: 'no-lane';
      from: string;
      to: string;
      /** The shortest way there by lanes, when there is one of at most `within` lanes. */
      way?: string[];
      /** How many lanes around the target the way was looked for. */
      within?: number;
    }
  | { code: 'non-compliant-no-frd'; fleet: string }
  | { code: 'non-compliant-off-route'; fleet: string; from: string; to: string }
  // Stopped on the way, when the fleets move (EaW 5c, 10a, 17a, 19a; VBAM), and post-combat work lost (4b)
  | { code: 'system-full'; system: string; max: number }
  | { code: 'open-space'; lane: string }
  | { code: 'enemy-present'; system: string }
  | { code: 'interned'; system: string; owner: string; /** The treaties in force that close the border. */ treaties?: string[] }
  | { code: 'fortification-trap'; system: string }
  | { code: 'did-not-reach'; fleet: string; system: string }
  | { code: 'stopped-by-enemies'; fleet: string; system?: string }
  // Transfer
  | { code: 'no-receiving-fleet' }
  | {
      code: 'bad-fleet-id';
      fleet: string;
      why: 'length' | 'formula' | 'characters' | 'empire';
      limit: number;
      example: string;
      prefix: string;
    }
  | { code: 'transfer-to-itself' }
  | { code: 'receiver-trapped'; fleet: string }
  | { code: 'frd-not-transferred' }
  | { code: 'transfer-apart'; from: string; at: string; to: string; toAt: string }
  | { code: 'captured-cannot-form-fleet' }
  // Scrap, Inspect
  | { code: 'scrap-needs-frd'; at: string }
  | { code: 'frd-not-scrapped' }
  | { code: 'nothing-to-inspect'; fleet: string }
  | { code: 'inspect-needs-frd'; at: string }
  // Resupply, Raise CO
  | { code: 'no-resupply-here'; at: string }
  | { code: 'refit-ship-not-in-fleet'; ship: string; fleet: string }
  | { code: 'refit-no-class'; shipClass: string; ship: string }
  | { code: 'refit-not-allowed'; from: string; to: string }
  | { code: 'refit-not-in-service'; shipClass: string; year: number }
  | { code: 'refit-under-conversion'; ship: string }
  | { code: 'no-co-level' }
  | { code: 'co-over-max'; max: number }
  | { code: 'co-needs-base' }
  | { code: 'freighter-cannot-refit' }
  // Build (also the class checks of options() and BUILD_COST)
  | { code: 'no-build-class' }
  | { code: 'build-after-jumps'; fleet: string }
  | { code: 'no-frd-here'; at: string }
  | { code: 'frd-placed-this-season'; at: string }
  | { code: 'unknown-class'; shipClass: string }
  | { code: 'other-race'; shipClass: string; race: string; empire: string; own: string }
  | { code: 'frd-by-new-frd' }
  | { code: 'bases-by-install' }
  | { code: 'not-in-service'; shipClass: string; year: number }
  | { code: 'x-ship-cap'; total: number; cap: number }
  | { code: 'too-big-for-two-seasons'; shipClass: string; dock: number }
  | { code: 'frd-busy-for-two-seasons'; shipClass: string; dock: number; at: string }
  | { code: 'dock-points'; used: number; dock: number; capacity: number }
  | {
      code: 'build-breaks-fleet-rules';
      fleet: string;
      shipClass: string;
      problems: string[];
      /** Other fleets of the admiral at the same FRD the ship could be built into (EaW 6c, 17.0). */
      instead?: string[];
    }
  // New FRD
  | { code: 'no-frd-site'; system: string }
  | { code: 'not-own-development'; system: string }
  | { code: 'enemy-at-site'; system: string }
  | { code: 'no-frd-class' }
  // Develop, Fortify, Siege
  | { code: 'frd-cannot'; action: 'develop' | 'fortify' }
  | { code: 'develop-unexplored'; system: string }
  | { code: 'wrong-planet'; system: string; planet: string; mine: boolean }
  | { code: 'already-developed'; system: string; development: string }
  | { code: 'fortified-by-another'; system: string }
  | { code: 'already-being-developed'; system: string }
  | { code: 'busy-fortifying'; fleet: string }
  | { code: 'fortify-unexplored'; system: string }
  | { code: 'already-fortified'; system: string }
  | { code: 'already-being-fortified'; system: string }
  | { code: 'busy-developing'; fleet: string }
  | { code: 'not-trapped'; fleet: string }
  | { code: 'trapped-this-season'; fleet: string }
  | { code: 'one-siege-roll' }
  // Explore
  | { code: 'explore-extras'; problem: string }
  | { code: 'explore-elsewhere'; fleet: string; at: string; target: string }
  | { code: 'already-explored'; system: string; planet: string }
  | { code: 'no-explorer' }
  | { code: 'already-exploring'; fleet: string }
  // Install
  | { code: 'not-a-base'; name: string; kinds: string[] }
  | { code: 'no-bases-listed' }
  | { code: 'install-unexplored'; system: string }
  | { code: 'another-empires-system'; system: string }
  | { code: 'no-base-class'; kind: string }
  | { code: 'too-many-bases'; system: string; count: number; max: number; what: 'ground bases' | 'DEFSATs' }
  | { code: 'cpl-exists'; system: string }
  // Staley HH2.3 (an option of EaW's diplomacy)
  | { code: 'orion-war' };

export type Refusal = Refused<Reason>;
export type RefusalCode = Reason['code'];
export const refuse = refuser<Reason>();

const didYouMean = (near?: string) => (near ? ` (did you mean ${near}?)` : '');

/** The refusal in words, as the Result column and the live check show it (after "rejected: "). */
export function refusalText(r: Refusal): string {
  switch (r.code) {
    case 'no-order':
      return 'no order given in the Order column';
    case 'cell-too-long':
      return `the ${r.column} cell holds ${r.length.toLocaleString('en-US')} characters, more than the ${r.limit.toLocaleString('en-US')} an order cell may hold`;
    case 'unknown-order':
      return `unknown order "${r.typed}"${didYouMean(r.near)}; orders are: ${r.kinds.join(', ')}`;
    case 'needs-fleet':
      return `${r.kind} needs a fleet in the Fleet column`;
    case 'no-question':
      return 'write what you ask the GM in Extras';
    case 'new-frd-fleet-exists':
      return `fleet ${r.fleet} exists: name the new FRD's own fleet in Fleet, e.g. "${r.example}"`;
    case 'no-such-fleet':
      return `no fleet "${r.fleet}"`;
    case 'not-your-fleet':
      return `${r.fleet} is not your fleet`;
    case 'trapped':
      return `${r.fleet} is trapped by the fortification at ${r.system} and can do nothing else (EaW 10h)`;
    case 'disengaged':
      return `${r.fleet} disengaged and reappears at the New Year (EaW 3.0)`;
    case 'short-of-mp':
      return `needs ${r.needed} MP, ${r.left} left (EaW 5.0)`;
    case 'short-of-bpv':
      return `treasury ${r.treasury}, ${r.kind.toLowerCase()} costs ${r.cost}`;
    case 'extras-not-understood':
      return `Extras "${r.item}" is not understood: write e.g. ${r.example}`;
    case 'fleet-locked':
      return `${r.fleet} ${r.why}`;
    case 'no-ships-listed':
      return 'list the ships in the Ships column (or "all")';
    case 'ship-not-in-fleet':
      return `ship ${r.ship} is not in ${r.fleet}`;
    case 'no-such-ship':
      return `no ship "${r.ship}"`;
    case 'ship-listed-twice':
      return `ship ${r.ship} is listed twice`;
    case 'frd-moves-by-move-frd':
      return `${r.fleet} holds an FRD: move it with a Move FRD order (EaW 15e)`;
    case 'no-frd-to-move':
      return `${r.fleet} holds no FRD (Move FRD is for the FRD's fleet, EaW 15e)`;
    case 'cannot-move-again':
      return `${r.fleet} cannot move again this season: ${r.why}`;
    case 'repeated-jump':
      return `${r.fleet} will be at ${r.at} after its earlier jumps; write a further Jump from there (e.g. "${r.at} > ..."), or delete the repeated row`;
    case 'no-path':
      return `give the systems to jump to in Target, e.g. "${r.from} > ${r.example}"`;
    case 'no-such-system':
      return `no system "${r.system}"${didYouMean(r.near)}`;
    case 'no-lane':
      return `no warp lane ${r.from}–${r.to} (EaW 1d)${
        r.way && r.way.length > 2
          ? `; ${r.to} is ${r.way.length - 1} lanes away: write "${r.way.join(' > ')}"`
          : r.within && !r.way?.length
            ? `; no way of ${r.within} lanes or fewer leads there`
            : ''
      }`;
    case 'non-compliant-no-frd':
      return `${r.fleet} is non-compliant and you have no FRD to head for: it cannot move (EaW 17g)`;
    case 'non-compliant-off-route':
      return `${r.fleet} is non-compliant and may only head for an FRD by the shortest route; ${r.from}–${r.to} does not (EaW 17g)`;
    case 'system-full':
      return `could not enter ${r.system}: it already holds ${r.max} of your fleets (EaW 17a)`;
    case 'open-space':
      return `met an enemy fleet in open space on lane ${r.lane} (EaW 5c)`;
    case 'enemy-present':
      return `stopped at ${r.system}: enemy fleets present (EaW 19a)`;
    case 'interned':
      return `interned at ${r.system}: your treaty with ${r.owner} closes its systems to warships (VBAM ${r.treaties?.join(' + ') || 'Non-Aggression'}); to enter, break it first (a Break order)`;
    case 'fortification-trap':
      return `trapped by the fortification at ${r.system} (EaW 10a)`;
    case 'did-not-reach':
      return `${r.fleet} did not reach ${r.system}, where the order was to be carried out`;
    case 'stopped-by-enemies':
      return `${r.fleet} was stopped by enemy fleets${r.system ? ` at ${r.system}` : ''} (EaW 19a)`;
    case 'no-receiving-fleet':
      return 'name the receiving fleet in Target (a new fleet id forms a new fleet)';
    case 'bad-fleet-id':
      if (r.why === 'length')
        return `a new fleet's id may hold at most ${r.limit} characters; the one given ("${r.fleet.slice(0, 12)}…") holds ${r.fleet.length.toLocaleString('en-US')} characters`;
      return `"${r.fleet}" cannot be a new fleet's id: ${
        r.why === 'empire'
          ? `${r.prefix} is another empire's, and the fleet would pass for one of theirs (EaW 1b); begin it with yours, e.g. ${r.example}`
          : `${r.why === 'formula' ? 'Sheets reads a cell beginning with "=", "+" or "-" as a formula or a number; ' : ''}use letters, digits and "-" only, e.g. ${r.example} (at most ${r.limit} characters)`
      }`;
    case 'transfer-to-itself':
      return 'a fleet cannot transfer ships to itself';
    case 'receiver-trapped':
      return `${r.fleet} is trapped and can do nothing (EaW 10h)`;
    case 'frd-not-transferred':
      return 'the FRD moves with Move FRD, not by transfer (EaW 15e)';
    case 'transfer-apart':
      return `${r.from} will be at ${r.at} and ${r.to} at ${r.toAt}: transfers are within one system (EaW 7.0)`;
    case 'captured-cannot-form-fleet':
      return 'uninspected captured ships cannot form a fleet of their own (EaW 25b)';
    case 'scrap-needs-frd':
      return `scrapping needs your FRD or a large repair freighter at ${r.at} (EaW 9.0, 9a)`;
    case 'frd-not-scrapped':
      return 'an FRD is not scrapped by this order';
    case 'nothing-to-inspect':
      return `${r.fleet} has no captured ship to inspect`;
    case 'inspect-needs-frd':
      return `inspection needs your FRD or a small repair freighter at ${r.at} (EaW 9b, 9c)`;
    case 'no-resupply-here':
      return `${r.at} has neither your FRD, your developed colony nor a repair freighter (EaW 6d)`;
    case 'refit-ship-not-in-fleet':
      return `refit: ship "${r.ship}" is not in ${r.fleet}`;
    case 'refit-no-class':
      return `refit: no class "${r.shipClass}"; write e.g. "refit ${r.ship} D7B"`;
    case 'refit-not-allowed':
      return `refit: ${r.from} cannot become ${r.to} (another race or size class)`;
    case 'refit-not-in-service':
      return `refit: ${r.shipClass} enters service in Y${r.year} (EaW 3a)`;
    case 'refit-under-conversion':
      return `refit: ${r.ship} is still being converted (Staley LL5.4)`;
    case 'no-co-level':
      return 'give the new CO level in Extras, e.g. "CO 20"';
    case 'co-over-max':
      return `CO is at most ${r.max}% (EaW 6.0)`;
    case 'co-needs-base':
      return 'CO is raised only at your developed colony or FRD (EaW 6.0)';
    case 'freighter-cannot-refit':
      return 'a repair freighter repairs and resupplies but cannot refit (EaW 6d)';
    case 'no-build-class':
      return 'name the class to build in the Build class column';
    case 'build-after-jumps':
      return `${r.fleet} has jumps before this row: a new ship joins its fleet at the FRD, so order builds before moving (EaW 6c)`;
    case 'no-frd-here':
      return `no FRD of yours at ${r.at}: ships are built at an FRD (EaW 6.0, 15d)`;
    case 'frd-placed-this-season':
      return `the FRD at ${r.at} was placed this season and builds from next season (EaW 15a)`;
    case 'unknown-class':
      return `unknown class "${r.shipClass}"`;
    case 'other-race':
      return `${r.shipClass} is ${r.race}; ${r.empire} builds ${r.own} ships only (EaW 2b)`;
    case 'frd-by-new-frd':
      return 'an FRD is placed with a New FRD order (EaW 15a)';
    case 'bases-by-install':
      return 'bases are installed with an Install order (EaW 14.0)';
    case 'not-in-service':
      return `${r.shipClass} enters service in Y${r.year} (EaW 2d, 3a)`;
    case 'x-ship-cap':
      return `X-ships would come to ${r.total} EBPV, over ${r.cap} (EaW 17ee)`;
    case 'too-big-for-two-seasons':
      return `${r.shipClass} needs ${r.dock} dock points: more than one FRD builds in two seasons (EaW 6.0)`;
    case 'frd-busy-for-two-seasons':
      return `${r.shipClass} needs ${r.dock} dock points: the FRD at ${r.at} builds it over two seasons with its whole build action, which this season is taken already (EaW 6.0)`;
    case 'dock-points':
      return `dock points: ${r.used} used this season + ${r.dock} is over ${r.capacity} (EaW 6.0)`;
    case 'build-breaks-fleet-rules':
      return `${r.fleet} with a new ${r.shipClass} would break the fleet rules: ${r.problems.join('; ')} (EaW 6c)${
        r.instead?.length ? `; it would fit in ${r.instead.join(' or ')} at the same FRD: name that fleet instead` : ''
      }`;
    case 'no-frd-site':
      return `give the system for the new FRD in Target (no system "${r.system}")`;
    case 'not-own-development':
      return `${r.system} is not your developed mine or colony (EaW 15a)`;
    case 'enemy-at-site':
      return `enemy fleets are at ${r.system} (EaW 15a)`;
    case 'no-frd-class':
      return 'the Classes tab has no FRD class of your race';
    case 'frd-cannot':
      return `an FRD cannot ${r.action} (EaW 15.0)`;
    case 'develop-unexplored':
      return `${r.system} is unexplored: explore it first, and develop from the next season (EaW 33.0 #2)`;
    case 'wrong-planet':
      return `${r.system} is a ${r.planet.toLowerCase()} planet; a ${r.mine ? 'mine needs a mineral' : 'colony needs a life'} planet (EaW ${r.mine ? '12.0' : '13.0'})`;
    case 'already-developed':
      return `${r.system} already has a ${r.development.toLowerCase()}; a planet never has both (EaW 14b)`;
    case 'fortified-by-another':
      return `${r.system} is fortified by another empire`;
    case 'already-being-developed':
      return `${r.system} is already being developed this season`;
    case 'busy-fortifying':
      return `${r.fleet} is fortifying: developing as well needs a second fleet (EaW 14b)`;
    case 'fortify-unexplored':
      return `${r.system} is unexplored: no fortifying on the turn of discovery (EaW 33.0 #2)`;
    case 'already-fortified':
      return `${r.system} is already fortified`;
    case 'already-being-fortified':
      return `${r.system} is already being fortified this season`;
    case 'busy-developing':
      return `${r.fleet} is developing: fortifying as well needs a second fleet (EaW 14b)`;
    case 'not-trapped':
      return `${r.fleet} is not trapped by a fortification (EaW 10c)`;
    case 'trapped-this-season':
      return `${r.fleet} was trapped this season; its first siege roll is next season (EaW 10c)`;
    case 'one-siege-roll':
      return 'one siege roll per season (EaW 10c)';
    case 'explore-extras':
      return r.problem;
    case 'explore-elsewhere':
      return `${r.fleet} will be at ${r.at}, not ${r.target}: Explore works where the fleet ends its moves`;
    case 'already-explored':
      return `${r.system} is already explored (${r.planet})`;
    case 'no-explorer':
      return 'the fleet has no ship that can explore: the FRD does not explore (EaW 15.0) and captured ships do not count';
    case 'already-exploring':
      return `${r.fleet} already explores this season`;
    case 'not-a-base':
      return `Extras "${r.name}" is not a base to install: use ${r.kinds.join(', ')} with a count, e.g. "GSA 4, DEFSAT 2, CPL"`;
    case 'no-bases-listed':
      return 'list the bases in Extras, e.g. "GSA 4, DEFSAT 2, CPL"';
    case 'install-unexplored':
      return `${r.system} is unexplored`;
    case 'another-empires-system':
      return `${r.system} belongs to another empire`;
    case 'no-base-class':
      return `the Classes tab has no base class "${r.kind}" (role base) to price it`;
    case 'too-many-bases':
      return `${r.system} would hold ${r.count} ${r.what}, over ${r.max} (EaW 14.0)`;
    case 'cpl-exists':
      return `${r.system} already has a CPL: one per system is enough (EaW 14.0)`;
    case 'orion-war':
      return 'the Orions can neither declare war nor have war declared on them (Staley HH2.3)';
    default:
      return diplomaticRefusalText(r, SEASON_CALENDAR);
  }
}

/** Post-combat work that never happened (EaW 4b, 19a): a result, with its reason as data. */
export function lost(r: Refusal): { status: 'lost'; refusal: Refusal; text: string } {
  return { status: 'lost', refusal: r, text: `lost: ${refusalText(r)}` };
}
