// Local runner: the real dist/Code.js, loaded by gas-local into the in-memory spreadsheet, driven by
// the same menu handlers a GM clicks. No Google account needed.
//
//   npm start                 the bundled sample campaign
//   npm start -- <folder>     a campaign kept as a folder of tab CSVs (e.g. the out/ of a previous run)
//
// It creates or imports the campaign, refreshes protections, checks the workbook, then takes the
// campaign's next step as the GM would: in the Orders phase, Process Season; in the Battles phase,
// Auto-resolve battles (for battles marked Auto) and Resolve battles. Confirmations are answered Yes.
// It prints the dialogs and the reports.
//
// Every tab is written to out/<tab>.csv (or $SFB_OUT/<tab>.csv), with the live-check formulas evaluated,
// and each e-mail the add-on would have sent (Campaign setting "Mail admirals") to out/mail/<n>-<empire>.txt.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { join, resolve } from 'path';
import { loadAddOn } from '../test/fake/addon';
import { Cell, formatCsv, parseCsv } from '../src/sheets/csv';
import { parseCampaign } from '../src/sheets/load';
import { mapTitle, renderMap } from '../src/engine/core/map/render';
import { CampaignView, gmView, viewsFor } from '../src/engine/core/view';
import { mapPageHtml } from '../src/ui/mapPage';

const ROOT = resolve(__dirname, '..');
const OUT = resolve(process.env.SFB_OUT ?? join(ROOT, 'out'));

function readFolder(folder: string): Record<string, string> {
  const files = readdirSync(folder).filter((f) => f.toLowerCase().endsWith('.csv'));
  if (files.length === 0) throw new Error(`${folder} holds no .csv files (one per tab, named like Ships.csv)`);
  const texts = Object.fromEntries(files.map((f) => [f.replace(/\.csv$/i, ''), readFileSync(join(folder, f), 'utf8')]));
  // An admiral's orders come back in their own folder: <folder>/admirals/<EMPIRE>/Orders.csv replaces "Orders <EMPIRE>".
  const admirals = join(folder, 'admirals');
  if (existsSync(admirals)) {
    for (const empire of readdirSync(admirals)) {
      const orders = join(admirals, empire, 'Orders.csv');
      if (existsSync(orders)) texts[`Orders ${empire}`] = readFileSync(orders, 'utf8');
    }
  }
  return texts;
}

/** Each admiral's workbook as CSV files in <out>/admirals/<EMPIRE>/: the folder the GM can send that admiral. */
function writeAdmiralFolders(books: Record<string, Record<string, unknown[][]>>): string[] {
  return Object.entries(books).map(([empire, tabs]) => {
    const dir = join(OUT, 'admirals', empire);
    mkdirSync(dir, { recursive: true });
    for (const [tab, rows] of Object.entries(tabs)) writeFileSync(join(dir, `${tab}.csv`), formatCsv(rows as never));
    return dir;
  });
}

