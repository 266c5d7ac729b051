// Why a diplomatic order (VBAM) is refused, or lapses, as data, and its words: the kernel's own reasons,
// which every game's refusals include (core/refusal.ts).

import type { Calendar } from '../calendar';
import { refuser, Refused } from '../refusal';

export type DiplomaticReason =
  // The row, the admiral's other rows, and the relations it needs
  | { code: 'unknown-action'; typed: string }
  | { code: 'not-an-empire'; name: string }
  | { code: 'no-target-empire' }
  | { code: 'with-itself' }
  | { code: 'name-the-treaty'; treaties: readonly string[] }
  | { code: 'armistice-not-standing' }
  | { code: 'unknown-treaty'; typed: string; treaties: readonly string[] }
  | { code: 'repeats-row'; row: number }
  | { code: 'contradictory'; target: string; clash: 'sign-and-break' | 'armistice-and-declaration' | 'hostilities-and-war' }
  | { code: 'declare-on-itself'; empire: string }
  | { code: 'no-treaty-with-itself'; empire: string }
  | { code: 'no-contact'; empire: string; target: string }
  | { code: 'already-at'; empire: string; status: string; target: string }
  | { code: 'allies'; empire: string; target: string }
  | { code: 'treaty-not-in-force'; treaty: string; empire: string; target: string }
  | { code: 'treaty-rests-on'; treaty: string; dependents: string[] }
  | { code: 'armistice-needs-hostility'; empire: string; target: string; status: string }
  | { code: 'armistice-first'; empire: string; target: string; status: string }
  | { code: 'treaty-in-force'; treaty: string; empire: string; target: string }
  | { code: 'treaty-needs'; treaty: string; lacking: string[]; empire: string; target: string }
  | { code: 'no-shared-enemy'; empire: string; target: string }
  | { code: 'alliance-unanimity'; members: string[]; problems: AllianceProblem[] }
  // A signature that lapses (legal, but the other parties did not sign this season)
  | { code: 'not-signed'; target: string; treaty: string }
  | { code: 'armistice-waiting'; lacking: string[] }
  | { code: 'no-ally-armistice' };

/** Why an alliance cannot be formed this season (VBAM Alliance: every member must agree). */
export type AllianceProblem =
  { kind: 'two-alliances' } | { kind: 'no-mutual-defense'; a: string; b: string } | { kind: 'unsigned'; a: string; b: string };

function allianceProblemText(p: AllianceProblem): string {
  switch (p.kind) {
    case 'two-alliances':
      return 'an empire belongs to one alliance at a time, and this would join two';
    case 'no-mutual-defense':
      return `${p.a} and ${p.b} have no Mutual Defense`;
    case 'unsigned':
      return `${p.a} and ${p.b} have not both signed`;
  }
}

const CLASHES = {
  'sign-and-break': (t: string) => `signing with ${t} and breaking or declaring against ${t}`,
  'armistice-and-declaration': (t: string) => `an armistice with ${t} and a declaration against ${t}`,
  'hostilities-and-war': (t: string) => `both hostilities and war declared on ${t}`,
};

export type DiplomaticRefusal = Refused<DiplomaticReason>;
export const refuse = refuser<DiplomaticReason>();

/**
 * The refusal in words, as the Result column and the live check show it (after "rejected: "), in the
 * game's calendar's word for a turn (a season, a turn).
 */
export function diplomaticRefusalText(r: DiplomaticRefusal, cal: Pick<Calendar, 'turnWord'>): string {
  switch (r.code) {
    case 'unknown-action':
      return 'unknown action (Sign, Break, Declare hostilities, Declare war or Armistice)';
    case 'not-an-empire':
      return `"${r.name}" is not an empire of this campaign`;
    case 'no-target-empire':
      return 'no target empire';
    case 'with-itself':
      return 'an empire cannot make treaties with or declare on itself';
    case 'name-the-treaty':
      return `name the treaty (${r.treaties.join(', ')})`;
    case 'armistice-not-standing':
      return 'an armistice is not a standing treaty; declare hostilities or war instead';
    case 'unknown-treaty':
      return `unknown treaty "${r.typed}" (${r.treaties.join(', ')})`;
    case 'repeats-row':
      return `repeats row ${r.row}`;
    case 'contradictory':
      return `contradictory: ${CLASHES[r.clash](r.target)} in one ${cal.turnWord}`;
    case 'declare-on-itself':
      return `${r.empire} cannot declare on itself`;
    case 'no-treaty-with-itself':
      return `${r.empire} has no treaty with itself`;
    case 'no-contact':
      return `${r.empire} has no contact with ${r.target}`;
    case 'already-at':
      return `${r.empire} is already at ${r.status} with ${r.target}`;
    case 'allies':
      return `${r.empire} and ${r.target} are allies: impossible (VBAM Alliance)`;
    case 'treaty-not-in-force':
      return `no ${r.treaty} treaty is in force between ${r.empire} and ${r.target}`;
    case 'treaty-rests-on':
      return `${r.treaty} cannot be broken while ${r.dependents.join(' and ')} rests on it`;
    case 'armistice-needs-hostility':
      return `an armistice needs Hostilities or War, and ${r.empire} and ${r.target} are at ${r.status}`;
    case 'armistice-first':
      return `${r.empire} and ${r.target} are at ${r.status}: an armistice must come first`;
    case 'treaty-in-force':
      return `${r.treaty} is already in force between ${r.empire} and ${r.target}`;
    case 'treaty-needs':
      return `${r.treaty} needs ${r.lacking.join(' and ')} in force between ${r.empire} and ${r.target}`;
    case 'no-shared-enemy':
      return `Co-Belligerence needs an enemy shared by ${r.empire} and ${r.target} (both at Hostilities or War with a third empire)`;
    case 'alliance-unanimity':
      return `the alliance of ${r.members.join(', ')} needs unanimity: ${r.problems.map(allianceProblemText).join('; ')}`;
    case 'not-signed':
      return `${r.target} did not sign ${r.treaty} this ${cal.turnWord}`;
    case 'armistice-waiting':
      return `waiting for ${r.lacking.join(', ')}: both parties and all their allies must sign in the same ${cal.turnWord}`;
    case 'no-ally-armistice':
      return 'no armistice of an ally to agree to';
  }
}
