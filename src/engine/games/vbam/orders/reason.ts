// Why a VBAM-SFB order is refused, as data, and its words: the one place a reason becomes text. Each
// order module adds the reasons it gives to `Reason` and their words to `reasonWords`.

import { Refused, refuser } from '../../../core/refusal';

export type Reason =
  | { code: 'not-an-order'; kind: string }
  | { code: 'no-fleet'; fleet: string }
  | { code: 'not-yours'; fleet: string; owner: string }
  | { code: 'short-of-ep'; need: number; have: number }
  | { code: 'blank'; column: string; want: string };

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
  }
}
