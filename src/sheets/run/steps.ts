// What each menu item that changes the campaign decides once the campaign is read: refuse (a reason
// for the GM), or ask and run. No Sheets call here: the menu items (process.ts) wrap these in the lock,
// the read, the undo snapshot and the writes, and the adjudication cases (test/cases/runner.ts) run
// the very same steps on their tabs.

import { gameOf, gameOrDefault, viewRulesOf } from '../../engine/games';
import { pendingRulings, rulingsRefusal } from '../../engine/core/rulings';
import { autoResolve } from '../../engine/core/combat/autoresolve';
import { Battle, Campaign, placeText, Settings } from '../../engine/core/model';
import { namesOf, notReady, ordering } from '../../engine/core/readiness';
import { Dice } from '../../engine/core/dice';
import { carriedOut, OrderResult } from '../../engine/core/plotting';
import { stamp, stampOf } from '../../engine/core/calendar';
import type { Game } from '../../engine/core/game';
import { key, sameName } from '../../engine/core/ids';
import { Change } from '../tabs/save';
import { turnSummaries } from '../../engine/core/summary';
import { RecordRow, recordSummary, StepFacts, turnRecord } from '../../engine/core/turnRecord';
import { ReportLine } from '../../engine/core/world';
import { listed } from '../views/words';

/** What a step did: the change to write, what to tell the GM, and what a case can check. */
export interface StepOutcome {
  change: Change;
  summary: string;
  /** Lines shown under the summary (auto-resolve: the combat account, round by round). */
  details: string[];
  /** Battles the step created. */
  battles: Battle[];
  /** Order results: the season's, or the outcomes of the orders that waited for post-combat. */
  results: Map<string, OrderResult[]>;
  /** The admirals' reports are complete: e-mail them (Campaign "Mail admirals"). */
  mail?: boolean;
}

/** A refusal in words for the GM, or what to ask and what to run. */
export type Step =
  | string
  | {
      confirm?: { title: string; prompt: string };
      run: () => StepOutcome;
      /** What Undo last processing will say it undoes. */
      label: string;
    };

/** The dice an action rolls with, from its seed (seeded in the workbook; scripted in a case). */
export type DiceFor = (seed: string) => Dice;

/** Process Season. `newSeed` gives the Dice seed setting when it is blank. */
export function processSeasonStep(campaign: Campaign, diceFor: DiceFor, newSeed: () => string): Step {
  const game = gameOf(campaign);
  if (typeof game === 'string') return game;
  const why = game.refusal(campaign);
  if (why) return why;
  // A turn paused for orders (runTicks) goes on from its tick with the orders of the empires it asked.
  const { year, season: turn, pausedAt } = campaign.settings;
  const season = stampOf(game.calendar, { year, turn, tick: pausedAt?.ordersFrom && pausedAt.tick });
  const asked = ordering(campaign);
  const orders = asked.reduce((n, e) => n + (campaign.orders[e.id] ?? []).length, 0);
  const silent = asked.filter((e) => !(campaign.orders[e.id] ?? []).length).map((e) => e.id);
  const waiting = notReady(campaign);
  const playing = asked.length;
  const warning =
    (silent.length ? `\n\nNo orders from ${silent.join(', ')}: their fleets will stay where they are.` : '') +
    (waiting.length ? `\n\nNot marked Ready: ${namesOf(waiting)}. Go on without waiting for them?` : '');
  // A season no admiral wrote for is most often a second click (rule option Y8): said first, plainly.
  const last = campaign.settings.lastProcessed;
  const none = orders
    ? ''
    : `No admiral has written an order for ${season}.${last ? ` ${last}, processed last, is done: if you clicked Process Season to process it, answer No.` : ''}\n\n`;
  campaign.settings.diceSeed = campaign.settings.diceSeed || newSeed();
  const seed = `${campaign.settings.diceSeed}:${season}`;
  return {
    label: `processing of ${season}`,
    confirm: {
      title: `Process ${season}?`,
      prompt:
        `${none}${orders} orders from ${playing - silent.length} of ${playing} admirals. ` +
        `Every campaign tab is updated; Undo last processing restores them as they are now.${warning}`,
    },
    run: () => {
      const out = game.process(campaign, diceFor(seed), seed);
      const rows = [...out.results.values()].flat();
      const next = out.campaign.settings;
      const facts = { results: out.results, log: out.log };
      const turn = summarized(campaign, out.campaign, out.reports, 'replace', facts);
      return {
        change: {
          campaign: out.campaign,
          log: out.log,
          reports: out.reports,
          reportMode: 'replace',
          orders: { season, results: out.results },
          summary: turn,
          record: recorded(campaign, out.campaign, facts),
        },
        summary:
          `${season} processed with dice seed "${seed}": ${rows.filter(carriedOut).length} orders carried out, ` +
          `${rows.filter((r) => !carriedOut(r)).length} rejected or lost, ${out.battles.length} battle(s). ` +
          (out.closed
            ? `Now ${stamp(next.year, next.season)}: admirals read their Report tab and write new orders.`
            : (waitWords(game, next) ??
              `Battles are pending: fight them in SFB (the Battles tab has each set-up card), enter every ship's result in Battle ships — or set Status to Auto and run Auto-resolve battles — then Resolve battles. ${game.battlesWait}`)),
        details: turn,
        battles: out.battles,
        results: out.results,
        mail: true,
      };
    },
  };
}

