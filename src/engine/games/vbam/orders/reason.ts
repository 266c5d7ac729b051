// Why a VBAM-SFB order is refused, as data, and its words: the one place a reason becomes text. Each
// order module adds the reasons it gives to `Reason` and their words to `reasonWords`.

import { Refused, refuser } from '../../../core/refusal';
import type { CargoRefusal } from '../cargo';
import type { MoveProblem } from '../sectors';
import type { Speed } from '../model';
import { ClosedBorder, treatyWords } from '../treaties';

export type Reason =
  | { code: 'not-an-order'; kind: string }
  | { code: 'no-fleet'; fleet: string }
  | { code: 'not-yours'; fleet: string; owner: string }
  | { code: 'short-of-ep'; need: number; have: number }
  | { code: 'blank'; column: string; want: string }
  | { code: 'bad-count'; text: string }
  | { code: 'bad-amount'; text: string }
  | { code: 'bad-payment'; pay: number; cost: number }
  | { code: 'ground-in-full'; className: string }
  | { code: 'over-invested'; ep: number; most: number; pool: number; required: number }
  | { code: 'no-class'; className: string; race: string }
  | { code: 'not-in-service'; className: string; inService: number; techYear: number }
  | { code: 'no-yard'; sector: string }
  | { code: 'ground-limit'; sector: string; limit: number; already: number }
  | { code: 'no-transports'; sector: string; need: number; have: number }
  | { code: 'not-a-base'; className: string }
  | { code: 'not-your-colony'; sector: string }
  | { code: 'raised-already'; sector: string }
  | { code: 'no-ship'; ship: string }
  | { code: 'ship-not-yours'; ship: string; owner: string }
  | { code: 'no-class-of-ship'; ship: string; className: string }
  | { code: 'not-crippled'; ship: string; kind: string }
  | { code: 'no-shipyard'; ship: string; sector: string; why: string }
  | { code: 'mothballed'; ship: string }
  | { code: 'not-mothballed'; ship: string }
  | { code: 'not-a-ship'; ship: string; kind: string }
  | { code: 'busy'; ship: string; job: string }
  | { code: 'no-work'; work: string }
  | { code: 'no-base-work'; work: string }
  | { code: 'not-carried'; work: string; sector: string }
  | { code: 'top-base'; ship: string; hull: string }
  | { code: 'no-next-base'; ship: string; hull: string; techYear: number }
  | { code: 'cargo'; refusal: CargoRefusal }
  | { code: 'not-in-fleet'; ship: string; fleet: string }
  | { code: 'no-cargo-unit'; item: string; sector: string }
  | { code: 'troops-only'; item: string; owner: string; system: string }
  | { code: 'not-aboard'; item: string; fleet: string }
  | { code: 'census-kept'; system: string; census: number }
  | { code: 'colony-fleet'; problem: string }
  | { code: 'colony-fleet-census'; ship: string }
  | { code: 'no-own-colony'; sector: string }
  | { code: 'not-at-war'; owner: string; system: string }
  | { code: 'no-trade-fleet'; fleet: string; ship: string }
  | { code: 'bad-route'; problem: string }
  | MoveProblem
  | { code: 'no-sector'; sector: string }
  | { code: 'moved-already'; fleet: string }
  | { code: 'no-route'; to: string; speed: Speed }
  | { code: 'out-of-supply'; fleet: string }
  | { code: 'closed-border'; border: ClosedBorder }
  | { code: 'interned'; fleet: string; sector: string }
  | { code: 'no-trade-treaty'; sector: string; owner: string }
  | { code: 'load-split'; item: string; carriers: string[] }
  | { code: 'same-fleet'; fleet: string }
  | { code: 'not-together'; fleet: string; sector: string; other: string }
  | { code: 'fleet-moving'; fleet: string }
  | { code: 'sentry'; problem: string }
  | { code: 'escort-off-route'; ship: string; sector: string; route: string[] }
  | { code: 'whole-fleet'; fleet: string }
  | { code: 'stopped-head-on'; fleet: string; between: [string, string]; by: string[] }
  | { code: 'standing-word'; word: string };

export const refuse = refuser<Reason>();
export type Refusal = Refused<Reason>;

