// Orders in (PBEM hosts such as PHost show who has sent their turn): each admiral marks their orders
// Ready; Process Season names those who have not, and asks the GM — or refuses, by the Campaign's
// "Not ready" setting.

import { Campaign, Empire, inPlay } from './model';

/** The empires still in play whose admiral has not marked their orders Ready. */
export function notReady(c: Campaign): Empire[] {
  return c.empires.filter((e) => inPlay(e) && !e.ready);
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
