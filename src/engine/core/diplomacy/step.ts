// The diplomatic step as every game runs it (VBAM "Intel"; Empires at War's Diplomacy step): the turn's
// diplomatic orders resolved against the Treaties tab, each event logged and each empire told what
// it may know; and contact made where the fleets of two powers that had not met stand together.

import type { World } from '../world';
import { Calendar, SEASON_CALENDAR } from '../calendar';
import { contact } from './relations';
import { contactEvent } from './log';
import type { DiplomacyResult, DiplomaticOrder } from './resolve';
import { resolveDiplomacy } from './season';

/** Resolves the orders (resolve.ts) by the game's calendar, writes the new relations into the campaign, logs and reports them. */
export function settleDiplomacy(w: World, orders: DiplomaticOrder[], cal: Calendar = SEASON_CALENDAR): DiplomacyResult {
  const res = resolveDiplomacy(
    w.c.treaties,
    w.c.diplomacy,
    orders,
    w.c.empires.map((e) => e.id),
    w.season,
    w.dice,
    w.c.settings.defaultRelation,
    cal,
  );
  w.c.treaties = res.relations;
  w.newDiplomacy.push(...res.events);
  for (const n of res.notices) for (const to of n.to) w.report(to, 'Diplomacy', n.text);
  for (const e of res.events)
    w.log(
      'Diplomacy',
      e.empire,
      [e.action, e.treaty, e.target].filter(Boolean).join(' '),
      `${e.outcome}${e.roll !== '' ? ` (d100 ${e.roll} against ${e.chance})` : ''}`,
    );
  return res;
}

/**
 * VBAM contact: powers that had not met gain Normal relations when their fleets share a system (or
 * sector), or a fleet stands where the other power owns it. (With the default relation War nothing changes.)
 */
export function makeContacts(w: World): void {
  for (const s of w.c.systems) {
    const here = [...new Set([...w.fleetsAt(s.id).map((f) => f.empire), ...(s.owner ? [s.owner] : [])])];
    for (const a of here) for (const b of here) if (a < b) makeContact(w, a, b, `at ${s.id}`);
  }
}

/** Two powers still at No contact gain Normal relations, `how` told to both (VBAM contact); other pairs are unchanged. */
export function makeContact(w: World, a: string, b: string, how: string): void {
  if (a === b || w.relation(a, b).status !== 'No contact') return;
  w.c.treaties = contact(w.c.treaties, a, b, w.season, w.c.settings.defaultRelation);
  w.newDiplomacy.push(contactEvent(w.season, a, b));
  for (const e of [a, b]) w.report(e, 'Diplomacy', `Contact with ${e === a ? b : a} ${how}: relations are now Normal (VBAM).`);
}
