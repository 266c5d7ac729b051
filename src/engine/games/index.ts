// The games a campaign may name on its Campaign tab's Ruleset row: the registry, the one way in to a
// game for the kernel's callers (src/sheets, scripts). A Ruleset row naming no game is refused plainly.

import type { Game } from '../core/game';
import type { Campaign } from '../core/model';
import type { ViewRules } from '../core/view';
import { sameName } from '../core/ids';
import { EMPIRES_AT_WAR } from './eaw';
import { VBAM_SFB } from './vbam';
import { STALEY } from './staley';
import { GALACTIC_CONQUEST } from './gc';

const PLAYABLE: Game[] = [EMPIRES_AT_WAR, VBAM_SFB, STALEY, GALACTIC_CONQUEST];
/** The games a campaign may play (the Ruleset row's dropdown is made of those registered when the add-on loads). */
export const GAMES: readonly Game[] = PLAYABLE;

/** Registers a game defined outside this folder (the tests' own): a Ruleset row naming it plays it. */
export function addGame(game: Game): void {
  if (!PLAYABLE.some((g) => sameName(g.name, game.name))) PLAYABLE.push(game);
}

/** Every name the Ruleset row's dropdown offers. */
export const GAME_NAMES: readonly string[] = GAMES.map((g) => g.name);

/** The game a campaign plays when its Ruleset row is blank. */
export const DEFAULT_GAME = EMPIRES_AT_WAR;

/** The game a Ruleset row names (blank: the default), or why it cannot be played, in words. */
export function gameNamed(name: string): Game | string {
  if (!name.trim()) return DEFAULT_GAME;
  const game = GAMES.find((g) => sameName(g.name, name));
  if (game) return game;
  return `"Ruleset" is "${name}", which is no game this add-on knows: write ${GAMES.map((g) => g.name).join(', ')}.`;
}

/** The game a campaign plays, or in words why it cannot be played (its Ruleset row names no playable game). */
export function gameOf(c: Campaign): Game | string {
  return gameNamed(c.settings.ruleset);
}

/** The game whose tabs and dropdowns a workbook gets: the one named, or the default while none playable is named (every action refuses that). */
export function gameOrDefault(name: string): Game {
  const game = gameNamed(name);
  return typeof game === 'string' ? DEFAULT_GAME : game;
}

/** The view rules of a campaign's game (the default's while it names none playable), for views and summaries. */
export function viewRulesOf(c: Campaign): ViewRules {
  return gameOrDefault(c.settings.ruleset).view;
}
