// dist/Code.js as Apps Script loads it: one file, top-level functions, nothing from Node.
import { readFileSync, existsSync } from 'fs';
import { join } from 'path';
import * as vm from 'vm';
import ts from 'typescript';
import { MENU, menuHandlers } from '../src/sheets/views/menu';

const ROOT = join(__dirname, '..');
const CODE = join(ROOT, 'dist/Code.js');
const CUSTOM_FUNCTIONS = [
  'FLEET_CBPV',
  'FLEET_LIMIT',
  'FLEET_CHECK',
  'MOVE_POINTS',
  'BUILD_COST',
  'TREASURY',
  'RELATION',
  'DECLARE_CHANCE',
  'ORDER_CHECKS',
];

function code(): string {
  if (!existsSync(CODE)) throw new Error('dist/Code.js is missing: run npm run build (npm test does it first)');
  return readFileSync(CODE, 'utf8');
}

/** Code.js parsed as ES2020, parent nodes set (for JSDoc): parsed once, for the tests that read it. */
let codeFile: ts.SourceFile | undefined;
const sourceFile = (): ts.SourceFile =>
  (codeFile ??= ts.createSourceFile('Code.js', code(), ts.ScriptTarget.ES2020, true, ts.ScriptKind.JS));

/** Top-level function declarations with the JSDoc block right above each. */
function topLevelFunctions(): { name: string; params: string[]; jsdoc: string }[] {
  const file = sourceFile();
  return file.statements.filter(ts.isFunctionDeclaration).map((f) => ({
    name: f.name!.text,
    params: f.parameters.map((p) => p.name.getText(file)),
    jsdoc: ts
      .getJSDocCommentsAndTags(f)
      .map((d) => d.getText(file))
      .join('\n'),
  }));
}

describe('dist/Code.js', () => {
  it('is ES2020 with no import or export', () => {
    expect(code()).not.toMatch(/^\s*(import|export)\s/m);
    expect(sourceFile).not.toThrow();
  });

  it('loads in a bare vm context, with no Node globals, and defines the entry points', () => {
    const ctx = vm.createContext({});
    vm.runInContext(code(), ctx);
    for (const name of ['onOpen', 'onInstall', ...CUSTOM_FUNCTIONS]) expect(typeof ctx[name]).toBe('function');
    expect(vm.runInContext('typeof require + typeof process + typeof Buffer', ctx)).toBe('undefinedundefinedundefined');
  });

  it("resolves every menu item's handler to a global function; an unknown user gets the admirals' menu", () => {
    const added: string[] = [];
    const menu = {
      addItem: (_: string, fn: string) => (added.push(fn), menu),
      addSeparator: () => menu,
      addSubMenu: () => menu,
      addToUi: () => undefined,
    };
    // A bare context: no Session, as in an onOpen that may not read who the user is.
    const ctx = vm.createContext({ SpreadsheetApp: { getUi: () => ({ createAddonMenu: () => menu, createMenu: () => menu }) } });
    vm.runInContext(code(), ctx);
    ctx.onOpen();
    expect(added).toEqual(['menuCheckMyOrders', 'menuMap', 'menuShowGmMenu']);
    expect(menuHandlers()).toEqual(expect.arrayContaining(MENU.flatMap((m) => (m && 'handler' in m ? [m.handler] : []))));
    for (const fn of menuHandlers()) expect(typeof ctx[fn]).toBe('function');
  });

  it('declares each custom function at top level with its @customfunction JSDoc and real parameter names', () => {
    const fns = topLevelFunctions();
    const custom = fns.filter((f) => /@customfunction/.test(f.jsdoc)).map((f) => f.name);
    expect(custom.sort()).toEqual([...CUSTOM_FUNCTIONS].sort());
    for (const f of fns.filter((x) => CUSTOM_FUNCTIONS.includes(x.name))) {
      const documented = [...f.jsdoc.matchAll(/@param\s+\{[^}]*\}\s+(\w+)/g)].map((m) => m[1]);
      expect(documented).toEqual(f.params);
      expect(f.params.every((p) => /^[a-z_]+$/.test(p))).toBe(true);
    }
  });
});

describe('type boundary', () => {
  /**
   * The files the probes' programs read (the libraries' declarations), each parsed once: the configs differ
   * only in their lib and types, which choose the files, not how one parses (issue 29, test time).
   */
  const parsed = new Map<string, ts.SourceFile | undefined>();
  /** The type errors of a probe file compiled under a tsconfig, as if it were `dir/__probe__.ts`. */
  function probeErrors(configPath: string, dir: string, text: string): string[] {
    const config = ts.getParsedCommandLineOfConfigFile(
      join(ROOT, configPath),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
    )!;
    const probe = join(ROOT, dir, '__probe__.ts');
    const host = ts.createCompilerHost(config.options);
    const read = host.readFile;
    host.readFile = (f) => (f === probe ? text : read(f));
    host.fileExists = (
      (exists) => (f: string) =>
        f === probe || exists(f)
    )(host.fileExists);
    const get = host.getSourceFile;
    host.getSourceFile = (f, version, ...rest) => {
      if (f === probe) return get(f, version, ...rest);
      const key = `${typeof version === 'object' ? version.languageVersion : version} ${f}`;
      if (!parsed.has(key)) parsed.set(key, get(f, version, ...rest));
      return parsed.get(key);
    };
    const program = ts.createProgram([probe], config.options, host);
    return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  }
  const unknown = (messages: string[], name: string) => messages.some((m) => m.startsWith(`Cannot find name '${name}'.`));

  it('rejects a Node-only API in code that runs in Apps Script', () => {
    const messages = probeErrors('tsconfig.json', 'src', "export const home = process.env.HOME; export const b = Buffer.from('x');");
    expect(unknown(messages, 'process')).toBe(true);
    expect(unknown(messages, 'Buffer')).toBe(true);
  });

  it('rejects Apps Script, DOM and Node names in the engine (src/engine/tsconfig.json), which src/sheets may use', () => {
    const host = 'export const ss = SpreadsheetApp.getActive(); export const d = document.title; export const p = process.env.HOME;';
    const engine = probeErrors('src/engine/tsconfig.json', 'src/engine', host);
    for (const name of ['SpreadsheetApp', 'document', 'process']) expect(unknown(engine, name)).toBe(true);
    expect(probeErrors('tsconfig.json', 'src/sheets', 'export const ss = SpreadsheetApp.getActive();')).toEqual([]);
  });
});

describe('manifests: the least scopes for each route', () => {
  const scopes = (file: string) =>
    (JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as { oauthScopes: string[] }).oauthScopes.map((s) =>
      s.replace('https://www.googleapis.com/auth/', ''),
    );
  // Both send mail: MailApp.sendEmail needs script.send_mail (developers.google.com/apps-script/reference/mail/mail-app),
  // for the Campaign's "Mail admirals" (src/sheets/books/mail.ts).
  it('shared workbook: this spreadsheet only, its menus and dialogs, who is signed in, and e-mail to the admirals', () => {
    expect(scopes('appsscript.json').sort()).toEqual([
      'script.container.ui',
      'script.send_mail',
      'spreadsheets.currentonly',
      'userinfo.email',
    ]);
  });
  it('private workbooks: other spreadsheets (create, open, share) and installable triggers as well', () => {
    expect(scopes('appsscript.private.json').sort()).toEqual([
      'script.container.ui',
      'script.scriptapp',
      'script.send_mail',
      'spreadsheets',
      'userinfo.email',
    ]);
  });
});
