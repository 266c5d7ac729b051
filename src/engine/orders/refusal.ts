// Why an order is refused, as data: a code and the facts behind it (the DATC's typed results). The
// words are rendered here and nowhere else, so tests and tools compare codes, never sentences.

import type { OrderKind } from './command';

type Reason =
  // Every fleet order (plotting.ts)
  | { code: 'new-frd-fleet-exists'; fleet: string; example: string }
  | { code: 'no-such-fleet'; fleet: string }
  | { code: 'not-your-fleet'; fleet: string }
  | { code: 'trapped'; fleet: string; system: string }
  | { code: 'disengaged'; fleet: string }
  | { code: 'short-of-mp'; needed: number; left: number }
  | { code: 'short-of-bpv'; kind: OrderKind; cost: number; treasury: number }
  // Movement and logistics (Jump, Move FRD, Stay, Transfer, Scrap, Inspect, Resupply, Raise CO, Self-repair)
  // Construction and development (Build, New FRD, Develop mine/colony, Fortify, Siege, Install, Explore)
  // TRANSITIONAL: a handler not yet converted returns its sentence; to be gone before this lands.
  | { code: 'legacy'; text: string };

export type Refusal = Reason & { refused: true };
export type RefusalCode = Reason['code'];

export function refuse<R extends Reason>(reason: R): R & { refused: true } {
  return { ...reason, refused: true };
}

/** The refusal in words, as the Result column and ORDER_CHECK show it (after "rejected: "). */
export function refusalText(r: Refusal): string {
  switch (r.code) {
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
    // Movement and logistics
    // Construction and development
    case 'legacy':
      return r.text;
  }
}
