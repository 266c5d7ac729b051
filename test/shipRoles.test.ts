// Issue 29, item 4: a class's Roles are the kernel's (those its own rules read) and those the campaign's
// game declares (Game.roles), as a game declares its columns. The kernel holds no game's role (GC's
// nimble, standard, old); the Classes tab's note, the load and the custom functions take the game's
// roles; Empires at War and VBAM-SFB accept the chart's roles their workbooks always had (rule option K40).
import { readFileSync } from 'fs';
import { join, relative } from 'path';
import { KERNEL_ROLES } from '../src/engine/core/model';
import { rolesOf } from '../src/engine/core/game';
import { GAMES, gameOrDefault } from '../src/engine/games';
import { CHART_ROLES } from '../src/engine/games/shipRoles';
import { tabsOf, TABS } from '../sheets-templates/schema';
import { csvSources } from '../src/sheets/tabs/template';
import { parseCampaign } from '../src/sheets/tabs/load';
import { fleetCbpv } from '../src/sheets/views/functions';
import type { Cell } from '../src/sheets/tabs/tables';
import { sampleTab, sampleTexts } from './support/sample';
import { sourceFiles } from './support/sourceFiles';

const ROOT = join(__dirname, '..');
const GAME_FOLDERS: Record<string, string> = {
  'Empires at War': 'eaw',
  'VBAM-SFB': 'vbam',
  Staley: 'staley',
  'Galactic Conquest': 'gc',
};

/** The Roles note of a game's Classes tab. */
const rolesNote = (game: string) =>
  tabsOf(gameOrDefault(game))
    .find((t) => t.name === 'Classes')!
    .columns.find((c) => c.header === 'Roles')!.note;

/** The Classes rows with the first class's Roles set to `roles`. */
function classesWith(roles: string): Cell[][] {
  const rows = sampleTab('Classes').map((r) => [...r]);
  rows[1][rows[0].indexOf('Roles')] = roles;
  return rows;
}

describe("ship roles: the kernel's and each game's own (issue 29)", () => {
  it("the kernel's list holds only the roles its own rules read, and none of one game's", () => {
    const core = sourceFiles(join(ROOT, 'src/engine/core')).map((f) => readFileSync(f, 'utf8'));
    for (const role of KERNEL_ROLES) expect(core.some((text) => text.includes(`hasRole(cls, '${role}')`))).toBe(true);
    for (const text of core) for (const own of ['nimble', 'standard', 'old']) expect(text).not.toMatch(new RegExp(`'${own}'`));
  });

  it.each(GAMES.map((g) => g.name))('%s accepts every role its rules read, and the kernel’s', (name) => {
    const game = gameOrDefault(name);
    const accepted = rolesOf(game);
    for (const role of KERNEL_ROLES) expect(accepted).toContain(role);
    const read = sourceFiles(join(ROOT, 'src/engine/games', GAME_FOLDERS[name]))
      .flatMap((f) =>
        [...readFileSync(f, 'utf8').matchAll(/hasRole\([^,()]*(?:\([^()]*\))?[^,()]*, '([^']+)'\)/g)].map((m) => [relative(ROOT, f), m[1]]),
      )
      .filter(([, role]) => !accepted.includes(role));
    expect(read).toEqual([]);
  });

  it('EaW and VBAM-SFB accept the chart’s roles, as their workbooks always had; GC adds its own', () => {
    for (const name of ['Empires at War', 'VBAM-SFB', 'Staley']) expect(rolesOf(gameOrDefault(name))).toEqual(CHART_ROLES);
    expect(rolesOf(gameOrDefault('Galactic Conquest'))).toEqual([...CHART_ROLES, 'nimble', 'standard', 'old']);
    expect(rolesNote('Empires at War')).toBe(`Comma-separated: ${CHART_ROLES.join(', ')}.`);
    expect(rolesNote('Galactic Conquest')).toBe(`Comma-separated: ${CHART_ROLES.join(', ')}, nimble, standard, old.`);
    // The shared tab names no role: each game's does.
    expect(TABS.find((t) => t.name === 'Classes')!.columns.find((c) => c.header === 'Roles')!.note).not.toMatch(/scout/);
  });

  it("a workbook's load reads Roles against its game's: GC's nimble is GC's, an unknown role to EaW (rule option K40)", () => {
    const values = csvSources(sampleTexts());
    values.set('Classes', classesWith('scout, Nimble'));
    const eaw = parseCampaign(values);
    expect(eaw.found.map((p) => p.message)).toContain('unknown role "Nimble"');
    expect(eaw.campaign.classes[0].roles).toEqual(['scout']);
    const gc = parseCampaign(values, gameOrDefault('Galactic Conquest'));
    expect(gc.found.filter((p) => p.tab === 'Classes')).toEqual([]);
    expect(gc.campaign.classes[0].roles).toEqual(['scout', 'nimble']);
  });

  it("the custom functions read the Classes passed against the Ruleset cell's game", () => {
    const ships = sampleTab('Ships');
    const classes = classesWith('standard');
    expect(fleetCbpv('KLI-1', ships, classes)).toBe('Classes row 2, column "Roles": unknown role "standard"');
    expect(fleetCbpv('KLI-1', ships, classes, 'Galactic Conquest')).toBe(fleetCbpv('KLI-1', ships, classesWith(''), 'Galactic Conquest'));
    expect(typeof fleetCbpv('KLI-1', ships, classes, 'Galactic Conquest')).toBe('number');
  });
});