/** The named columns of a tab as an aligned text table. */
function columns(values: unknown[][], headers: string[]): string {
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

/** map.svg and map.html (zoom, pan, hover) of one view into `dir`. */
function writeMap(dir: string, view: CampaignView): void {
  mkdirSync(dir, { recursive: true });
  const { svg } = renderMap(view);
  writeFileSync(join(dir, 'map.svg'), svg);
  writeFileSync(join(dir, 'map.html'), mapPageHtml(svg, mapTitle(view)));
}

function main(): void {
  const folder = process.argv[2];
  const { addOn, fake } = loadAddOn(join(ROOT, 'dist'));
  const say = (line = '') => process.stdout.write(line + '\n');

  addOn.onOpen();
  if (folder) {
    const texts = readFolder(resolve(folder));
    say(`Campaign from ${folder}: ${Object.keys(texts).length} tabs`);
    addOn.importCampaignCsv_(texts);
  } else {
    say('Campaign ▸ New campaign: sample');
    addOn.menuNewSampleCampaign();
    // New campaign: sample leaves the admirals' e-mails blank for the GM to fill in; offline, the runner
    // fills in the sample's illustrative addresses (sheets-templates/sample/Empires.csv) as a GM would.
    say("Empires ▸ Email: the sample's illustrative addresses");
    const sample = parseCsv(readFileSync(join(ROOT, 'sheets-templates/sample/Empires.csv'), 'utf8'));
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
  }
  say('Campaign ▸ Refresh protections');
  addOn.menuRefreshProtections();
  say('Campaign ▸ Check workbook');
  addOn.menuCheckWorkbook();
  const phase = String(fake.sheetValues('Campaign').find((r) => r[0] === 'Phase')?.[1] ?? '');
  if (/battles/i.test(phase)) {
    say('Campaign ▸ Auto-resolve battles');
    addOn.menuAutoResolve();
    say('Campaign ▸ Resolve battles');
    addOn.menuResolveBattles();
  } else {
    say('Campaign ▸ Process Season');
    addOn.menuProcessSeason();
  }

  say();
  for (const a of fake.ui.alerts) say(`[${a.title ?? 'alert'}]\n${a.prompt}\n`);
  for (const t of fake.ui.toasts) say(`(toast) ${t.title ? t.title + ': ' : ''}${t.message}`);

  for (const name of fake.spreadsheet
    .getSheets()
    .map((s: { getName(): string }) => s.getName())
    .filter((n: string) => n.startsWith('Report ') && !n.startsWith('Report history '))) {
    say();
    say(`${name}:`);
    for (const [section, text] of fake.sheetValues(name).slice(1)) if (section !== 'Vision') say(`  ${String(section).padEnd(12)} ${text}`);
  }
  say();
  say(columns(fake.sheetValues('Empires'), ['Empire', 'Race', 'Admiral', 'Move points', 'Treasury']));
  say();
  say(columns(fake.sheetValues('Fleets'), ['Fleet', 'Empire', 'Location', 'Status', 'CBPV', 'Check']));

  mkdirSync(OUT, { recursive: true });
  const names = fake.spreadsheet.getSheets().map((s: { getName(): string }) => s.getName());
  for (const name of names) writeFileSync(join(OUT, `${name}.csv`), formatCsv(fake.sheetValues(name) as never));
  const { campaign } = parseCampaign(new Map(names.map((n: string) => [n, fake.sheetValues(n) as Cell[][]])));
  writeMap(OUT, gmView(campaign));
  for (const [empire, view] of viewsFor(campaign)) writeMap(join(OUT, 'admirals', empire), view);
  const mailDir = join(OUT, 'mail');
  rmSync(mailDir, { recursive: true, force: true });
  if (fake.mail.sent.length) mkdirSync(mailDir);
  fake.mail.sent.forEach((m, i) => {
    const file = `${String(i + 1).padStart(2, '0')}-${m.to.replace(/@.*/, '').replace(/[^\w.-]/g, '_')}.txt`;
    writeFileSync(join(mailDir, file), `To: ${m.to}\nSubject: ${m.subject}\n\n${m.body}\n`);
  });
  say();
  if (fake.mail.sent.length) say(`Wrote the ${fake.mail.sent.length} e-mails it would send to ${mailDir}/`);
  say(`Sheets calls: ${fake.count('Range.getValues')} getValues, ${fake.count('Range.setValues')} setValues`);
  say(`Wrote ${names.length} tabs to ${OUT}/, the GM's map to ${OUT}/map.svg and map.html, each admiral's to ${OUT}/admirals/<EMPIRE>/`);
  const folders = writeAdmiralFolders(addOn.exportAdmiralBooks_());
  say(
    `Wrote each admiral's workbook to ${OUT}/admirals/ (${folders.map((d) => d.slice(d.lastIndexOf('/') + 1)).join(', ')}): only what that admiral may know`,
  );
}

// Bad input (a folder without CSVs, a tab that cannot be read) ends in a plain sentence, not a stack trace.
try {
  main();
} catch (e) {
  process.stderr.write(`Stopped: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
}