export function reasonWords(r: Reason): string {
  switch (r.code) {
    case 'not-an-order':
      return `"${r.kind}" is not an order of VBAM-SFB`;
    case 'no-fleet':
      return `there is no fleet ${r.fleet}`;
    case 'not-yours':
      return `fleet ${r.fleet} belongs to ${r.owner}`;
    case 'short-of-ep':
      return `it costs ${r.need} EP and the Point Pool holds ${r.have} (VBAM Turn Orders: costs are paid when ordered)`;
    case 'blank':
      return `write ${r.want} in ${r.column}`;
    case 'bad-count':
      return `Extras "${r.text}" is neither a number of units nor "from" and a colony's sector`;
    case 'bad-amount':
      return `Extras "${r.text}" is not a whole number of EP above 0`;
    case 'bad-payment':
      return `"pay ${r.pay}" must be a whole number of EP from 1 to ${r.cost - 1}, less than the cost of ${r.cost} (leave it out to pay in full)`;
    case 'ground-in-full':
      return `${r.className} is a ground unit: ground units are never partly built, so they are paid in full (VBAM Construction Completion)`;
    case 'over-invested':
      return `the tech pool holds ${r.pool} EP and may hold at most ${2 * r.required} (200% of the ${r.required} EP required, half this turn's TDP): invest at most ${r.most} EP, not ${r.ep} (VBAM Tech)`;
    case 'no-class':
      return `${r.className} is not a class of the ${r.race} Unit list`;
    case 'not-in-service':
      return `${r.className} enters service in Y${r.inService}, after the Tech Year Y${r.techYear} (VBAM Turn Orders)`;
    case 'no-yard':
      return `sector ${r.sector} has no colony of yours with utilized Productivity to build there (VBAM Construction Completion)`;
    case 'ground-limit':
      return `sector ${r.sector} raises at most ${r.limit} ground units a turn (twice its Census) and ${r.already} are ordered already`;
    case 'no-transports':
      return `a base built in another system needs ${r.need} Transport Fleet(s) in ${r.sector}, one per 10 EP, and ${r.have} are there`;
    case 'not-a-base':
      return `${r.className} is not a base: only bases may be built in another system (VBAM Construction Completion)`;
    case 'not-your-colony':
      return `sector ${r.sector} holds no colony of yours`;
    case 'raised-already':
      return `the colony in ${r.sector} has had its Productivity raised this turn already: +1 a turn at most (VBAM Update Assets)`;
    case 'no-ship':
      return `there is no ship ${r.ship}`;
    case 'ship-not-yours':
      return `ship ${r.ship} belongs to ${r.owner}`;
    case 'no-class-of-ship':
      return `ship ${r.ship}'s class ${r.className} is not on its race's Unit list`;
    case 'not-crippled':
      return `ship ${r.ship} is not crippled${r.kind === 'ship' || r.kind === 'base' ? '' : ` (${r.kind} units never cripple)`}`;
    case 'no-shipyard':
      return `ship ${r.ship} is in ${r.sector || 'no sector'}, where you have no ${r.why}`;
    case 'mothballed':
      return `ship ${r.ship} is mothballed: Reactivate it first`;
    case 'not-mothballed':
      return `ship ${r.ship} is not mothballed`;
    case 'not-a-ship':
      return `${r.ship} is a ${r.kind} unit: only ships are mothballed (VBAM Construction Completion)`;
    case 'busy':
      return `ship ${r.ship} already has a ${r.job} order waiting for Construction Completion`;
    case 'no-work':
      return `there is no construction ${r.work} of yours to cancel (see the Construction tab)`;
    case 'no-base-work':
      return `there is no construction ${r.work} of yours building a unit (see the Construction tab)`;
    case 'not-carried':
      return `${r.work} is built where its colony stands (${r.sector}): no Transport Fleets carry its points; only a base built in another system (Build's "from") has points to keep (VB113)`;
    case 'top-base':
      return `ship ${r.ship} is a ${r.hull}, which converts to nothing higher (MB → BS → BATS → SB)`;
    case 'no-next-base':
      return `your race has no base after ${r.ship}'s ${r.hull} in service by the Tech Year Y${r.techYear}`;
    case 'cargo':
      return `${r.refusal.reason} (VBAM Invasion)`;
    case 'not-in-fleet':
      return `ship ${r.ship} is not in fleet ${r.fleet}`;
    case 'no-cargo-unit':
      return `${r.item} is none of your ground units, flights or defsats at ${r.sector} aboard nothing yet`;
    case 'troops-only':
      return `${r.item} cannot land on ${r.system} of ${r.owner}: only ground troops land on another power's colony (VB107)`;
    case 'not-aboard':
      return `${r.item} is not aboard fleet ${r.fleet} (the Cargo tab lists what is)`;
    case 'census-kept':
      return `${r.system} has Census ${r.census} and must keep one`;
    case 'colony-fleet':
      return `${r.problem} (VBAM Update Assets, VB30)`;
    case 'colony-fleet-census':
      return `${r.ship} is a Colony Fleet: it carries the one Census it took when built, and lands it only by founding a colony at Update Assets (VB92)`;
    case 'no-own-colony':
      return `there is no colony of yours at ${r.sector} to take Census from or give it to`;
    case 'not-at-war':
      return `${r.system} belongs to ${r.owner}, and only a power at War with it may land ground troops there: Hostilities stops short of invasion (VBAM Diplomacy)`;
    case 'no-trade-fleet':
      return r.ship ? `${r.ship} is no Trade Fleet of fleet ${r.fleet}` : `fleet ${r.fleet} holds no single Trade Fleet: name it in Ships`;
    case 'bad-route':
      return `${r.problem} (VBAM Civilian Fleets)`;
    case 'no-path':
      return 'the move names no sector to enter';
    case 'not-adjacent':
      return `sector ${r.sector} is not adjacent to ${r.from} (VBAM Movement: a move enters adjacent sectors one by one)`;
    case 'too-far':
      return `a ${r.speed.toLowerCase()} fleet enters at most ${r.most} sector(s) a turn (VBAM Movement)`;
    case 'must-stop':
      return `sector ${r.sector} is neutral or contested for you, so the move must end there (VBAM Movement)`;
    case 'no-sector':
      return `there is no sector ${r.sector} on the map`;
    case 'moved-already':
      return `fleet ${r.fleet} already has a Move order this turn`;
    case 'no-route':
      return `no legal path reaches ${r.to} this turn for a ${r.speed.toLowerCase()} fleet (VBAM Movement: 2 controlled sectors, or 1 neutral or contested, or controlled then neutral; list the path to see why)`;
    case 'out-of-supply':
      return `fleet ${r.fleet} is out of supply, so it is Slow and enters one sector (VBAM Supply)`;
    case 'closed-border':
      return `sector ${r.border.sector} is held by ${r.border.owner}, and ${treatyWords(r.border)} (VBAM Diplomacy, VB93)`;
    case 'interned':
      return `fleet ${r.fleet} is interned at ${r.sector} and is held until the end of this turn (VBAM Diplomacy, VB93)`;
    case 'no-trade-treaty':
      return `sector ${r.sector} holds a colony of ${r.owner}, and trade fleets trade in another power's systems only under a Trade treaty (VBAM Diplomacy, VB96)`;
    case 'load-split':
      return `${r.item} is aboard ${r.carriers.join(' and ')}: a load changes fleets with all its carriers (VBAM Invasion)`;
    case 'same-fleet':
      return `the units are in ${r.fleet} already`;
    case 'not-together':
      return `fleet ${r.fleet} is at ${r.sector}, not at ${r.other}: units change fleets where they stand`;
    case 'fleet-moving':
      return `fleet ${r.fleet} already has a Move order this turn: reorganise fleets in rows above their moves`;
    case 'sentry':
      return `${r.problem}: a civilian fleet's warships are its Sentries (VBAM Civilian Fleets)`;
    case 'escort-off-route':
      return `${r.sector} is not on trade fleet ${r.ship}'s route ${r.route.join(' > ')}: escorts are placed in a system of the route as movement starts (VBAM Civilian Fleets)`;
    case 'whole-fleet':
      return `that is every unit of ${r.fleet}: split off some of them (the rest stay)`;
    case 'stopped-head-on':
      return `${r.fleet} met ${r.by.join(', ')} head-on between ${r.between[0]} and ${r.between[1]} and stopped in ${r.between[0]} (VBAM Movement)`;
    case 'standing-word':
      return `"${r.word}" is not a word of a standing order: write Demand, Accept or Refuse in Target, then optionally Pursue, and Continue or Return (VBAM Encounters)`;
  }
}
