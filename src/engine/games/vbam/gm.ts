// Questions the rules leave to the moderator (`VBAM Encounters`: "CMs"), returned as data so the
// kernel's Rulings can put them to the GM and hand the answer back to the module that asked.

/** A question for the GM, shaped as the kernel's Rulings ask one (empire, about, question, choices, default). */
export interface RulingNeeded {
  kind: 'ruling needed';
  /** The empire it concerns: only it hears of it. */
  empire: string;
  /** The fleet, system or planet it is about. */
  about: string;
  question: string;
  /** The answers the GM may give. */
  choices: string[];
  /** The answer taken when the GM leaves it blank. */
  default: string;
}
