// Why a VBAM-SFB order is refused, as data, and its words: the one place a reason becomes text. Each
// order module adds the reasons it gives to `Reason` and their words to `reasonWords`.

import { Refused, refuser } from '../../../core/refusal';
import type { MoveProblem } from '../sectors';
import type { Speed } from '../model';

export type Reason =
  | { code: 'not-an-order'; kind: string }
  | { code: 'no-fleet'; fleet: string }
  | { code: 'not-yours'; fleet: string; owner: string }
  | { code: 'short-of-ep'; need: number; have: number }
  | { code: 'blank'; column: string; want: string }
  | MoveProblem
  | { code: 'no-sector'; sector: string }
  | { code: 'moved-already'; fleet: string }
  | { code: 'no-route'; to: string; speed: Speed }
  | { code: 'out-of-supply'; fleet: string }
  | { code: 'stopped-head-on'; fleet: string; between: [string, string]; by: string[] };

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
    case 'stopped-head-on':
      return `${r.fleet} met ${r.by.join(', ')} head-on between ${r.between[0]} and ${r.between[1]} and stopped in ${r.between[0]} (VBAM Movement)`;
  }
}
