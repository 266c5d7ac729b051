// GC C14.50, C14.55: prime teams (tech PrT). A Prime team order with Extras `new` creates one as a spy is
// created, for 200 EPs: a row of the Spies tab coded PR01, PR02... (C14.24's format, PR01.7 with its rating),
// rated 7 (it works as a spy of seven successful missions and stays so, rule option GC155), Training. Each
// of the next four turns, as the turn is processed, its training takes 50 EPs; a turn the treasury cannot
// pay waits (GC155). Trained, it is Idle: a Spy order sends it on missions paid as any spy's (C14.21), and it
// is never caught nor turned (a Caught answer reads as Blown). The empire may have no more teams than half
// its major systems, the homeworld one (GC155). `PR01: aboard <ship>` stations it on a ship or base, as a
// legendary officer (not a computer-operated ship, C9.11, when Crew says so), `PR01: ashore` takes it off.
// When its ship is destroyed or taken in battle it escapes as A12.401 (C14.55): 1-3 on a d6 beams it to the
// owner's strongest ship left in the hex; with none, 1-3 on a d6 brings it to the nearest starbase in 2-5
// turns (a d4 + 1); else it is lost. Its +50 BPV (C14.50) is the GM's.

import type { GameRow } from '../../../core/game';
import type { Order, Ship } from '../../../core/model';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import { sameName } from '../../../core/ids';
import { isPrimeTeam, SPIES } from './espionage';
import { heldSystems } from '../base/holdings';
import { hasTech } from '../base/techs';
import { seasonAt, turnOf } from '../base/calendar';

/** GC C14.50: creation, a turn's training and the turns of it; the rating a team works at. */
const COST = { create: 200, training: 50 };
const TRAINING_TURNS = 4;
const RATING = 7;
/** GC A12.401: a d6 of this or less escapes. */
const ESCAPE = 3;

const rowsOf = (w: World): GameRow[] => ((w.c.tables ??= {})[SPIES] ??= []);
const teamsOf = (w: World, empire: string) => rowsOf(w).filter((r) => isPrimeTeam(r) && sameName(String(r.Empire), empire));
const living = (r: GameRow) => r.Status !== 'Dead';
const treasury = (w: World, e: string) => Math.round(w.treasury(e) * 10) / 10;

