// The local runner's commands (scripts/local.ts is its command line): each is a menu item run on the
// add-on in the in-memory spreadsheet, the campaign read from a folder of tab CSVs and written back to
// it with the admirals' workbooks, the maps, the mail and the battle cards. Every tab of the workbook is
// read and written, a game's own tabs included (its Ruleset row names the game).
import { DEFAULT_GAME, GAMES, gameNamed, viewRulesOf } from '../../src/engine/games';
import type { Game } from '../../src/engine/core/game';
import { readFileSync } from 'fs';
import { isAbsolute, join, relative, resolve } from 'path';
import type { loadAddOn } from '../../test/fake/addon';
import { Cell, formatCsv, parseCsv } from '../../src/sheets/tabs/csv';
import { parseCampaign } from '../../src/sheets/tabs/load';
import { mapTitle, renderMap } from '../../src/engine/core/map/render';
import { CampaignView, gmView, viewsFor } from '../../src/engine/core/view';
import { Campaign } from '../../src/engine/core/model';
import { mapPageHtml } from '../../src/ui/mapPage';
import {
  editedOrders,
  Files,
  holdsCampaign,
  KeptTurn,
  keptTurn,
  readCampaignFolder,
  TURNS,
  turnFolderName,
  undoLast,
  writeCampaignFolder,
} from './folder';
import { askYes } from './ask';
import { playScript, ScriptTurn } from './scripted';
import { VBAM_YEAR } from './vbamYear';
import { STALEY_YEARS } from './staleyYears';
import { GC_YEARS } from './gcYears';
import { GC_LATE_YEARS } from './gcLateYears';

/** The scripted orders --turns plays, by game: its sample's year (scripts/offline/vbamYear.ts), Staley's three (staleyYears.ts), GC's three (gcYears.ts). */
const SCRIPTS: Record<string, ScriptTurn[]> = { 'VBAM-SFB': VBAM_YEAR, Staley: STALEY_YEARS, 'Galactic Conquest': GC_YEARS };
/** A word of --game that plays a later script of its game's sample: gc-late, GC's Y198-Y200 (gcLateYears.ts), which sets the year itself. */
const LATER_SCRIPTS: Record<string, ScriptTurn[]> = { 'gc-late': GC_LATE_YEARS };

/** Where the runner works: the repository (the sample, dist/), the campaign folder, and how it loads the add-on. */
export interface Place {
  root: string;
  out: string;
  load: () => Runner;
}

/** Each command and the menu item it runs. */
const COMMANDS = {
  new: 'Campaign ▸ New campaign: sample',
  check: 'Campaign ▸ Check orders',
  process: 'Campaign ▸ Process Season',
  'auto-resolve': 'Campaign ▸ Auto-resolve battles',
  resolve: 'Campaign ▸ Resolve battles',
  rulings: 'Campaign ▸ Apply rulings',
  admirals: 'Admiral workbooks ▸ Create / update',
  undo: 'Campaign ▸ Undo last processing',
} as const;
type Command = keyof typeof COMMANDS;

/** Short names --game takes beside the games' own (any case). */
const GAME_WORDS: Record<string, string> = {
  eaw: 'Empires at War',
  vbam: 'VBAM-SFB',
  staley: 'Staley',
  gc: 'Galactic Conquest',
  'gc-late': 'Galactic Conquest',
};

const USAGE = `Usage: npm start -- [command] [folder] [--yes] [--game eaw|vbam|staley|gc|gc-late] [--turns N]
Commands: ${Object.keys(COMMANDS).join(', ')} (none: new when the folder in use, out/ or SFB_OUT, holds no campaign, else check).
--game: the game whose sample new makes (${GAMES.map((g) => g.name).join(', ')}); a campaign made plays its own.
--turns N: new then plays N turns of the sample with its scripted orders, battles auto-resolved (${Object.keys(SCRIPTS).join(', ')}; gc-late: GC's Y198-Y200).`;

