// Orders in (PBEM hosts such as PHost show who has sent their turn): each admiral marks their orders
// Ready; Process Season names those who have not, and asks the GM — or refuses, by the Campaign's
// "Not ready" setting.

import { Campaign, Empire, inPlay } from './model';
import { stamp } from './calendar';

/** The empires whose orders the turn waits for: those in play; in a turn paused for orders (runTicks), those it asked. */
export function ordering(c: Campaign): Empire[] {
  const asked = c.settings.pausedAt?.ordersFrom;
  return c.empires.filter((e) => inPlay(e) && (!asked || asked.includes(e.id)));
}

/** The empires whose orders the turn waits for and whose admiral has not marked them Ready. */
export function notReady(c: Campaign): Empire[] {
  return ordering(c).filter((e) => !e.ready);
}

/** "LYR (Admiral Shessa), HYD" */
export function namesOf(empires: Empire[]): string {
  return empires.map((e) => (e.admiral ? `${e.id} (${e.admiral})` : e.id)).join(', ');
}

/** Why the season may not be processed yet, when the Campaign says to refuse rather than ask. */
export function readinessRefusal(c: Campaign): string | undefined {
  const waiting = notReady(c);
  if (c.settings.notReady !== 'Refuse' || waiting.length === 0) return undefined;
  return (
    `Not every admiral has marked their orders Ready: ${namesOf(waiting)}. ` +
    'They write yes in the Ready column of their Orders tab (the Campaign setting "Not ready" is Refuse; set it to Ask to go on without them).'
  );
}

/**
 * Why a turn cannot be processed now, in any game: the campaign is over (the game's `over` test), a turn
 * waits for rulings or battles, this turn was already processed, or admirals are not ready.
 */
export function processRefusal(c: Campaign, over: (c: Campaign) => string | undefined): string | undefined {
  const now = stamp(c.settings.year, c.settings.season);
  const ended = over(c);
  if (ended) return ended;
  if (c.settings.phase === 'Rulings') return `${now} waits for rulings: answer them in the Rulings tab, then Apply rulings.`;
  if (c.settings.phase !== 'Orders') return `The campaign is in the ${c.settings.phase} phase, not Orders: finish it first.`;
  if (c.settings.lastProcessed === now && !c.settings.pausedAt?.ordersFrom)
    return `${now} was already processed. Undo the last processing to run it again.`;
  const pending = c.battles.filter((b) => b.status !== 'Resolved');
  if (pending.length)
    return `${pending.length} battle(s) are still pending (${pending.map((b) => b.id).join(', ')}): enter their results first.`;
  return readinessRefusal(c);
}