/** Auto-resolve battles (VBAM statistical combat) for the battles marked Auto. */
export function autoResolveStep(campaign: Campaign, diceFor: DiceFor): Step {
  const marked = campaign.battles.filter(
    (b) => b.status === 'Auto' && !campaign.battleShips.some((s) => sameName(s.battle, b.id) && s.result),
  );
  if (marked.length === 0)
    return "No battle is marked Auto without results. Set a pending battle's Status to Auto (and its Intensity A/B, 1-4) first.";
  const seed = `${campaign.settings.diceSeed || 'auto'}:${campaign.settings.lastProcessed}:auto:${marked.map((b) => b.id).join(',')}`;
  return {
    label: `auto-resolve of ${marked.map((b) => b.id).join(', ')}`,
    run: () => {
      const out = autoResolve(campaign, diceFor(seed), gameOrDefault(campaign.settings.ruleset));
      return {
        change: {
          campaign: out.campaign,
          log: out.log,
          reports: new Map(),
          reportMode: 'append',
          record: recorded(campaign, out.campaign, { results: new Map(), log: out.log }),
        },
        summary: `${out.filled.length} battle(s) auto-resolved; the results are in Battle ships for you to review. Resolve battles applies them.`,
        details: out.lines,
        battles: [],
        results: new Map(),
      };
    },
  };
}

/** Update battles: after the GM changed who fights a pending battle (the game's rules say what may change). */
export function updateBattlesStep(campaign: Campaign): Step {
  const game = gameOf(campaign);
  if (typeof game === 'string') return game;
  const out = game.updateBattles(campaign);
  if (out.problems.length) return `These changes cannot stand:\n\n${listed(out.problems)}`;
  if (out.revised.length === 0) return out.nothingChanged;
  return {
    label: `update of ${out.revised.join(', ')}`,
    run: () => ({
      change: { campaign: out.campaign, log: out.log, reports: new Map(), reportMode: 'append' },
      summary: `Updated ${out.revised.join(', ')}: new ship rows in Battle ships and new set-up cards.`,
      details: [],
      battles: [],
      results: new Map(),
    }),
  };
}

/** Resolve battles: apply the entered results; the season closes when none is left. */
export function resolveBattlesStep(campaign: Campaign, diceFor: DiceFor): Step {
  const game = gameOf(campaign);
  if (typeof game === 'string') return game;
  const problems = game.checkResults(campaign);
  if (problems.length) return `The results cannot be applied yet:\n\n${listed(problems)}`;
  const ready = campaign.battles.filter(
    (b) => b.status !== 'Resolved' && campaign.battleShips.some((s) => sameName(s.battle, b.id) && s.result),
  );
  if (ready.length === 0)
    return "No battle has results to apply: enter every ship's result in Battle ships (or auto-resolve), then Resolve battles.";
  const seed = `${campaign.settings.diceSeed || 'battles'}:${campaign.settings.lastProcessed}:resolve:${ready.map((b) => b.id).join(',')}`;
  return {
    label: `results of ${ready.map((b) => b.id).join(', ')}`,
    confirm: {
      title: 'Resolve battles?',
      prompt: `Apply the results of ${ready.map((b) => b.id).join(', ')}: losses, captures, disengagement, VP and XP.`,
    },
    run: () => {
      const out = game.resolveBattles(campaign, diceFor(seed));
      const s = out.campaign.settings;
      const results = new Map<string, OrderResult[]>();
      for (const n of out.orderNotes)
        results.set(key(n.empire), [...(results.get(key(n.empire)) ?? []), { row: n.row, status: n.status, text: n.text }]);
      const facts = { results, log: out.log };
      const turn = summarized(campaign, out.campaign, out.reports, 'append', facts);
      return {
        change: {
          campaign: out.campaign,
          log: out.log,
          reports: out.reports,
          reportMode: 'append',
          orderNotes: out.orderNotes,
          summary: turn,
          record: recorded(campaign, out.campaign, facts),
        },
        summary:
          `Resolved ${out.resolved.join(', ')}.` +
          (out.created.length ? ` Next: ${out.created.map((b) => `${b.id} at ${placeText(b.place)}`).join(', ')}.` : '') +
          (out.closed
            ? ` No battle is pending: post-combat resolution ran and the ${game.calendar.turnWord} closed; now ${stamp(s.year, s.season)}.`
            : waitWords(game, s)
              ? ` No battle is pending and post-combat resolution ran. ${waitWords(game, s)}`
              : ' Battles are still pending.'),
        details: turn,
        battles: out.created,
        results,
        mail: out.closed,
      };
    },
  };
}

