// The Diplomacy log's rows (VBAM adaptation, seed 004, "Diplomacy"): what each event records. Shapes
// only, importing nothing: the campaign's model holds them; log.ts writes and reads them.

/** What an event records. 'Encounter' is written by the battles/movement code (see `encounterEvent`). */
export type EventAction = 'Sign' | 'Break' | 'Declare hostilities' | 'Declare war' | 'Armistice' | 'Contact' | 'Encounter';
export type EventOutcome = 'Signed' | 'In force' | 'Broken' | 'Failed' | 'Declared' | 'Waiting' | 'Rejected' | 'Recorded';

/** Everything that happened, append-only (the "Diplomacy" tab): the modifiers are computed from it. */
export interface Event {
  season: string;
  empire: string;
  target: string;
  action: EventAction;
  /** The treaty for Sign/Break; 'Hostilities'/'War' for declarations; 'Armistice'; '' otherwise. */
  treaty: string;
  chance: number | '';
  roll: number | '';
  outcome: EventOutcome;
  note: string;
}