/** A Prime team order: Extras `new`, `PR01: aboard <ship>` or `PR01: ashore` (C14.50). */
export function primeTeamOrder(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Prime team: ${text}` });
  if (!hasTech(w.c, empire, 'PrT')) return refused('the empire has no Prime Teams (PrT in Empires Techs; GC C14.50)');
  if (/^\s*new\s*$/i.test(o.extras)) return create(w, empire, o, refused);
  const m = /^\s*(PR\d+)(?:\.\d+)?\s*:\s*(aboard\s+(\S+)|ashore)\s*$/i.exec(o.extras);
  if (!m) return refused(`Extras "${o.extras}": write "new", "PR01: aboard <ship>" or "PR01: ashore" (GC C14.50)`);
  const row = teamsOf(w, empire).find((r) => sameName(String(r.Spy), m[1]));
  if (!row) return refused(`${m[1]} is none of your prime teams`);
  if (row.Status !== 'Idle')
    return refused(`${String(row.Spy)} is ${String(row.Status).toLowerCase()}: only a trained team at home is stationed`);
  if (!m[3]) {
    if (!row.Aboard) return refused(`${String(row.Spy)} is aboard no ship`);
    row.Aboard = '';
    return { row: o.row, status: 'done', text: `Prime team ${String(row.Spy)} ashore (GC C14.50)` };
  }
  const ship = w.ship(m[3]) ?? w.c.ships.find((s) => sameName(s.id, m[3]));
  // C22.20: an ally's ship in one of your squadrons is yours to see, not to carry your team (rule option GC322).
  if (ship && ship.empire !== empire && w.fleet(ship.fleet)?.empire === empire)
    return refused(
      `${ship.id} is a ${ship.empire} ship: a prime team, as a legendary officer, may not serve aboard a foreign ship (GC C22.20)`,
    );
  if (!ship || ship.empire !== empire) return refused(`${m[3]} is none of your ships`);
  if (/computer/i.test(String(w.c.extras?.Ships?.[ship.id]?.Crew ?? ''))) return refused(`${ship.id} is computer-operated (GC C9.11)`);
  row.Aboard = ship.id;
  return {
    row: o.row,
    status: 'done',
    text: `Prime team ${String(row.Spy)}.${RATING} aboard ${ship.id}, as a legendary officer (GC C14.50)`,
  };
}

function create(w: World, empire: string, o: Order, refused: (t: string) => OrderResult): OrderResult {
  const majors = heldSystems(w.c, empire).filter((s) => s.kind !== 'Minor colony').length;
  const teams = teamsOf(w, empire);
  const allowed = Math.floor(majors / 2);
  if (teams.filter(living).length >= allowed)
    return refused(`${teams.filter(living).length} team(s) and ${majors} major system(s): at most ${allowed}, half the majors (GC C14.50)`);
  if (w.treasury(empire) < COST.create) return refused(`it costs ${COST.create} EPs and the treasury holds ${treasury(w, empire)}`);
  const id = `PR${String(teams.length + 1).padStart(2, '0')}`;
  rowsOf(w).push({ Spy: id, Empire: empire, Rating: RATING, Status: 'Training', Since: w.season, Trained: 0 });
  w.addLedger(empire, -COST.create, `prime team ${id} created`, 'GC C14.50');
  return {
    row: o.row,
    status: 'done',
    text: `Prime team ${id}, new (${COST.create} EPs): it trains ${TRAINING_TURNS} turns at ${COST.training} EPs each (GC C14.50)`,
  };
}

/** As a turn is processed: each team created earlier trains a turn (50 EPs), and teams returning reach their base (C14.50, A12.401). */
export function trainPrimeTeams(w: World): void {
  for (const r of rowsOf(w).filter(isPrimeTeam)) {
    const empire = String(r.Empire);
    if (r.Status === 'Returning' && turnOf(String(r.Back ?? '')) <= turnOf(w.season)) {
      Object.assign(r, { Status: 'Idle', Back: '' });
      w.report(empire, 'Developments', `Prime team ${String(r.Spy)} reaches the nearest starbase (GC A12.401, C14.55)`);
    }
    if (r.Status !== 'Training' || r.Since === w.season) continue;
    if (w.treasury(empire) < COST.training) {
      w.report(
        empire,
        'Developments',
        `Prime team ${String(r.Spy)}: no ${COST.training} EPs for its training this turn; it waits (GC C14.50)`,
      );
      continue;
    }
    const trained = (Number(r.Trained) || 0) + 1;
    Object.assign(r, { Trained: trained, Status: trained >= TRAINING_TURNS ? 'Idle' : 'Training' });
    w.addLedger(empire, -COST.training, `prime team ${String(r.Spy)}: training, turn ${trained} of ${TRAINING_TURNS}`, 'GC C14.50');
    if (trained >= TRAINING_TURNS) w.report(empire, 'Developments', `Prime team ${String(r.Spy)}.${RATING} is trained (GC C14.50)`);
  }
}

/** Where each prime team aboard a ship is before battles are applied: the ship's empire and hex. */
export function teamsAboard(w: World): Map<GameRow, { ship: string; hex: string }> {
  const out = new Map<GameRow, { ship: string; hex: string }>();
  for (const r of rowsOf(w).filter((x) => isPrimeTeam(x) && x.Aboard)) {
    const ship = w.ship(String(r.Aboard));
    const hex = ship && w.fleet(ship.fleet)?.location;
    if (hex) out.set(r, { ship: ship.id, hex });
  }
  return out;
}

/** GC C14.55, A12.401: teams whose ship the battles destroyed or took escape or are lost. */
export function escapePrimeTeams(w: World, before: Map<GameRow, { ship: string; hex: string }>): void {
  for (const [r, at] of before) {
    const empire = String(r.Empire);
    const ship = w.ship(at.ship);
    if (ship && ship.empire === empire) continue;
    const who = `Prime team ${String(r.Spy)}`;
    // C22.20: its empire's own ships alone, in whosever squadron they serve; never an ally's in its own (rule option GC322).
    const friends: Ship[] = w
      .fleetsAt(at.hex)
      .flatMap((f) => w.shipsOf(f.id))
      .filter((s) => s.empire === empire)
      .sort((a, b) => (w.classOf(b)?.cbpv ?? 0) - (w.classOf(a)?.cbpv ?? 0));
    const roll = w.dice.roll(1, 6, `${who} escapes from ${at.ship}: ${ESCAPE} or less (GC A12.401, C14.55)`);
    if (roll > ESCAPE) {
      Object.assign(r, { Status: 'Dead', Aboard: '' });
      w.report(empire, 'Developments', `${who} was lost with ${at.ship} (GC C14.55)`);
    } else if (friends.length) {
      r.Aboard = friends[0].id;
      w.report(empire, 'Developments', `${who} beamed from ${at.ship} to ${friends[0].id} (GC A12.401, C14.55)`);
    } else {
      const turns = w.dice.roll(1, 4, `${who}: turns to reach the nearest starbase, a d4 + 1 (GC A12.401)`) + 1;
      Object.assign(r, { Status: 'Returning', Aboard: '', Back: seasonAt(turnOf(w.season), turns) });
      w.report(empire, 'Developments', `${who} escaped ${at.ship}: it reaches the nearest starbase in ${turns} turns (GC A12.401, C14.55)`);
    }
  }
}
