// Empires at War's options: the modules in force, chosen on the Campaign tab (Game.options, read into the
// campaign's options) and seen by the engine as this value, never as the settings text. EaW is the base;
// the other rule documents (seeds 002 Staley, 003 Galactic Conquest, 004 VBAM) add or replace parts of it.

import type { Campaign } from '../../core/model';
import { AUTO_RESOLVE_SYSTEMS, AutoResolveSystem } from '../../core/combat/autoresolve';

export interface Ruleset {
  autoResolve: AutoResolveSystem;
  /** GC Appendix 1/D: a class without GC factors gets them from its BPV; off, such a class stops auto-resolve. */
  gcFactorsFromBpv: boolean;
  staley: {
    /** Staley HH2: a war declaration doubles the bank and, for up to 12 seasons, the income. */
    warDoubling: boolean;
    /** Staley LL10: scrapping returns 45% (salvage of a crippled ship 25%, less 5% a further category) instead of EaW 9.0's 50%. */
    scrapAndSalvage: boolean;
    /** Staley LL5.2: a refit to a variant of the same hull costs the EBPV difference either way and takes time. */
    conversions: boolean;
    /** Staley NN1: the conqueror of an empire's capital takes its bank; its ships lose their supply. */
    capitalFalls: boolean;
  };
}

export const DEFAULT_RULESET: Ruleset = {
  autoResolve: 'VBAM',
  gcFactorsFromBpv: true,
  staley: { warDoubling: false, scrapAndSalvage: false, conversions: false, capitalFalls: false },
};

/** The Campaign tab rows that choose the modules: setting name, default, allowed values, note. */
export const RULESET_SETTINGS = {
  autoResolve: [
    'Auto-resolve system',
    'VBAM',
    AUTO_RESOLVE_SYSTEMS,
    'The statistical combat Auto-resolve battles uses: VBAM (combat coefficient table, intensities 1-4) or Galactic Conquest (GC A10: Statistical Damage Chart, intensities Suicidal to Evasion, disengagement %).',
  ],
  gcFactorsFromBpv: [
    'GC factors from BPV',
    'yes',
    ['yes', 'no'],
    'Galactic Conquest auto-resolve: a class with blank GC AF / GC DF gets them from its CBPV (GC Appendix 1/D, 0.143 x BPV with the size and role modifiers). no: such a class stops auto-resolve until you enter them.',
  ],
  warDoubling: [
    'Staley war doubling',
    'no',
    ['yes', 'no'],
    'Staley HH2: declaring war doubles the bank at once and the income for up to 12 seasons; each season doubled costs three at normal before doubling again. Orions can neither declare war nor be declared on.',
  ],
  scrapAndSalvage: [
    'Staley scrap and salvage',
    'no',
    ['yes', 'no'],
    'Staley LL10: Scrap returns 45% of EBPV for an uncrippled ship and 25% for a crippled one (less 5% per extra crippled category in Extras, e.g. "categories 2"), in place of EaW 9.0\'s 50%.',
  ],
  conversions: [
    'Staley conversions',
    'no',
    ['yes', 'no'],
    'Staley LL5.2: a Resupply refit to a variant of the same hull costs the EBPV difference either way and keeps the ship in dock one season per 8 phases of conversion (2 x difference / 10, rounded up).',
  ],
  capitalFalls: [
    'Staley capital falls',
    'no',
    ['yes', 'no'],
    'Staley NN1: when an empire\'s capital (Empires "Capital", or its home system developed at setup) is captured or destroyed, the conqueror takes its whole treasury and its ships lose their supply (Commander\'s Options).',
  ],
} as const;

/** The campaign's options (read by the Campaign tab's rows) as the Ruleset the engine sees; a blank or missing one takes its default. */
export function rulesetOf(c: Pick<Campaign, 'options'>): Ruleset {
  const options = c.options ?? {};
  const on = (k: keyof typeof RULESET_SETTINGS) => (options[k] ?? RULESET_SETTINGS[k][1]) === 'yes';
  return {
    autoResolve: AUTO_RESOLVE_SYSTEMS.find((a) => a === options.autoResolve) ?? DEFAULT_RULESET.autoResolve,
    gcFactorsFromBpv: on('gcFactorsFromBpv'),
    staley: {
      warDoubling: on('warDoubling'),
      scrapAndSalvage: on('scrapAndSalvage'),
      conversions: on('conversions'),
      capitalFalls: on('capitalFalls'),
    },
  };
}
