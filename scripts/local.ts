// Local runner: the real dist/Code.js, loaded by gas-local into the in-memory spreadsheet, driven by
// the same menu handlers a GM clicks. No Google account needed. The campaign lives in a folder of tab
// CSVs (out/, or $SFB_OUT); each command is a menu item (README, "Playing offline"):
//
//   npm start                      a new sample campaign in out/, or, when out/ holds one, check
//   npm start -- --game vbam       the same with the VBAM-SFB sample (--game eaw: Empires at War's, the default)
//   npm start -- --game vbam --turns 12   the VBAM-SFB sample, then a year of its scripted orders
//   npm start -- check [folder]    Check workbook and Check orders: nothing is written
//   npm start -- process [--yes]   Process Season: shows the question the menu asks, and asks it
//   npm start -- auto-resolve      Auto-resolve battles: the results wait in Battle ships for review
//   npm start -- resolve [--yes]   Resolve battles
//   npm start -- rulings [--yes]   Apply rulings (the answers written in Rulings.csv)
//   npm start -- admirals          Admiral workbooks ▸ Create / update: out/admirals/<EMPIRE>/
//   npm start -- undo              puts out/ back as it was before the last command that wrote it
//
// A command works on the folder in use (out/, or $SFB_OUT), and every command it prints names that
// folder. It reads the campaign from [folder] (default: the folder in use) and writes it to the folder in
// use: every tab as <tab>.csv with the live-check formulas evaluated, the maps, each admiral's workbook,
// the e-mails the add-on would have sent (mail/<n>-<address>.txt) and the battle cards of the battles not
// yet resolved. Check reads any folder; the others refuse an earlier turn's (turns/<turn>/ is read-only)
// and never write one campaign over another.
import { join, resolve } from 'path';
import { loadAddOn } from '../test/fake/addon';
import { runCommand } from './offline/runner';

const ROOT = resolve(__dirname, '..');

try {
  runCommand(process.argv.slice(2), {
    root: ROOT,
    out: resolve(process.env.SFB_OUT ?? join(ROOT, 'out')),
    load: () => loadAddOn(join(ROOT, 'dist')),
  });
} catch (e) {
  process.stderr.write(`${(e as Error).message}\n`);
  process.exitCode = 1;
}
