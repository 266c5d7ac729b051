// The hidden Deferred tab (core/deferred.ts): the kernel keeps its rows by the kinds each game declares
// (Game.deferred). A tab as earlier versions wrote it reads into Empires at War's records (EaW 4b, 6.0,
// 9.0; Staley LL5.2, HH2) and is written back cell for cell; a row of a kind the game does not keep is
// kept as read, never lost.
import { parseCampaign } from '../src/sheets/tabs/load';
import { changeWrites } from '../src/sheets/tabs/save';
import { csvSources } from '../src/sheets/tabs/template';
import type { Cell } from '../src/sheets/tabs/tables';
import { findTab } from '../sheets-templates/schema';
import { sampleTexts } from './support/sample';
import { buildsOf, conversionsOf, creditsOf, postCombatOf } from '../src/engine/games/eaw/deferred';
import { deferredOf, UNKNOWN } from '../src/engine/core/deferred';
import { WAR_DOUBLING } from '../src/engine/core/warDoubling';
import { STALEY } from '../src/engine/games/staley';

const HEADER = findTab('Deferred')!.columns.map((c) => c.header);
// Season, Kind, Empire, Fleet, System, Order row, Class, Extras, Amount, Reason, Reference
const OLD_ROWS: Cell[][] = [
  ['Y165 Spring', 'develop mine', 'KLI', 'KLI-1', 'S03', 4, '', '', '', '', ''],
  ['Y165 Spring', 'explore', 'KZI', 'KZI-2', 'S07', 2, '', 'map', '', '', ''],
  ['Y165 Spring', 'credit', 'KLI', '', '', '', '', '', 12, 'Scrap refund (EaW 9.0)', 'KLI-05'],
  ['Y165 Spring', 'build', 'KLI', 'KLI-1', 'S01', 6, 'D7', 'fighters 2', 90, '', ''],
  ['Y165 Summer', 'conversion', 'KZI', '', '', '', 'CA', '', 30, '', 'KZI-03'],
  ['Y164 Winter', 'war declared', 'KLI', '', '', '', '', '', '', '', ''],
  ['Y165 Spring', 'income doubled', 'KLI', '', '', '', '', '', '', '', ''],
];

/** The sample campaign with this Deferred tab, its Ruleset row naming `game` (blank: Empires at War). */
function withDeferred(rows: Cell[][], game = '') {
  const values = csvSources(sampleTexts());
  values.set('Deferred', [HEADER, ...rows]);
  if (game)
    values.set(
      'Campaign',
      values.get('Campaign')!.map((r) => (r[0] === 'Ruleset' ? [r[0], game] : r)),
    );
  return values;
}

/** The Deferred rows a campaign writes over an empty tab. */
function written(values: Map<string, Cell[][]>) {
  const { campaign } = parseCampaign(values);
  const empty = new Map([...values, ['Deferred', [HEADER]]]);
  const change = { campaign, log: [], reports: new Map(), reportMode: 'replace' as const };
  return changeWrites(empty, change).find((w) => w.tab === 'Deferred')!.rows;
}

describe('the Deferred tab, kept by the kinds each game declares', () => {
  it("reads an earlier version's rows into Empires at War's records (EaW 4b, 6.0, 9.0; Staley LL5.2, HH2)", () => {
    const { campaign: c } = parseCampaign(withDeferred(OLD_ROWS));
    expect(postCombatOf(c)).toEqual([
      { kind: 'develop mine', empire: 'KLI', fleet: 'KLI-1', system: 'S03', row: 4, extras: '' },
      { kind: 'explore', empire: 'KZI', fleet: 'KZI-2', system: 'S07', row: 2, extras: 'map' },
    ]);
    expect(creditsOf(c)).toEqual([
      { season: 'Y165 Spring', empire: 'KLI', amount: 12, reason: 'Scrap refund (EaW 9.0)', reference: 'KLI-05' },
    ]);
    expect(buildsOf(c)).toEqual([
      { season: 'Y165 Spring', empire: 'KLI', fleet: 'KLI-1', system: 'S01', shipClass: 'D7', extras: 'fighters 2', cost: 90, row: 6 },
    ]);
    expect(conversionsOf(c)).toEqual([{ empire: 'KZI', ship: 'KZI-03', shipClass: 'CA', ready: 'Y165 Summer', cost: 30 }]);
    expect(deferredOf(c.deferred, WAR_DOUBLING)).toEqual([
      { empire: 'KLI', season: 'Y164 Winter', kind: 'declared' },
      { empire: 'KLI', season: 'Y165 Spring', kind: 'doubled' },
    ]);
  });

  it('writes them back cell for cell, a post-combat row stamped with the season last processed', () => {
    const values = withDeferred(OLD_ROWS);
    const last = parseCampaign(values).campaign.settings.lastProcessed;
    expect(written(values)).toEqual([
      HEADER,
      ...OLD_ROWS.map((r) => (r[1] === 'develop mine' || r[1] === 'explore' ? [last, ...r.slice(1)] : r)),
    ]);
  });

  it('keeps a row of a kind the game does not keep as read: the Staley game keeps war doubling alone (HH2)', () => {
    const { campaign: c } = parseCampaign(withDeferred(OLD_ROWS, STALEY.name));
    expect(deferredOf(c.deferred, WAR_DOUBLING)).toHaveLength(2);
    expect((c.deferred[UNKNOWN] as { kind: string }[]).map((r) => r.kind)).toEqual([
      'develop mine',
      'explore',
      'credit',
      'build',
      'conversion',
    ]);
    // Written back after the game's own kinds, each cell it held kept.
    const rows = written(withDeferred(OLD_ROWS, STALEY.name)).slice(1);
    expect(rows.map((r) => r[1])).toEqual(['war declared', 'income doubled', 'develop mine', 'explore', 'credit', 'build', 'conversion']);
    expect(rows[5].slice(0, 9)).toEqual(OLD_ROWS[3].slice(0, 9));
  });
});