/**
 * The turn summary of a step (issue 20): each admiral's goes to the top of their report — after its
 * title when the report is new, in the place of the pending one when it grows — and the GM's is returned
 * for the Summary tab and the GM's message.
 */
function summarized(
  before: Campaign,
  after: Campaign,
  reports: Map<string, ReportLine[]>,
  mode: 'replace' | 'append',
  facts: StepFacts,
): string[] {
  const { gm, admirals } = turnSummaries(viewRulesOf(after), before, after);
  for (const [empire, lines] of reports) {
    const mine = (admirals.get(empire) ?? []).map((text) => ({ section: 'Summary' as const, text }));
    if (mode === 'replace') lines.splice(1, 0, ...mine);
    // Resolve battles: the new summary replaces the one written while battles were pending (save.ts).
    else if (mine.length) lines.unshift(...mine);
  }
  return [...gm, ...recordSummary(facts, gameOrDefault(after.settings.ruleset).summaryEvents ?? [])];
}

/** The GM's whole record of a step (core/turnRecord.ts), for the Turn record tab. */
function recorded(before: Campaign, after: Campaign, facts: StepFacts): RecordRow[] {
  return turnRecord(before, after, facts, gameOrDefault(after.settings.ruleset).pendingWords);
}

/** What the GM does when a turn paused for rulings (issue 21) or for orders (runTicks); undefined for neither. */
function waitWords(game: Game, s: Settings): string | undefined {
  if (s.phase === 'Rulings')
    return `Rulings wait: answer each row of the Rulings tab (make its effect by hand: Treasury rows, edits), then Apply rulings; the ${game.calendar.turnWord} goes on from there.`;
  const asked = s.phase === 'Orders' ? s.pausedAt : undefined;
  if (asked?.ordersFrom)
    return `Orders wait from ${asked.ordersFrom.join(', ')} for ${game.calendar.ticks.name} ${asked.tick}: their admirals write them in their Orders tabs, then Process Season goes on from there.`;
  return undefined;
}

/** Apply rulings (issue 21): the answers take effect and the paused turn goes on from where it stopped. */
export function applyRulingsStep(campaign: Campaign, diceFor: DiceFor): Step {
  const game = gameOf(campaign);
  if (typeof game === 'string') return game;
  const why = rulingsRefusal(campaign);
  if (why) return why;
  const ids = pendingRulings(campaign).map((r) => r.id);
  const seed = `${campaign.settings.diceSeed || 'rulings'}:${campaign.settings.lastProcessed}:rulings:${ids.join(',')}`;
  return {
    label: ids.length ? `rulings ${ids.join(', ')}` : 'rulings',
    run: () => {
      const out = game.resume(campaign, diceFor(seed));
      const s = out.campaign.settings;
      return {
        change: {
          campaign: out.campaign,
          log: out.log,
          reports: out.reports,
          reportMode: 'append',
          record: recorded(campaign, out.campaign, { results: out.results, log: out.log }),
        },
        summary:
          (ids.length ? `Applied ruling(s) ${ids.join(', ')}: each answer is logged and told to its empire.` : 'No ruling was waiting.') +
          (out.closed ? ` The ${game.calendar.turnWord} closed; now ${stamp(s.year, s.season)}.` : ` The turn paused again (${s.phase}).`),
        details: [],
        battles: out.battles,
        results: out.results,
        mail: out.closed,
      };
    },
  };
}
