// Games (issue 21): the registry the Campaign's Ruleset row chooses from, Empires at War as the first
// game, and a campaign naming no game refused plainly by every action.
import { join } from 'path';
import { loadAddOn } from './fake/addon';
import { DEFAULT_GAME, GAME_NAMES, gameNamed, GAMES } from '../src/engine/games';
import { EMPIRES_AT_WAR } from '../src/engine/games/eaw';
import { ORDER_KINDS } from '../src/engine/games/eaw/orders';
import { csvSources, emptyCampaign } from '../src/sheets/tabs/template';
import { parseCampaign } from '../src/sheets/tabs/load';
import { sampleTexts } from './support/sample';

const DIST = join(__dirname, '../dist');
const GM = 'gm@example.com';

describe('the games a campaign may name', () => {
  it('lists the four games of the rule documents as playable, Empires at War the default', () => {
    expect(GAMES.map((g) => g.name)).toEqual(['Empires at War', 'VBAM-SFB', 'Staley', 'Galactic Conquest']);
    expect(GAME_NAMES).toEqual(['Empires at War', 'VBAM-SFB', 'Staley', 'Galactic Conquest']);
    expect(DEFAULT_GAME).toBe(EMPIRES_AT_WAR);
  });

  it('finds a game by its name in any case; a blank Ruleset plays the default', () => {
    expect(gameNamed('empires at war')).toBe(EMPIRES_AT_WAR);
    expect(gameNamed('  ')).toBe(EMPIRES_AT_WAR);
  });

  it('says that a Ruleset naming no game is no game, and which games there are', () => {
    expect(gameNamed('Diplomacy')).toBe(
      '"Ruleset" is "Diplomacy", which is no game this add-on knows: write Empires at War, VBAM-SFB, Staley, Galactic Conquest.',
    );
  });

  it("Empires at War's sequence of play is a list of named steps, paused at the battles and at the rulings (EaW 4.0-4d)", () => {
    expect(EMPIRES_AT_WAR.sequence.turn.map((s) => s.name)).toEqual([
      'Release interned',
      'Diplomacy',
      'Plot orders',
      'Movement',
      'Contact',
      'After movement',
      'Battles',
    ]);
    expect(EMPIRES_AT_WAR.sequence.close.map((s) => s.name)).toEqual([
      'Post-combat',
      'Credits',
      'Rulings',
      'Staley conversions',
      'Staley war doubling',
      'Vision',
      'Victory',
      'Next season',
    ]);
    expect(EMPIRES_AT_WAR.orders.kinds).toEqual(ORDER_KINDS);
  });

  it("reads the Campaign's Season by the game's calendar: Empires at War still takes only its four seasons (EaW 2.0)", () => {
    const withSeason = (season: string) => {
      const values = csvSources(sampleTexts());
      values.set(
        'Campaign',
        values.get('Campaign')!.map((r) => (r[0] === 'Season' ? [r[0], season, ...r.slice(2)] : r)),
      );
      return parseCampaign(values);
    };
    expect(withSeason('autumn').campaign.settings.season).toBe('Fall');
    expect(withSeason('Turn 3').problems).toContain(
      'Campaign row 7, column "Value": "Season" is "Turn 3", not Spring, Summer, Fall or Winter',
    );
  });

  it('an empty template names the game it was made for on its Ruleset row', () => {
    const campaign = emptyCampaign(GM, EMPIRES_AT_WAR).get('Campaign')!;
    expect(campaign.find((r) => r[0] === 'Ruleset')?.[1]).toBe('Empires at War');
  });
});

describe('the Ruleset row in the workbook', () => {
  it('is a dropdown of the games', () => {
    const { addOn, fake } = loadAddOn(DIST, { owner: GM });
    addOn.menuNewSampleCampaign();
    const rows = fake.sheetValues('Campaign');
    const row = rows.findIndex((r) => r[0] === 'Ruleset');
    const rule = fake.spreadsheet
      .getSheetByName('Campaign')!
      .getRange(row + 1, 2)
      .getDataValidation();
    expect(rule!.getCriteriaValues()[0]).toEqual(GAME_NAMES);
    expect(rows[row][1]).toBe('Empires at War');
  });

  it('naming no game this add-on knows is refused plainly by Check workbook and Process Season, and nothing changes', () => {
    const { addOn, fake } = loadAddOn(DIST, { owner: GM });
    addOn.menuNewSampleCampaign();
    const sheet = fake.spreadsheet.getSheetByName('Campaign')!;
    const row = fake.sheetValues('Campaign').findIndex((r) => r[0] === 'Ruleset');
    sheet.getRange(row + 1, 2).setValue('Diplomacy');
    addOn.menuCheckWorkbook();
    expect(fake.ui.alerts.at(-1)!.prompt).toMatch(/"Ruleset" is "Diplomacy", which is no game this add-on knows/);
    const before = JSON.stringify(fake.sheetValues('Fleets'));
    addOn.menuProcessSeason();
    const alert = fake.ui.alerts.at(-1)!;
    expect(alert.title).toBe('Process Season: nothing was changed');
    expect(alert.prompt).toMatch(/which is no game this add-on knows/);
    expect(JSON.stringify(fake.sheetValues('Fleets'))).toBe(before);
  });
});