const say = (line = '') => process.stdout.write(line + '\n');
/** A path as the GM would type it: relative to where they are, when inside it. */
function shown(path: string): string {
  const inside = relative(process.cwd(), path);
  return inside.startsWith('..') || isAbsolute(inside) ? path : inside || '.';
}
/** A word as the shell takes it: quoted when it holds a space or another character the shell reads. */
const shellWord = (word: string) => (/^[\w./:@%+=,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`);

/** The command line that runs `args` on the campaign folder `dir`: SFB_OUT names it unless it is out/, the default. */
function npmStart(root: string, dir: string, args = ''): string {
  const env = resolve(dir) === join(root, 'out') ? '' : `SFB_OUT=${shellWord(shown(dir))} `;
  return `${env}npm start${args ? ` -- ${args}` : ''}`;
}

/** What a kept turn is, and how to go back to it; `reading`, said between, how to read it. */
function keptNote(folder: string, kept: KeptTurn, root: string, reading = ''): string {
  const campaign = shown(kept.campaign);
  return (
    `${shown(folder)}/ is an earlier turn of ${campaign}/ (kept as it was before ${kept.name}), and an earlier turn is read-only${reading}. ` +
    `To go back to it, undo ${kept.steps === 1 ? 'once' : `${kept.steps} times`}: ${npmStart(root, kept.campaign, 'undo')} ` +
    `puts ${campaign}/ back one command at a time.`
  );
}

/**
 * Why `command`, which writes the folder in use (`out`), may not run reading `from`; undefined when it
 * may. An earlier turn is never written, nor written from; a command reading another folder writes its
 * result only into a folder in use that holds no campaign.
 */
function writeRefusal(command: Command, from: string, root: string, out: string): string | undefined {
  for (const folder of new Set([from, out])) {
    const kept = keptTurn(folder);
    if (kept) {
      const check = npmStart(root, kept.campaign, `check ${shellWord(shown(folder))}`);
      return `Nothing was written: ${keptNote(folder, kept, root, `: only check reads it (${check})`)}`;
    }
  }
  if (from === out) return undefined;
  const there = (args: string) => npmStart(root, from, args);
  if (command === 'new' || command === 'undo')
    return `Nothing was written: ${command} works on the folder in use, ${shown(out)}/, not on ${shown(from)}/. For ${shown(from)}/: ${there(command)}.`;
  if (holdsCampaign(out))
    return (
      `Nothing was written: ${command} reads ${shown(from)}/ and writes its result to the folder in use, ${shown(out)}/, ` +
      `which holds a campaign of its own. To ${command} ${shown(from)}/ where it is: ${there(command)}; to write the result ` +
      `to a new folder: SFB_OUT=<new folder> npm start -- ${command} ${shellWord(shown(from))}.`
    );
  return undefined;
}

/** The game --game names, or why none. */
function gameArg(word: string | undefined): Game {
  if (!word) throw new Error(`--game needs a game: eaw, vbam, staley or gc.\n${USAGE}`);
  const game = gameNamed(GAME_WORDS[word.toLowerCase()] ?? word);
  if (typeof game === 'string') throw new Error(`--game ${word}: ${game}`);
  return game;
}

/** The value of `--name V` or `--name=V`, and the arguments without it. */
function option(argv: string[], name: string): { value?: string; rest: string[] } {
  const at = argv.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (at < 0) return { rest: argv };
  const inline = argv[at].includes('=');
  const value = inline ? argv[at].slice(name.length + 1) : (argv[at + 1] ?? '');
  return { value, rest: argv.filter((_, i) => i !== at && (inline || i !== at + 1)) };
}

/** --turns N: a whole number from 1, for a game whose sample has scripted orders. */
function turnsArg(text: string, game: Game, script = SCRIPTS[game.name]): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--turns needs a number of turns from 1, not "${text}".\n${USAGE}`);
  if (!script)
    throw new Error(
      `--turns plays a sample's scripted orders, and ${game.name}'s sample has none: use --game ` +
        `${Object.keys(SCRIPTS)
          .map((name) => Object.keys(GAME_WORDS).find((w) => GAME_WORDS[w] === name) ?? name)
          .join(', ')
          .replace(/, ([^,]*)$/, ' or $1')}.`,
    );
  if (n > script.length)
    throw new Error(`--turns ${n}: the ${game.name} sample's script has orders for ${script.length} turns; play at most that many.`);
  return n;
}

