// GC C17.75: preferred partners (tech PPT, both partners). Each empire orders Preferred partner with Target
// the other; the pair's orders matched, both Empires rows name the other (one partner each). Extras
// `sever` starts a voluntary break: the partnership lasts two more turns, and neither may take a new
// partner for two turns after it ends (the cell "KZI severing Y161 Turn 1" says both; rule option GC153).
// A partner attacked by the other is free at once and the attacker waits a year: the GM's, by editing the
// cells. A preferred partner may trade techs even when the two are not neighbours (C17.71, techTrades.ts).

import type { Campaign, Order } from '../../../core/model';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import { sameName } from '../../../core/ids';
import { seasonAt as seasonOf, turnOf } from '../base/calendar';
import { extraRow, setExtra } from '../base/rows';
import { hasTech } from '../base/techs';
import { PREFERRED_PARTNER } from '../commerce/tradingPacts';

/** GC C17.75: turns a voluntary severing takes, and the turns after it before a new partnership. */
const SEVERING = 2;
const WAIT = 2;

interface Partnership {
  readonly partner?: string;
  /** The turn number the partnership ends (severing). */
  readonly ends?: number;
  /** The turn number from which a new one may be made. */
  readonly free?: number;
}

const made = new WeakMap<World, Set<string>>();

function read(c: Campaign, empire: string): Partnership {
  const cell = String(extraRow(c, 'Empires', empire)[PREFERRED_PARTNER] ?? '').trim();
  const severing = /^(\S+)\s+severing\s+(.+)$/i.exec(cell);
  if (severing) return { partner: severing[1], ends: turnOf(severing[2]), free: turnOf(severing[2]) + WAIT };
  const none = /^none\s+until\s+(.+)$/i.exec(cell);
  if (none) return { free: turnOf(none[1]) };
  return cell ? { partner: cell } : {};
}

/** The empire's preferred partner this turn, if any (C17.75). */
export function partnerOf(w: World, empire: string): string | undefined {
  const p = read(w.c, empire);
  return p.partner && !(p.ends !== undefined && turnOf(w.season) >= p.ends) ? p.partner : undefined;
}

/** A Preferred partner order: Target the other empire; Extras blank to make the partnership, `sever` to end it (C17.75). */
export function preferredPartnerOrder(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Preferred partner: ${text}` });
  const other = w.c.empires.find((e) => sameName(e.id, o.target.trim()))?.id;
  if (!other || other === empire) return refused(`Target "${o.target}": name another empire (GC C17.75)`);
  const now = turnOf(w.season);
  if (/^\s*sever\s*$/i.test(o.extras)) {
    if (!sameName(partnerOf(w, empire) ?? '', other)) return refused(`${other} is not ${empire}'s preferred partner`);
    if (read(w.c, empire).ends !== undefined) return refused(`the partnership with ${other} is being severed already`);
    const cell = (p: string) => `${p} severing ${seasonOf(now + SEVERING)}`;
    setExtra(w.c, 'Empires', empire, { [PREFERRED_PARTNER]: cell(other) });
    setExtra(w.c, 'Empires', other, { [PREFERRED_PARTNER]: cell(empire) });
    w.report(other, 'Developments', `${empire} severs its preferred partnership: it ends in ${seasonOf(now + SEVERING)} (GC C17.75)`);
    return {
      row: o.row,
      status: 'done',
      text: `Preferred partnership with ${other} severed: it lasts until ${seasonOf(now + SEVERING)}; no new partner before ${seasonOf(now + SEVERING + WAIT)} (GC C17.75)`,
    };
  }
  if (o.extras.trim()) return refused(`Extras "${o.extras}": leave it blank to make the partnership, or write sever`);
  const done = made.get(w) ?? new Set<string>();
  const text = `Preferred partners: ${empire} and ${other} share technology wherever they lie (GC C17.75, C17.71)`;
  if (done.has(`${other}>${empire}`)) return { row: o.row, status: 'done', text: `${text} (settled with the other order)` };
  if (sameName(partnerOf(w, empire) ?? '', other)) return refused(`${other} is ${empire}'s preferred partner already`);
  for (const e of [empire, other]) {
    if (!hasTech(w.c, e, 'PPT')) return refused(`${e} has no PPT (Empires Techs): both partners must develop it (GC C17.75)`);
    const p = read(w.c, e);
    if (partnerOf(w, e)) return refused(`${e} has a preferred partner, ${partnerOf(w, e)}: one each (GC C17.75)`);
    if (p.free !== undefined && now < p.free) return refused(`${e} may take no new partner before ${seasonOf(p.free)} (GC C17.75)`);
  }
  const matched = (w.c.orders[other] ?? []).some(
    (x) => sameName(x.kind, 'Preferred partner') && sameName(x.target.trim(), empire) && !x.extras.trim(),
  );
  if (!matched) return refused(`${other} has no matching Preferred partner order (Target ${empire})`);
  if (w.hostile(empire, other)) return refused(`${empire} and ${other} are at war`);
  setExtra(w.c, 'Empires', empire, { [PREFERRED_PARTNER]: other });
  setExtra(w.c, 'Empires', other, { [PREFERRED_PARTNER]: empire });
  made.set(w, done.add(`${empire}>${other}`));
  return { row: o.row, status: 'done', text };
}
