// GC issue 35 item 8: the places the document leaves to the GM's judgement that the turn's end asks as
// rulings beside B1.60 (contested.ts), B5.40 (morale.ts) and B14.10 (surrender.ts): fronts (C11), moving
// a homeworld (B11.90), the Orion Pirates (B15, whose charts the document lacks) and tech-sloshing's
// unrest (C10.10), escort substitutes for a carrier (C20.70), and C22.10's repair of expeditionary ships.

import type { Ruling } from '../../core/model';
import type { World } from '../../core/world';
import { applyFronts, askFronts } from './fronts';
import { applyHomeworldMoves, askHomeworldMoves } from './homeworldMove';
import { applyOrions, askOrions } from './orions';
import { applyTechSloshing, askTechSloshing } from './techSloshing';
import { applyEscortSubstitutes, askEscortSubstitutes } from './escortSubstitutes';
import { applyExpeditionRepairs, askExpeditionRepairs } from './expeditionRepairs';

/** As the turn ends, after the others: true when any ruling was asked (the turn waits). */
export const askJudgements = (w: World): boolean =>
  [askFronts(w), askHomeworldMoves(w), askOrions(w), askTechSloshing(w), askEscortSubstitutes(w), askExpeditionRepairs(w)].some(Boolean);

/** Apply rulings: their answers taken. */
export function applyJudgements(w: World, applied: readonly Ruling[]): void {
  applyFronts(w, applied);
  applyHomeworldMoves(w, applied);
  applyOrions(w, applied);
  applyTechSloshing(w, applied);
  applyEscortSubstitutes(w, applied);
  applyExpeditionRepairs(w, applied);
}
