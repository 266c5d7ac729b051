// npm start -- --game vbam: the local runner makes the VBAM-SFB sample and plays its first two turns
// offline through the menu handlers, as npm start does for Empires at War (issue 22); then the same in
// private mode, each admiral's workbook and mail made by the kernel. The runner runs in this process
// (test/support/localRunner.ts; local.test.ts starts build/local.cjs itself).
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { formatCsv, parseCsv } from '../src/sheets/tabs/csv';
import { runLocal, runLocalOk as run } from './support/localRunner';

describe('local runner, VBAM-SFB', () => {
  const out = mkdtempSync(join(tmpdir(), 'sfb-vbam-'));
  const made = run(['--game', 'vbam'], out);
  const first = run(['process', '--yes'], out);
  const second = run(['process', '--yes'], out);

  it('makes the VBAM-SFB sample with New campaign: sample (VBAM-SFB), all clear', () => {
    expect(made).toMatch(/Campaign ▸ New campaign: sample \(VBAM-SFB\)\n/);
    expect(made).toMatch(/Campaign check: all clear/);
    expect(readFileSync(join(out, 'Campaign.csv'), 'utf8')).toMatch(/^Ruleset,VBAM-SFB,/m);
    expect(readFileSync(join(out, 'Colonies.csv'), 'utf8')).toMatch(/^S0102,FED,10,10,4,10,12,yes,/m);
  });

  it('plays the first two turns, printing each turn summary and report (VBAM Sequence of Play)', () => {
    expect(first).toMatch(/Y168 Turn 1 processed with dice seed "four-powers-1:Y168 Turn 1"/);
    expect(first).toMatch(/Report FED:\n(\s+.*\n)*?\s+Summary\s+Sample: The Four Powers: turn summary for FED, Y168 Turn 1\./);
    expect(first).toMatch(/FED-1\s+FED\s+S0102\s+Ready/);
    // The summary counts the Point Pool in EP (ViewRules.treasuryUnit), not EaW's BPV.
    expect(first).toMatch(/Treasury and VP: FED 50 > \d+ EP \(\+\d+\)/);
    expect(second).toMatch(/Y168 Turn 2 processed/);
    expect(readFileSync(join(out, 'Campaign.csv'), 'utf8')).toMatch(/^Season,Turn 3,/m);
  });

  it('keeps each turn in a folder named with no spaces, as --turns names it, which its printed commands reopen', () => {
    expect(readdirSync(join(out, 'turns')).sort()).toEqual(['Y168-Turn-1', 'Y168-Turn-2', 'index.txt']);
    expect(second).toContain(
      `Kept the folder as it was in ${join(out, 'turns', 'Y168-Turn-2')}/: SFB_OUT=${out} npm start -- undo puts it back.`,
    );
    const year = mkdtempSync(join(tmpdir(), 'sfb-vbam-turns-'));
    run(['--game', 'vbam', '--turns', '2'], year);
    expect(readdirSync(join(year, 'turns')).sort()).toEqual(readdirSync(join(out, 'turns')).sort());
    // The refusal's check command, typed as printed (the shell splits it at spaces), reads the turn.
    const turn = join(out, 'turns', 'Y168-Turn-1');
    const refused = runLocal(['process', turn], out);
    const check = refused.stderr.match(/only check reads it \(SFB_OUT=(\S+) npm start -- (check \S+)\)/);
    expect(check?.[1]).toBe(out);
    expect(run(check![2].split(' '), check![1])).toMatch(/Y168 Turn 1: \d+ orders are legal as things stand/);
  });

  it("writes the map of sectors and each admiral's own, hiding the others' colonies and fleets", () => {
    const gm = readFileSync(join(out, 'map.svg'), 'utf8');
    expect(gm.match(/class="planet"/g)?.length).toBe(80);
    expect(gm).toContain('data-fleet="KLI-1"');
    const fed = readFileSync(join(out, 'admirals', 'FED', 'map.svg'), 'utf8');
    expect(fed).toContain('data-fleet="FED-1"');
    expect(fed).not.toMatch(/data-fleet="(KLI|ROM|KZI)-/);
    // Klinzhai, the Klingon homeworld, is an unknown star system to the Federation.
    expect(readFileSync(join(out, 'admirals', 'FED', 'Systems.csv'), 'utf8')).toMatch(/^S0502,Klinzhai,5,2,Unknown,map,,/m);
  });

  it('in private mode, each admiral gets a workbook of their own and an e-mail with its link', () => {
    // The sample as npm start -- --game vbam made it: the state kept before the first turn (a copy holds no path of its folder).
    const priv = mkdtempSync(join(tmpdir(), 'sfb-vbam-private-'));
    cpSync(join(out, 'turns', 'Y168-Turn-1'), priv, { recursive: true });
    const campaign = join(priv, 'Campaign.csv');
    const rows = parseCsv(readFileSync(campaign, 'utf8'));
    rows.find((r) => r[0] === 'Play mode')![1] = 'Private workbooks';
    writeFileSync(campaign, formatCsv(rows));
    expect(run(['admirals'], priv)).toMatch(/KLI: .* shared with kli\.admiral@example\.com/);
    const done = run(['process', '--yes'], priv);
    expect(done).toMatch(/Y168 Turn 1 processed/);
    expect(readdirSync(join(priv, 'mail'))).toEqual([
      '01-fed.admiral.txt',
      '02-kli.admiral.txt',
      '03-rom.admiral.txt',
      '04-kzi.admiral.txt',
    ]);
    const mail = readFileSync(join(priv, 'mail', '02-kli.admiral.txt'), 'utf8');
    expect(mail).toMatch(/Your report and orders are in your workbook: https:\/\//);
    expect(mail).not.toMatch(/FED-1|ROM-1|KZI-1/);
    expect(readFileSync(join(priv, 'admirals', 'KLI', 'Report.csv'), 'utf8')).toMatch(/turn summary for KLI/);
  });

  it('refuses --game with another command, and a game it does not know, in one sentence', () => {
    const fail = (args: string[]) => runLocal(args, out).stderr;
    expect(fail(['process', '--game', 'vbam'])).toMatch(
      /^--game chooses the sample npm start makes; process plays the campaign's own game/,
    );
    expect(fail(['--game', 'chess'])).toMatch(/^--game chess: "Ruleset" is "chess", which is no game this add-on knows/);
  });
});