function parseArgs(
  argv: string[],
  out: string,
): { command: Command; folder?: string; yes: boolean; game?: Game; turns?: number; script?: ScriptTurn[] } {
  const gameOption = option(argv, '--game');
  const turnsOption = option(gameOption.rest, '--turns');
  argv = turnsOption.rest;
  const game = gameOption.value === undefined ? undefined : gameArg(gameOption.value);
  const yes = argv.some((a) => a === '--yes' || a === '-y');
  const words = argv.filter((a) => !a.startsWith('-'));
  const unknown = argv.filter((a) => a.startsWith('-') && a !== '--yes' && a !== '-y');
  if (unknown.length) throw new Error(`Unknown option ${unknown.join(', ')}.\n${USAGE}`);
  const command = words[0] in COMMANDS ? (words.shift() as Command) : undefined;
  if (words.length > 1) throw new Error(`Too many arguments: ${words.join(' ')}.\n${USAGE}`);
  const folder = words[0];
  const chosen = command ?? (folder || holdsCampaign(out) ? 'check' : 'new');
  if (game && chosen !== 'new')
    throw new Error(`--game chooses the sample npm start makes; ${chosen} plays the campaign's own game (its Ruleset).`);
  if (turnsOption.value !== undefined && chosen !== 'new')
    throw new Error(`--turns plays the sample new makes from its first turn; ${chosen} works on the campaign as it stands.`);
  const later = LATER_SCRIPTS[gameOption.value?.toLowerCase() ?? ''];
  const turns = turnsOption.value === undefined ? undefined : turnsArg(turnsOption.value, game ?? DEFAULT_GAME, later);
  return { command: chosen, folder, yes, ...(game ? { game } : {}), ...(turns ? { turns, script: later } : {}) };
}

