// Why a VBAM-SFB order is refused, as data, and its words: the one place a reason becomes text. Each
// order module adds the reasons it gives to `Reason` and their words to `reasonWords`.

import { Refused, refuser } from '../../../core/refusal';
import type { CargoRefusal } from '../cargo';

export type Reason =
  | { code: 'not-an-order'; kind: string }
  | { code: 'no-fleet'; fleet: string }
  | { code: 'not-yours'; fleet: string; owner: string }
  | { code: 'short-of-ep'; need: number; have: number }
  | { code: 'blank'; column: string; want: string }
  | { code: 'cargo'; refusal: CargoRefusal }
  | { code: 'not-in-fleet'; ship: string; fleet: string }
  | { code: 'no-ground-unit'; item: string; sector: string }
  | { code: 'not-aboard'; item: string; fleet: string }
  | { code: 'census-kept'; system: string; census: number }
  | { code: 'no-own-colony'; sector: string }
  | { code: 'not-hostile'; owner: string; system: string }
  | { code: 'no-trade-fleet'; fleet: string; ship: string }
  | { code: 'bad-route'; problem: string };

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
    case 'cargo':
      return `${r.refusal.reason} (VBAM Invasion)`;
    case 'not-in-fleet':
      return `ship ${r.ship} is not in fleet ${r.fleet}`;
    case 'no-ground-unit':
      return `${r.item} is none of your ground units landed at ${r.sector}`;
    case 'not-aboard':
      return `${r.item} is not aboard fleet ${r.fleet} (the Cargo tab lists what is)`;
    case 'census-kept':
      return `${r.system} has Census ${r.census} and must keep one`;
    case 'no-own-colony':
      return `there is no colony of yours at ${r.sector} to take Census from or give it to`;
    case 'not-hostile':
      return `${r.system} belongs to ${r.owner}, and only a power at Hostilities or War with it may invade it (VBAM Diplomacy)`;
    case 'no-trade-fleet':
      return r.ship ? `${r.ship} is no Trade Fleet of fleet ${r.fleet}` : `fleet ${r.fleet} holds no single Trade Fleet: name it in Ships`;
    case 'bad-route':
      return `${r.problem} (VBAM Civilian Fleets)`;
  }
}
