// GC C14.60: the Propaganda Division (tech PROP). A Propaganda order with Extras `defensive` lifts the morale
// of every system the empire holds by one for the turn (a +1 Morale factor, B6.20) for 20 EPs a major
// system (the homeworld one) and 10 a minor colony, blockaded ones too; once a turn (rule option GC152).
// With Extras `offensive` and Target a system of another empire within three hexes of a hex the issuer
// owns (GC152), for 100 EPs (50 a minor colony), the target checks its morale for aversion at -1 as the
// turn ends (B6.0: an Aversion of the turn); a system is targeted once a turn, and its owner is told who
// sent it. Other Propaganda orders are C14.30's (espionage.ts).

import type { GameRow } from '../../../core/game';
import type { Order } from '../../../core/model';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import { within } from '../../../core/map/paths';
import { heldSystems } from '../base/holdings';
import { propagandaOrder as plantedPropaganda } from './espionage';
import { extraRow, setExtra } from '../base/rows';
import { hasTech } from '../base/techs';

const DEFENSIVE = 'Defensive propaganda';
const OFFENSIVE = 'Offensive propaganda';
/** GC C14.60: EPs a major system and a minor colony, defensive and offensive; the offensive reach in hexes. */
const COST = { defensive: { major: 20, minor: 10 }, offensive: { major: 100, minor: 50 } };
const REACH = 3;

const listOf = (v: GameRow[string] | undefined): string[] =>
  (Array.isArray(v) ? v.map(String) : String(v ?? '').split(',')).map((x) => x.trim()).filter(Boolean);
const has = (list: string[], x: string) => list.some((y) => y.toLowerCase() === x.toLowerCase());
const short = (w: World, empire: string, cost: number): string | undefined =>
  cost > w.treasury(empire) ? `it costs ${cost} EPs and the treasury holds ${Math.round(w.treasury(empire) * 10) / 10}` : undefined;

/** A Propaganda order: `defensive` or `offensive` (C14.60, with PROP), else C14.30's planted word. */
export function propagandaOrder(w: World, empire: string, o: Order): OrderResult {
  const kind = /^\s*(defensive|offensive)\b/i.exec(o.extras)?.[1].toLowerCase();
  if (!kind) return plantedPropaganda(w, empire, o);
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Propaganda (${kind}): ${text}` });
  if (!hasTech(w.c, empire, 'PROP')) return refused('the empire has no Propaganda Division (PROP in Empires Techs; GC C14.60)');
  return kind === 'defensive' ? defensive(w, empire, o, refused) : offensive(w, empire, o, refused);
}

function defensive(w: World, empire: string, o: Order, refused: (t: string) => OrderResult): OrderResult {
  const held = heldSystems(w.c, empire);
  if (!held.length) return refused('the empire holds no system');
  const factors = (id: string) => listOf(extraRow(w.c, 'Systems', id)['Morale factors']);
  if (held.some((s) => has(factors(s.id), DEFENSIVE))) return refused('the empire has had it this turn (GC C14.60: for the turn)');
  const minors = held.filter((s) => s.kind === 'Minor colony').length;
  const cost = (held.length - minors) * COST.defensive.major + minors * COST.defensive.minor;
  const why = short(w, empire, cost);
  if (why) return refused(why);
  for (const s of held) setExtra(w.c, 'Systems', s.id, { 'Morale factors': [...factors(s.id), DEFENSIVE] });
  w.addLedger(empire, -cost, `defensive propaganda: ${held.length} system(s)`, 'GC C14.60');
  return {
    row: o.row,
    status: 'done',
    text: `Defensive propaganda, ${cost} EPs (${held.length - minors} major x${COST.defensive.major}, ${minors} minor x${COST.defensive.minor}): morale +1 this turn on every system (GC C14.60)`,
  };
}

function offensive(w: World, empire: string, o: Order, refused: (t: string) => OrderResult): OrderResult {
  const hex = o.target.trim().toUpperCase();
  const sys = w.system(hex);
  const owner = sys?.owner;
  const target = owner && owner !== empire ? heldSystems(w.c, owner).find((s) => s.id === hex) : undefined;
  if (!owner || !target) return refused(`Target "${o.target}": name a system or colony of another empire (GC C14.60)`);
  const near = within(hex, REACH, (x) => w.neighbours(x)).some((h) => w.system(h)?.owner === empire);
  if (!near) return refused(`${hex} is more than ${REACH} hexes from ${empire}'s space (GC C14.60)`);
  const aversion = listOf(extraRow(w.c, 'Systems', hex).Aversion);
  if (has(aversion, OFFENSIVE)) return refused(`${hex} has been targeted this turn already (GC C14.60)`);
  const cost = target.kind === 'Minor colony' ? COST.offensive.minor : COST.offensive.major;
  const why = short(w, empire, cost);
  if (why) return refused(why);
  setExtra(w.c, 'Systems', hex, { Aversion: [...aversion, OFFENSIVE] });
  w.addLedger(empire, -cost, `offensive propaganda at ${hex} (${owner})`, 'GC C14.60');
  w.report(owner, 'Discoveries', `${empire}'s propaganda targets ${hex}: it checks its morale at -1 this turn (GC C14.60, B6.0)`);
  return {
    row: o.row,
    status: 'done',
    text: `Offensive propaganda at ${hex} (${owner}), ${cost} EPs: it checks its morale for aversion at -1 as the turn ends; ${owner} knows who sent it (GC C14.60)`,
  };
}