/** The named columns of a tab as an aligned text table. */
function columns(values: unknown[][], headers: string[]): string {
  // A column the game's tab lacks (a game with no Move points) is left out.
  headers = headers.filter((h) => values[0].map(String).includes(h));
  const at = headers.map((h) => values[0].map(String).indexOf(h));
  const rows = values.filter((r) => r.some((c) => c !== '')).map((r) => at.map((i) => String(r[i] ?? '')));
  const w = headers.map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows
    .map((r) =>
      r
        .map((c, i) => c.padEnd(w[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** map.svg and map.html (zoom, pan, hover) of one view, under `dir` ('' for the folder itself). */
function mapFiles(files: Files, dir: string, view: CampaignView): void {
  const { svg } = renderMap(view);
  files.set(`${dir}map.svg`, svg);
  files.set(`${dir}map.html`, mapPageHtml(svg, mapTitle(view)));
}

/** The Empires tab with its Workbook links cleared: offline, each admiral's workbook is made afresh from the folder. */
function withoutWorkbookLinks(text: string): string {
  const rows = parseCsv(text);
  const cols = ['Workbook', 'Workbook id'].map((h) => rows[0]?.indexOf(h) ?? -1).filter((i) => i >= 0);
  rows.slice(1).forEach((r) => cols.forEach((i) => (r[i] = '')));
  return formatCsv(rows);
}

/** Runs one command (`argv` as typed after npm start --) on the campaign folder `place.out`. */
export function runCommand(argv: string[], place: Place): void {
  const { root } = place;
  const campaignDir = resolve(place.out);
  const { command, folder, yes, game = DEFAULT_GAME, turns, script } = parseArgs(argv, campaignDir);
  const npm = (args?: string) => npmStart(root, campaignDir, args);
  const from = resolve(folder ?? campaignDir);
  const refusal = command === 'check' ? undefined : writeRefusal(command, from, root, campaignDir);
  if (refusal) throw new Error(refusal);
  // Orders written in out/ since the last run are never undone.
  const unprocessed = command === 'undo' ? editedOrders(campaignDir) : [];
  if (unprocessed.length && !yes)
    throw new Error(
      `${unprocessed.map(shown).join(', ')} hold${unprocessed.length === 1 ? 's' : ''} orders not yet processed, which undo would overwrite: ` +
        `nothing was written. Process them first, or move them out of ${shown(campaignDir)}/ (${npm('undo --yes')} undoes anyway, losing them).`,
    );
  if (command === 'undo') {
    const undone = undoLast(campaignDir);
    say(
      undone
        ? `Undo: ${shown(campaignDir)}/ is back as it was before ${undone} (from ${shown(join(campaignDir, TURNS, undone))}/, now removed).`
        : `Undo: nothing to undo: ${shown(campaignDir)}/${TURNS}/ keeps no earlier state.`,
    );
    if (undone) say(standing(campaignDir, root));
    return;
  }
  if (command === 'new' && holdsCampaign(campaignDir))
    throw new Error(
      `${shown(campaignDir)}/ already holds a campaign: nothing was written. Continue it (${npm('check')}), or set SFB_OUT to another folder.`,
    );
  if (command !== 'new' && !folder && !holdsCampaign(campaignDir))
    throw new Error(`${shown(campaignDir)}/ holds no campaign yet: run ${npm()} first, which makes the sample campaign there.`);

  const { addOn, fake } = place.load();
  const value = (setting: string) => String(fake.sheetValues('Campaign').find((r) => r[0] === setting)?.[1] ?? '');
  addOn.onOpen();
  if (command === 'new') {
    say(`${COMMANDS.new} (${game.name})`);
    addOn[game.menu.sample]();
    // New campaign: sample leaves the admirals' e-mails blank for the GM to fill in; offline, the runner
    // fills in the sample's illustrative addresses (sheets-templates/<sample>/Empires.csv) as a GM would.
    say("Empires ▸ Email: the sample's illustrative addresses");
    const sample = parseCsv(readFileSync(join(root, `sheets-templates/${game.sample}/Empires.csv`), 'utf8'));
    const empires = fake.sheetValues('Empires');
    const col = empires[0].indexOf('Email');
    empires.slice(1).forEach((r, i) => {
      const email = sample.find((s) => s[0] === r[0])?.[sample[0].indexOf('Email')];
      if (email)
        fake.spreadsheet
          .getSheetByName('Empires')!
          .getRange(i + 2, col + 1)
          .setValue(email);
    });
  } else {
    const texts = readCampaignFolder(from);
    if (texts.Empires) texts.Empires = withoutWorkbookLinks(texts.Empires);
    say(`Campaign from ${shown(from)}/: ${Object.keys(texts).length} tabs`);
    addOn.importCampaignCsv_(texts);
  }
  // Offline, each admiral's workbook is their folder: in private mode the workbooks are made afresh from it.
  if (/private/i.test(value('Play mode'))) addOn.menuAdmiralWorkbooks();
  addOn.menuRefreshProtections();
  addOn.menuCheckWorkbook();
  const check = fake.ui.alerts[fake.ui.alerts.length - 1];
  say(check.title === 'Campaign check: all clear' ? check.title : `${check.title}\n${check.prompt}`);
  const season = turnFolderName(`Y${value('Year')} ${value('Season')}`);
  const before = JSON.stringify(fake.spreadsheet.getSheets().map((s: { getName(): string }) => fake.sheetValues(s.getName())));

  const shownFrom = fake.ui.alerts.length;
  fake.ui.answer = (d) => (d.buttons !== 'YES_NO' ? undefined : askYes(d.title ?? '', d.prompt, yes, say) ? 'YES' : 'NO');
  if (command !== 'new') say(COMMANDS[command]);
  if (command === 'check') addOn.menuCheckOrders();
  if (command === 'process') addOn.menuProcessSeason();
  if (command === 'auto-resolve') addOn.menuAutoResolve();
  if (command === 'resolve') addOn.menuResolveBattles();
  if (command === 'rulings') addOn.menuApplyRulings();
  if (command === 'admirals' && /private/i.test(value('Play mode'))) addOn.menuAdmiralWorkbooks();
  fake.ui.answer = undefined;
  say();
  for (const a of fake.ui.alerts.slice(shownFrom).filter((x) => x.buttons !== 'YES_NO')) say(`[${a.title ?? 'alert'}]\n${a.prompt}\n`);

  const names: string[] = fake.spreadsheet.getSheets().map((s: { getName(): string }) => s.getName());
  const { campaign } = parseCampaign(new Map(names.map((n) => [n, fake.sheetValues(n) as Cell[][]])));
  const changed = JSON.stringify(names.map((n) => fake.sheetValues(n))) !== before || fake.mail.sent.length > 0;
  if (changed && (command === 'process' || command === 'resolve' || command === 'rulings')) printTurn(fake, names);
  const pending = campaign.battles.some((b) => b.status !== 'Resolved');
  // After Auto-resolve the GM reviews the results it entered, then resolves.
  const reviewing = command === 'auto-resolve' && changed && pending;
  if (command === 'check' || (command !== 'new' && command !== 'admirals' && !changed)) {
    say(`Nothing was written${command === 'check' ? ' (check is a dry run)' : ''}.`);
    say(nextStep(value('Phase'), pending, from, root));
    return;
  }

  const { files, books } = campaignFiles({ addOn, fake }, names, campaign, pending);
  const kept = writeCampaignFolder(campaignDir, files, command === 'process' ? season : `${season}-${command}`);
  const out = shown(campaignDir);
  if (fake.mail.sent.length) say(`Wrote the ${fake.mail.sent.length} e-mails it would send to ${out}/mail/`);
  say(`Sheets calls: ${fake.count('Range.getValues')} getValues, ${fake.count('Range.setValues')} setValues`);
  say(
    `Wrote ${names.length} tabs to ${out}/${from === campaignDir ? '' : ` (${shown(from)}/, which it read, is unchanged)`}, the GM's map to ${out}/map.svg and map.html${pending ? `, the battle cards to ${out}/battle-cards.html` : ''}`,
  );
  say(
    `Wrote each admiral's workbook to ${out}/admirals/ (${Object.keys(books).join(', ')}): only what that admiral may know, with their map`,
  );
  if (kept) say(`Kept the folder as it was in ${out}/${TURNS}/${kept}/: ${npm('undo')} puts it back.`);
  if (turns) playTurns({ addOn, fake }, script ?? SCRIPTS[game.name], turns, root, campaignDir);
  else
    say(
      reviewing
        ? `Next: review the results in ${out}/Battle ships.csv (change any you fight otherwise), then ${npm('resolve')}.`
        : nextStep(value('Phase'), pending, campaignDir, root),
    );
}

/** --turns: plays the script, writing the folder after each turn (turns/ keeps each earlier state). */
function playTurns(runner: Runner, script: ScriptTurn[], turns: number, root: string, campaignDir: string): void {
  const { fake } = runner;
  const out = shown(campaignDir);
  say();
  say(`Plays ${turns} turn(s) with the sample's scripted orders, answering Yes, every battle auto-resolved:`);
  const records = playScript(runner, script, turns, say, (record) => {
    const names: string[] = fake.spreadsheet.getSheets().map((s: { getName(): string }) => s.getName());
    const { campaign } = parseCampaign(new Map(names.map((n) => [n, fake.sheetValues(n) as Cell[][]])));
    const { files } = campaignFiles(
      runner,
      names,
      campaign,
      campaign.battles.some((b) => b.status !== 'Resolved'),
    );
    writeCampaignFolder(campaignDir, files, turnFolderName(record.season));
  });
  const times = records.map((r) => r.ms);
  const value = (setting: string) => String(fake.sheetValues('Campaign').find((r) => r[0] === setting)?.[1] ?? '');
  say(
    `Played ${records.length} turn(s): ${Math.round(times.reduce((a, b) => a + b, 0) / Math.max(1, times.length))} ms a turn on average ` +
      `(slowest ${Math.max(0, ...times)} ms; processing, battles and rulings, the folder's writing left out). Now Y${value('Year')} ${value('Season')}.`,
  );
  say(`Each turn's state is in ${out}/${TURNS}/ (${npmStart(root, campaignDir, 'undo')} steps back one turn); the last is in ${out}/.`);
  say(nextStep(value('Phase'), false, campaignDir, root));
}

type Runner = ReturnType<typeof loadAddOn>;

/** Every admiral's report, the empires and the fleets, as the turn left them. */
function printTurn(fake: Runner['fake'], names: string[]): void {
  for (const name of names.filter((n) => n.startsWith('Report ') && !n.startsWith('Report history '))) {
    say(`${name}:`);
    for (const [section, text] of fake.sheetValues(name).slice(1)) if (section !== 'Vision') say(`  ${String(section).padEnd(12)} ${text}`);
    say();
  }
  say(columns(fake.sheetValues('Empires'), ['Empire', 'Race', 'Admiral', 'Move points', 'Treasury']));
  say();
  say(columns(fake.sheetValues('Fleets'), ['Fleet', 'Empire', 'Location', 'Status', 'CBPV', 'Check']));
  say();
}

/** The folder the campaign is written as: its tabs, maps, admiral workbooks, e-mails and battle cards. */
function campaignFiles({ addOn, fake }: Runner, names: string[], campaign: Campaign, pending: boolean) {
  const files: Files = new Map();
  for (const name of names) files.set(`${name}.csv`, formatCsv(fake.sheetValues(name) as never));
  mapFiles(files, '', gmView(viewRulesOf(campaign), campaign));
  for (const [empire, view] of viewsFor(viewRulesOf(campaign), campaign)) mapFiles(files, `admirals/${empire}/`, view);
  const books = addOn.exportAdmiralBooks_() as Record<string, Record<string, unknown[][]>>;
  for (const [empire, tabs] of Object.entries(books))
    for (const [tab, rows] of Object.entries(tabs)) files.set(`admirals/${empire}/${tab}.csv`, formatCsv(rows as never));
  fake.mail.sent.forEach((m, i) => {
    const file = `${String(i + 1).padStart(2, '0')}-${m.to.replace(/@.*/, '').replace(/[^\w.-]/g, '_')}.txt`;
    files.set(`mail/${file}`, `To: ${m.to}\nSubject: ${m.subject}\n\n${m.body}\n`);
  });
  if (pending) {
    addOn.menuBattleCards();
    files.set('battle-cards.html', fake.ui.dialogs[fake.ui.dialogs.length - 1].content);
  }
  return { files, books };
}

/** Where the campaign in `folder` stands (its Campaign tab's turn and phase), and what the GM does next. */
function standing(folder: string, root: string): string {
  const rows = parseCsv(readFileSync(join(folder, 'Campaign.csv'), 'utf8'));
  const value = (setting: string) => String(rows.find((r) => r[0] === setting)?.[1] ?? '');
  const phase = value('Phase');
  return `The campaign stands at Y${value('Year')} ${value('Season')}, phase ${phase}.\n${nextStep(phase, /battles/i.test(phase), folder, root)}`;
}

/** What the GM does next with the campaign in `folder`, as commands that act on it. */
function nextStep(phase: string, pending: boolean, folder: string, root: string): string {
  const kept = keptTurn(folder);
  if (kept) return `Next: ${keptNote(folder, kept, root)}`;
  const out = shown(folder);
  const npm = (args: string) => npmStart(root, folder, args);
  if (/rulings/i.test(phase))
    return `Next: answer each ruling in ${out}/Rulings.csv (its Answer; left blank it takes its Default), then ${npm('rulings')}.`;
  return /battles/i.test(phase) || pending
    ? `Next: fight the battles (${out}/battle-cards.html) and enter each ship's result in ${out}/Battle ships.csv, or set a battle's ` +
        `Status to Auto in ${out}/Battles.csv and run ${npm('auto-resolve')} to review its results; then ${npm('resolve')}.`
    : `Next: write orders in ${out}/admirals/<EMPIRE>/Orders.csv (or ${out}/Orders <EMPIRE>.csv), check them with ${npm('check')}, then ${npm('process')}.`;
}
