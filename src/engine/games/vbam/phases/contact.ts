// `VBAM Intel`, contact, after Control: powers meet where their fleets or colonies stand together (the
// kernel's `makeContacts`), and a power also makes contact with another by tracing a path of sectors it
// controls, or that powers it already has relations with control, to a sector the other controls (VB97).
// Each contact may open the way to the next, so the tracing runs until none is made.

import { inPlay } from '../../../core/model';
import { makeContact, makeContacts } from '../../../core/diplomacy';
import type { VbamTurn } from '../turnState';
import { controlOfRows } from '../fleets';
import { distances } from '../sectors';

export function contactPhase(t: VbamTurn): void {
  const { w, v } = t;
  makeContacts(w);
  const owner = new Map(
    [...controlOfRows(v)].flatMap(([sector, c]): [string, string][] => (c.state === 'Controlled' ? [[sector, c.owner]] : [])),
  );
  const empires = w.c.empires.filter(inPlay).map((e) => e.id);
  for (let made = true; made;) {
    made = false;
    for (const a of empires) {
      const related = (p: string | undefined) => !!p && (p === a || w.relation(a, p).status !== 'No contact');
      const own = [...owner].filter(([, p]) => p === a).map(([s]) => s);
      for (const s of distances(v.map, own, Infinity, (x) => related(owner.get(x))).keys())
        for (const n of v.map.adjacent.get(s) ?? []) {
          const b = owner.get(n);
          if (!b || related(b)) continue;
          makeContact(w, a, b, `by a path traced to ${n}`);
          made = true;
        }
    }
  }
}
