// The in-memory Apps Script fake: the Sheets semantics the add-on's tests rely on.
import * as vm from 'vm';
import { createFakeServices, FakeHandle, FakeSpreadsheet, FakeSpreadsheetApp, FakeUi } from './fake';

function setup(opts = {}): { fake: FakeHandle; ss: FakeSpreadsheet; app: FakeSpreadsheetApp; globals: Record<string, unknown> } {
  const { globals, fake } = createFakeServices(opts);
  return { fake, ss: fake.spreadsheet, app: globals.SpreadsheetApp as FakeSpreadsheetApp, globals };
}

describe('ranges and dimensions', () => {
  it('starts with an empty 1000 x 26 Sheet1 whose cells read as empty strings', () => {
    const { ss } = setup();
    const sheet = ss.getSheets()[0];
    expect(sheet.getName()).toBe('Sheet1');
    expect([sheet.getMaxRows(), sheet.getMaxColumns(), sheet.getLastRow(), sheet.getLastColumn()]).toEqual([1000, 26, 0, 0]);
    expect(sheet.getDataRange().getA1Notation()).toBe('A1');
    expect(sheet.getRange('B2:C3').getValues()).toEqual([
      ['', ''],
      ['', ''],
    ]);
    expect(sheet.getRange(5, 5).getFormula()).toBe('');
  });

  it('throws the Sheets errors for ranges outside the sheet and for mismatched data', () => {
    const sheet = setup().ss.getSheets()[0];
    expect(() => sheet.getRange(1000, 1, 2, 1)).toThrow('The coordinates of the range are outside the dimensions of the sheet.');
    expect(() => sheet.getRange('AA1')).toThrow('The coordinates of the range are outside the dimensions of the sheet.');
    expect(() => sheet.getRange(0, 1)).toThrow('The starting row of the range is too small.');
    expect(() => sheet.getRange(1, 1, 0, 1)).toThrow('The number of rows in the range must be at least 1.');
    const range = sheet.getRange('A1:B2');
    expect(() =>
      range.setValues([
        [1, 2],
        [3, 4],
        [5, 6],
      ]),
    ).toThrow('The number of rows in the data does not match the number of rows in the range. The data has 3 but the range has 2.');
    expect(() => range.setValues([[1, 2], [3]])).toThrow(
      'The number of columns in the data does not match the number of columns in the range. The data has 1 but the range has 2.',
    );
    expect(() => range.setValues([1, 2] as never)).toThrow(
      "The parameters (number[]) don't match the method signature for SpreadsheetApp.Range.setValues.",
    );
  });

  it('resolves open-ended, whole-row and sheet-qualified A1 notation', () => {
    const { ss } = setup();
    const orders = ss.insertSheet('Orders KLI');
    expect(orders.getRange('A2:A').getA1Notation()).toBe('A2:A1000');
    expect(orders.getRange('A:C').getNumRows()).toBe(1000);
    expect(orders.getRange('2:3').getA1Notation()).toBe('A2:Z3');
    orders.getRange('B2').setValue('x');
    expect(ss.getRange("'Orders KLI'!B2").getValue()).toBe('x');
    expect(ss.getRange('Sheet1!A1:C3').getSheet().getName()).toBe('Sheet1');
    expect(() => ss.getRange('Nope!A1')).toThrow('Range not found');
  });

  it('parses written strings like typed input and keeps formulas apart from values', () => {
    const sheet = setup().ss.getSheets()[0];
    sheet.getRange('A1:E1').setValues([['12', 'true', "'007", '=NOPE()', 'text']]);
    expect(sheet.getRange('A1:E1').getValues()).toEqual([[12, true, '007', '#NAME?', 'text']]);
    expect(sheet.getRange('A1:E1').getFormulas()).toEqual([['', '', '', '=NOPE()', '']]);
    expect(sheet.getRange('A1:B1').getDisplayValues()).toEqual([['12', 'TRUE']]);
    sheet.getRange('F1').setNumberFormat('@').setValue('0042');
    expect(sheet.getRange('F1').getValue()).toBe('0042');
    expect([sheet.getLastRow(), sheet.getLastColumn()]).toEqual([1, 6]);
  });

  it('appends, inserts and deletes rows, moving named ranges along', () => {
    const { ss } = setup();
    const sheet = ss.getSheets()[0];
    sheet.appendRow(['a', 1]);
    sheet.appendRow(['b', 2]);
    ss.setNamedRange('Second', sheet.getRange('A2:B2'));
    sheet.insertRowsAfter(1, 2);
    expect(sheet.getMaxRows()).toBe(1002);
    expect(ss.getRangeByName('Second')!.getA1Notation()).toBe('A4:B4');
    expect(sheet.getRange('A4').getValue()).toBe('b');
    sheet.deleteRows(2, 2);
    expect(sheet.getRange('A1:B2').getValues()).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    expect(ss.getRangeByName('Second')!.getA1Notation()).toBe('A2:B2');
    expect(() => sheet.deleteRows(1000, 5)).toThrow('Those rows are out of bounds.');
  });

  it('clears values, formats, notes and validation with clear(), only values with clearContent()', () => {
    const { ss, app } = setup();
    const sheet = ss.getSheets()[0];
    const cell = sheet.getRange('A1').setValue(5).setNote('n').setBackground('#ff0000');
    cell.setDataValidation(app.newDataValidation().requireNumberBetween(1, 9).build());
    cell.clearContent();
    expect([cell.getValue(), cell.getNote(), cell.getBackground()]).toEqual(['', 'n', '#ff0000']);
    expect(cell.getDataValidation()).not.toBeNull();
    sheet.clear();
    expect([cell.getNote(), cell.getBackground(), cell.getDataValidation()]).toEqual(['', '#ffffff', null]);
  });
});

describe('sheets and named ranges', () => {
  it('manages sheets like Sheets does', () => {
    const { ss } = setup();
    const ships = ss.insertSheet('Ships');
    expect(ss.getActiveSheet().getName()).toBe('Ships');
    expect(() => ss.insertSheet('ships')).toThrow('A sheet with the name "ships" already exists. Please enter another name.');
    expect(ss.insertSheet('First', 0).getIndex()).toBe(1);
    expect(ss.getSheetByName('Missing')).toBeNull();
    expect(ss.getSheetByName('Ships')!.getSheetId()).toBe(ships.getSheetId());
    ss.deleteSheet(ships);
    expect(ss.getSheets().map((s) => s.getName())).toEqual(['First', 'Sheet1']);
  });

  it('sets, finds and removes named ranges', () => {
    const { ss } = setup();
    ss.setNamedRange('ShipsTable', ss.getRange('Sheet1!A1:C10'));
    expect(ss.getRangeByName('ShipsTable')!.getA1Notation()).toBe('A1:C10');
    expect(ss.getNamedRanges().map((n) => n.getName())).toEqual(['ShipsTable']);
    expect(ss.getRangeByName('Nope')).toBeNull();
    expect(() => ss.setNamedRange('Ships Table', ss.getRange('A1'))).toThrow();
    ss.removeNamedRange('ShipsTable');
    expect(ss.getRangeByName('ShipsTable')).toBeNull();
  });
});

describe('protections', () => {
  const setupPlayers = () => {
    const s = setup();
    s.ss.addEditors(['kli@example.com', 'fed@example.com']);
    s.ss.insertSheet('Orders KLI');
    return s;
  };

  it('mirrors the spreadsheet editors until the editor list is changed', () => {
    const { ss, fake } = setupPlayers();
    const p = ss.getSheetByName('Orders KLI')!.protect();
    expect(p.getEditors().map((u) => u.getEmail())).toEqual(['gm@example.com', 'kli@example.com', 'fed@example.com']);
    expect(fake.canEdit('fed@example.com', 'Orders KLI', 1, 1)).toBe(true);
    p.removeEditors(p.getEditors());
    p.addEditor('kli@example.com');
    expect(p.getEditors().map((u) => u.getEmail())).toEqual(['gm@example.com', 'kli@example.com']);
    expect(fake.canEdit('fed@example.com', 'Orders KLI', 1, 1)).toBe(false);
    expect(fake.canEdit('kli@example.com', 'Orders KLI', 1, 1)).toBe(true);
    expect(fake.canEdit('gm@example.com', 'Orders KLI', 1, 1)).toBe(true);
  });

  it('applies unprotected ranges, range protections and warning-only protections', () => {
    const { ss, app, fake } = setupPlayers();
    const sheet = ss.getSheetByName('Orders KLI')!;
    const p = sheet.protect().setDescription('KLI orders');
    p.removeEditors(['kli@example.com', 'fed@example.com', 'gm@example.com']);
    p.setUnprotectedRanges([sheet.getRange('A2:C')]);
    expect(fake.canEdit('kli@example.com', 'Orders KLI', 1, 1)).toBe(false);
    expect(fake.canEdit('kli@example.com', 'Orders KLI', 5, 2)).toBe(true);
    const header = sheet.getRange('A2:C2').protect();
    header.removeEditor('kli@example.com');
    header.removeEditor('fed@example.com');
    expect(fake.canEdit('kli@example.com', 'Orders KLI', 2, 2)).toBe(false);
    header.setWarningOnly(true);
    expect(fake.canEdit('kli@example.com', 'Orders KLI', 2, 2)).toBe(true);
    expect(app.ProtectionType.SHEET).toBe('SHEET');
    expect(ss.getProtections(app.ProtectionType.SHEET).map((x) => x.getDescription())).toEqual(['KLI orders']);
    expect(sheet.getProtections(app.ProtectionType.RANGE)[0].getRange().getA1Notation()).toBe('A2:C2');
    expect(sheet.protect().getDescription()).toBe('KLI orders');
    ss.getProtections(app.ProtectionType.RANGE)[0].remove();
    expect(ss.getProtections(app.ProtectionType.RANGE)).toHaveLength(0);
  });

  it('lets domain editing through for users in the owner domain', () => {
    const { ss, fake } = setupPlayers();
    const p = ss.getRange('Sheet1!A1').protect();
    p.removeEditors(['kli@example.com', 'fed@example.com']);
    expect(fake.canEdit('kli@example.com', 'Sheet1', 1, 1)).toBe(false);
    p.setDomainEdit(true);
    expect(fake.canEdit('kli@example.com', 'Sheet1', 1, 1)).toBe(true);
    expect(fake.canEdit('kli@other.org', 'Sheet1', 1, 1)).toBe(false);
  });
});

describe('data validation', () => {
  it('builds rules and stores them per cell', () => {
    const { ss, app } = setup();
    const rule = app.newDataValidation().requireValueInList(['Move', 'Hold'], true).setAllowInvalid(false).setHelpText('Pick one').build();
    const range = ss.getRange('A1:A2');
    range.setDataValidation(rule);
    const read = range.getDataValidations();
    expect(read[1][0]!.getCriteriaType()).toBe(app.DataValidationCriteria.VALUE_IN_LIST);
    expect(read[1][0]!.getCriteriaValues()).toEqual([['Move', 'Hold'], true]);
    expect([rule.getAllowInvalid(), rule.getHelpText()]).toEqual([false, 'Pick one']);
    expect(rule.copy().requireNumberGreaterThanOrEqualTo(0).build().getCriteriaValues()).toEqual([0]);
    range.setDataValidation(null);
    expect(range.getDataValidation()).toBeNull();
  });

  it('reads empty checkbox cells as false and counts them as content', () => {
    const { ss, app } = setup();
    const sheet = ss.getSheets()[0];
    sheet.getRange('B1:B3').setDataValidation(app.newDataValidation().requireCheckbox().build());
    expect(sheet.getRange('B1:B3').getValues()).toEqual([[false], [false], [false]]);
    expect(sheet.getLastRow()).toBe(3);
  });
});

describe('ui', () => {
  const ui = (s: ReturnType<typeof setup>) => s.app.getUi() as FakeUi;

  it('answers alerts from the queue, with YES / OK by default', () => {
    const s = setup();
    const u = ui(s);
    expect(u.alert('Hello')).toBe(u.Button.OK);
    s.fake.ui.queueResponse('NO');
    expect(u.alert('Sure?', u.ButtonSet.YES_NO)).toBe('NO');
    expect(u.alert('Title', 'Again?', u.ButtonSet.YES_NO)).toBe('YES');
    expect(u.alert('Go on?', u.ButtonSet.OK_CANCEL)).toBe('OK');
    expect(s.fake.ui.alerts).toEqual([
      { prompt: 'Hello', response: 'OK' },
      { prompt: 'Sure?', buttons: 'YES_NO', response: 'NO' },
      { title: 'Title', prompt: 'Again?', buttons: 'YES_NO', response: 'YES' },
      { prompt: 'Go on?', buttons: 'OK_CANCEL', response: 'OK' },
    ]);
    s.fake.ui.queueResponse('YES');
    expect(() => u.alert('x', u.ButtonSet.OK_CANCEL)).toThrow('not a button of ButtonSet.OK_CANCEL');
  });

  it('answers prompts and records toasts and dialogs', () => {
    const s = setup();
    s.fake.ui.queuePrompt('Klingons', 'OK');
    const answer = ui(s).prompt('Empire?', ui(s).ButtonSet.OK_CANCEL);
    expect([answer.getResponseText(), answer.getSelectedButton()]).toEqual(['Klingons', 'OK']);
    expect(ui(s).prompt('Again?').getResponseText()).toBe('');
    s.ss.toast('Saved', 'Campaign');
    ui(s).showSidebar({ getContent: () => '<p>hi</p>' });
    expect(s.fake.ui.toasts).toEqual([{ message: 'Saved', title: 'Campaign', timeout: 5 }]);
    expect(s.fake.ui.dialogs[0]).toMatchObject({ kind: 'sidebar', content: '<p>hi</p>' });
  });

  it('records menus with separators and flattened submenus', () => {
    const s = setup();
    const u = ui(s);
    const sub = u.createMenu('Turn').addItem('Advance', 'menuAdvance');
    u.createAddonMenu().addItem('New', 'menuNew').addSeparator().addSubMenu(sub).addToUi();
    expect(s.fake.ui.menus).toEqual([
      {
        title: '',
        isAddonMenu: true,
        items: [
          { label: 'New', functionName: 'menuNew' },
          { label: 'Advance', functionName: 'menuAdvance', submenu: 'Turn', separatorBefore: true },
        ],
      },
    ]);
  });
});

describe('services', () => {
  it('fails to lock when the lock is held elsewhere', () => {
    const { fake, globals } = setup();
    const locks = globals.LockService as {
      getDocumentLock(): { tryLock(ms: number): boolean; waitLock(ms: number): void; hasLock(): boolean; releaseLock(): void };
    };
    const lock = locks.getDocumentLock();
    expect(lock.tryLock(1000)).toBe(true);
    expect(fake.lock.held.document).toBe(true);
    lock.releaseLock();
    expect(lock.hasLock()).toBe(false);
    fake.lock.heldElsewhere = true;
    expect(lock.tryLock(1000)).toBe(false);
    expect(() => lock.waitLock(1000)).toThrow('Lock timeout: another process was holding the lock for too long.');
  });

  it('stores properties as strings and rejects values over 9 KB', () => {
    const { fake, globals } = setup();
    const props = (globals.PropertiesService as { getDocumentProperties(): import('./fake').FakeProperties }).getDocumentProperties();
    props.setProperty('turn', 3).setProperties({ a: true });
    expect([props.getProperty('turn'), props.getProperty('a'), props.getProperty('none')]).toEqual(['3', 'true', null]);
    expect(props.getKeys().sort()).toEqual(['a', 'turn']);
    expect(() => props.setProperty('big', 'x'.repeat(9 * 1024 + 1))).toThrow('Argument too large: value');
    props.deleteProperty('a');
    expect(fake.properties.document).toEqual({ turn: '3' });
  });

  it("keeps the script cache within Google's limits: 250-character keys, 100 KB values, 6 hours, 1,000 items", () => {
    const { fake, globals } = setup();
    const cache = (globals.CacheService as import('./fake').FakeCacheService).getScriptCache();
    cache.putAll({ a: '1', b: '2' }, 60);
    expect([cache.get('a'), cache.get('none')]).toEqual(['1', null]);
    expect(cache.getAll(['a', 'b', 'none'])).toEqual({ a: '1', b: '2' });
    expect(() => cache.put('k'.repeat(251), 'x')).toThrow('Argument too large: key');
    // 100 KB of UTF-8: 50,001 two-byte characters are too many, though they are fewer than 100,000 characters.
    expect(() => cache.put('big', 'é'.repeat(50_001))).toThrow('Argument too large: value');
    cache.put('ok', 'x'.repeat(100_000));
    expect(() => cache.put('long', 'x', 21601)).toThrow('Invalid argument: expirationInSeconds');
    cache.put('day', 'x', 21600);
    // An item is gone once its time is up (600 seconds when none is given).
    cache.put('short', 'x');
    fake.clock.offset += 60 * 1000 + 1;
    expect([cache.get('a'), cache.get('short'), cache.get('day')]).toEqual([null, 'x', 'x']);
    fake.clock.offset += 540 * 1000;
    expect([cache.get('short'), cache.get('day')]).toEqual([null, 'x']);
    // Past 1,000 items, the 900 farthest from expiring are kept.
    cache.putAll(Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`n${i}`, 'x'])), 600);
    expect(fake.cache.size).toBe(900);
    expect(cache.get('day')).toBe('x');
    cache.removeAll(['day']);
    expect(cache.get('day')).toBeNull();
  });

  it('works as the global object of a vm context', () => {
    const { globals, fake } = setup({ owner: 'gm@example.com', activeUser: 'kli@example.com' });
    const ctx = vm.createContext(globals);
    const out = vm.runInContext(
      `const s = SpreadsheetApp.getActiveSpreadsheet().insertSheet('Log');
       s.getRange(1, 1, 1, 2).setValues([[Session.getActiveUser().getEmail(), new Date(Date.UTC(2024, 0, 2))]]);
       Logger.log('rows: %s', s.getLastRow());
       console.warn('careful');
       Utilities.formatDate(s.getRange('B1').getValue(), 'UTC', 'yyyy-MM-dd');`,
      ctx,
    );
    expect(out).toBe('2024-01-02');
    expect(fake.sheetValues('Log')[0][0]).toBe('kli@example.com');
    expect(fake.logs).toEqual(['rows: 1', '[warn] careful']);
  });
});

describe('call counting', () => {
  it('counts every call by Class.method, and not internal work', () => {
    const { ss, fake, app } = setup();
    fake.loadTab('Ships', [['Id'], ['s1'], ['s2']]);
    fake.resetCalls();
    const sheet = ss.getSheetByName('Ships')!;
    sheet.getRange('A1:A3').getValues();
    sheet.getDataRange().getValues();
    app.getUi().alert('hi');
    fake.sheetValues('Ships');
    expect(fake.calls).toEqual({
      'Spreadsheet.getSheetByName': 1,
      'Sheet.getRange': 1,
      'Sheet.getDataRange': 1,
      'Range.getValues': 2,
      'SpreadsheetApp.getUi': 1,
      'Ui.alert': 1,
    });
    expect(fake.count('Range')).toBe(2);
    expect(fake.count('Range.getValues')).toBe(2);
    expect(fake.count('Range.getValue')).toBe(0);
    fake.resetCalls();
    expect(fake.calls).toEqual({});
  });
});

describe('formulas', () => {
  const sumColumn = (range: unknown) =>
    (range as unknown[][])
      .flat()
      .filter((v) => typeof v === 'number')
      .reduce((a: number, b) => a + (b as number), 0);

  it('evaluates registered functions with ranges, named ranges, literals and other sheets', () => {
    const { ss, fake } = setup();
    fake.loadTab('Ships', [
      ['Id', 'BPV'],
      ['s1', 100],
      ['s2', 50],
    ]);
    ss.setNamedRange('ShipsTable', ss.getRange('Ships!A1:B3'));
    fake.setFunctions({ TOTAL: sumColumn, ROWS_OF: (t) => (t as unknown[][]).length, ECHO: (...a) => a.join('|') });
    const sheet = ss.getSheets()[0];
    sheet
      .getRange('A1:D1')
      .setValues([['=TOTAL(Ships!B2:B)', '=ROWS_OF(ShipsTable)', '=ECHO(1, "a ""b""", TRUE, Ships!A2)', "=total('Ships'!B:B)"]]);
    expect(sheet.getRange('A1:D1').getValues()).toEqual([[150, 3, '1|a "b"|true|s1', 150]]);
    expect(sheet.getRange('A1').getFormula()).toBe('=TOTAL(Ships!B2:B)');
    ss.getRange('Ships!B2').setValue(1);
    expect(sheet.getRange('A1').getValue()).toBe(51);
  });

  it('keeps a named range its size when rows are added below it, while an open-ended reference sees them', () => {
    const { ss, fake } = setup();
    fake.setFunctions({ TOTAL: sumColumn });
    const sheet = ss.getSheets()[0];
    sheet.getRange('A1:A2').setValues([['Amount'], [1]]);
    ss.setNamedRange('Ledger', sheet.getRange(1, 1, sheet.getMaxRows(), 1));
    sheet.insertRowsAfter(sheet.getMaxRows(), 5); // the sheet grows at its end, as the add-on grows a tab
    sheet.getRange(sheet.getMaxRows(), 1).setValue(20);
    sheet.appendRow([200]);
    sheet.getRange('B1:C1').setValues([['=TOTAL(Ledger)', '=TOTAL(A:A)']]);
    expect(ss.getRangeByName('Ledger')!.getA1Notation()).toBe('A1:A1000');
    expect(sheet.getRange('B1:C1').getValues()).toEqual([[1, 221]]);
    sheet.insertRowsAfter(1, 1); // a row inserted inside the range does widen it
    expect(ss.getRangeByName('Ledger')!.getA1Notation()).toBe('A1:A1001');
  });

  it('spills arrays down and right and counts them in the used area', () => {
    const { ss, fake } = setup();
    fake.setFunctions({
      GRID: () => [
        [1, 2],
        [3, 4],
      ],
      COLUMN: () => ['x', 'y', 'z'],
    });
    const sheet = ss.getSheets()[0];
    sheet.getRange('B2').setFormula('=GRID()');
    sheet.getRange('E1').setValue('=COLUMN()');
    expect(sheet.getRange('B2:C3').getValues()).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(sheet.getRange('C3').getFormula()).toBe('');
    expect(fake.sheetValues('Sheet1')).toEqual([
      ['', '', '', '', 'x'],
      ['', 1, 2, '', 'y'],
      ['', 3, 4, '', 'z'],
    ]);
    sheet.getRange('C3').setValue('blocker');
    expect(sheet.getRange('B2:C2').getValues()).toEqual([['#REF!', '']]);
    expect(fake.formulaErrors()).toEqual({ 'Sheet1!B2': 'Array result was not expanded because it would overwrite data in C3.' });
  });

  it("builds array literals from values and ranges, and constrains an array to a size read from a cell (the live checks' forms)", () => {
    const { ss, fake } = setup();
    fake.loadTab('Checks', [['Check'], [2], ['ok 1'], ['ok 2'], [''], [''], ['']]);
    fake.setFunctions({ ECHO: (ids, rows) => [[JSON.stringify(ids)], [JSON.stringify(rows)]] });
    const sheet = ss.getSheets()[0];
    sheet.getRange('A1:B3').setValues([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
    ]);
    // Support page 6208276: a semicolon stacks below, a comma side by side.
    sheet.getRange('D1').setFormula('=ECHO({"KLI";"KZI"}, {A1:B2; A3:B3})');
    expect(sheet.getRange('D1:D2').getValues()).toEqual([['[["KLI"],["KZI"]]'], ['[["a","b"],["c","d"],["e","f"]]']]);
    sheet.getRange('E1').setFormula('={1, "x"; A1, B1}');
    expect(sheet.getRange('E1:F2').getValues()).toEqual([
      [1, 'x'],
      ['a', 'b'],
    ]);
    // A range of another tab shown here, cut to as many rows as a cell of that tab says: the used area ends there.
    sheet.getRange('H2').setFormula("=ARRAY_CONSTRAIN('Checks'!A3:A, 'Checks'!A2, 1)");
    expect(sheet.getRange('H1:H4').getValues()).toEqual([[''], ['ok 1'], ['ok 2'], ['']]);
    expect(sheet.getLastRow()).toBe(3);
    expect(fake.formulaErrors()).toEqual({});
    sheet.getRange('I1').setFormula("=ARRAY_CONSTRAIN('Checks'!A3:A, 10, 1)"); // more rows than there are: all of them
    expect(sheet.getRange('I1:I6').getValues()).toEqual([['ok 1'], ['ok 2'], [''], [''], [''], ['']]);
    // Parts of another size than their neighbours' give #VALUE!, as in Sheets.
    sheet.getRange('J1:K1').setValues([['={A1:A2, B1:B3}', '={A1:B1; A2}']]);
    expect(sheet.getRange('J1:K1').getValues()).toEqual([['#VALUE!', '#VALUE!']]);
  });

  it('shows #ERROR!, #NAME? and #REF! like Sheets', () => {
    const { ss, fake } = setup();
    fake.setFunctions({
      BOOM: () => {
        throw new Error('bad fleet');
      },
      SELF: (r) => r,
    });
    const sheet = ss.getSheets()[0];
    sheet.getRange('A1:D1').setValues([['=BOOM()', '=MISSING(1)', '=SELF(A1:C1)', '=SUM(1, 2)']]);
    sheet.getRange('A2:B2').setValues([['=SELF(B2)', '=SELF(A2)']]);
    expect(sheet.getRange('A1:D2').getValues()).toEqual([
      ['#ERROR!', '#NAME?', '#REF!', ''],
      ['#REF!', '#REF!', '', ''],
    ]);
    expect(fake.formulaErrors()['Sheet1!A1']).toBe('bad fleet');
    // Range.getValues returns what the cell shows: an error reads back as its error text.
    sheet.getRange('E1:H1').setValues([['=1+2', '=E1/0', '="x"*2', '=F1+1']]);
    expect(sheet.getRange('E1:H1').getValues()).toEqual([[3, '#DIV/0!', '#VALUE!', '#DIV/0!']]);
  });

  it('feeds spilled values to other formulas and recomputes after any change', () => {
    const { ss, fake } = setup();
    fake.setFunctions({
      GRID: () => [
        [1, 2],
        [3, null],
      ],
      TOTAL: sumColumn,
    });
    const sheet = ss.getSheets()[0];
    sheet.getRange('A1').setFormula('=GRID()');
    sheet.getRange('D1').setFormula('=TOTAL(A1:B2)');
    expect(sheet.getRange('D1').getValue()).toBe(6);
    fake.setFunctions({ GRID: () => [[10], [20]] });
    expect(sheet.getRange('A1:D2').getValues()).toEqual([
      [10, '', '', 30],
      [20, '', '', ''],
    ]);
  });

  it('displays numbers and dates minimally and hands out copies of stored dates', () => {
    const sheet = setup().ss.getSheets()[0];
    const day = new Date(Date.UTC(2024, 4, 1));
    sheet.getRange('A1:C1').setValues([[0.1 + 0.2, day, 2.5]]);
    sheet.getRange('C1').setNumberFormat('0.00');
    expect(sheet.getRange('A1:C1').getDisplayValues()).toEqual([['0.3', '5/1/2024', '2.50']]);
    (sheet.getRange('B1').getValue() as Date).setUTCFullYear(1999);
    day.setUTCFullYear(1998);
    expect((sheet.getRange('B1').getValue() as Date).getUTCFullYear()).toBe(2024);
  });

  it('does not count evaluation as calls', () => {
    const { ss, fake } = setup();
    fake.setFunctions({ ONE: () => 1 });
    ss.getRange('A1').setValue('=ONE()');
    fake.resetCalls();
    expect(ss.getRange('A1').getDisplayValue()).toBe('1');
    expect(fake.calls).toEqual({ 'Spreadsheet.getRange': 1, 'Range.getDisplayValue': 1 });
  });
});

describe('what Sheets enforces', () => {
  it('Sheet.getRangeList: ranges of that sheet from a non-empty list of A1 notations, each checked against its size; getRanges gives each as a Range', () => {
    const { fake, ss } = setup();
    const sheet = ss.getSheetByName('Sheet1')!;
    const other = ss.insertSheet('Other');
    expect(() => sheet.getRangeList([])).toThrow(/must not be empty/);
    expect(() => sheet.getRangeList(['A1', "'Other'!A1"])).toThrow(/Range not found/);
    expect(() => sheet.getRangeList(['A1:B2', `A${sheet.getMaxRows()}:A${sheet.getMaxRows() + 1}`])).toThrow(/outside the dimensions/);
    expect(() => sheet.getRangeList(['A1', 'not a range'])).toThrow(/Range not found/);
    fake.resetCalls();
    const ranges = sheet.getRangeList(['A1:B2', 'Sheet1!D5:D6']).getRanges();
    expect(ranges.map((r) => r.getA1Notation())).toEqual(['A1:B2', 'D5:D6']);
    ranges[1].setValues([['x'], ['y']]);
    expect(sheet.getRange('D5:D6').getValues()).toEqual([['x'], ['y']]);
    expect(other.getRange('D5').getValue()).toBe('');
    expect([fake.count('Sheet.getRangeList'), fake.count('RangeList.getRanges')]).toEqual([1, 1]);
  });

  it('refuses a cell over 50,000 characters, writing nothing of the call', () => {
    const { ss } = setup();
    const range = ss.getSheetByName('Sheet1')!.getRange('A1:B1');
    expect(() => range.setValues([['ok', 'x'.repeat(50001)]])).toThrow(/more than the maximum of 50000 characters in a single cell/);
    expect(range.getValues()).toEqual([['', '']]);
    expect(() => range.getCell(1, 1).setValue('y'.repeat(50001))).toThrow(/50000/);
    range.getCell(1, 1).setValue('z'.repeat(50000));
  });

  it('reads typed input as Sheets does: =... as its value, date-like text as a Date, plain text kept', () => {
    const { fake, ss } = setup();
    const sheet = ss.getSheetByName('Sheet1')!;
    fake.type('Sheet1', 'A1', '=2*21');
    fake.type('Sheet1', 'B1', '2026-03-01');
    fake.type('Sheet1', 'C1', '3/1/2026');
    sheet.getRange('D1').setNumberFormat('@');
    fake.type('Sheet1', 'D1', '=2*21');
    const [a, b, c, d] = sheet.getRange('A1:D1').getValues()[0];
    expect(a).toBe(42);
    expect(sheet.getRange('A1').getFormula()).toBe('=2*21');
    expect([b, c].map((v) => (v as Date).toISOString())).toEqual(['2026-03-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z']);
    expect(d).toBe('=2*21');
  });

  it('lets a test act as a user: protected cells refuse edits from anyone not an editor', () => {
    const { fake, ss, globals } = setup({ owner: 'gm@example.com' });
    const sheet = ss.getSheetByName('Sheet1')!;
    const p = sheet.getRange('A1:A2').protect();
    p.removeEditors(p.getEditors());
    fake.actAs('kli@example.com');
    expect((globals.Session as { getEffectiveUser(): { getEmail(): string } }).getEffectiveUser().getEmail()).toBe('kli@example.com');
    expect(() => sheet.getRange('A2').setValue('x')).toThrow(/You are trying to edit a protected cell/);
    sheet.getRange('B2').setValue('x');
    expect(p.canEdit()).toBe(false);
    expect(() => fake.type('Sheet1', 'A1', 'y')).toThrow(/protected/);
  });

  it('fails the k-th write call when asked, and counts write calls', () => {
    const { fake, ss } = setup();
    const sheet = ss.getSheetByName('Sheet1')!;
    fake.failWrite(2);
    sheet.getRange('A1').setValue(1);
    expect(() => sheet.getRange('A2').setValue(2)).toThrow(/Service Spreadsheets failed/);
    sheet.getRange('A3').setValue(3);
    expect(fake.faults.writes).toBe(3);
    expect(sheet.getRange('A1:A3').getValues()).toEqual([[1], [''], [3]]);
  });
});

describe('embedded charts (Sheet.newChart, EmbeddedChartBuilder, insertChart)', () => {
  it('a built chart is drawn only once inserted; modify + updateChart replaces it; removeChart deletes it', () => {
    const { ss } = setup();
    const sheet = ss.getSheets()[0];
    const chart = sheet
      .newChart()
      .asScatterChart()
      .addRange(sheet.getRange('A1:C5'))
      .setOption('title', 'Map')
      .setPosition(2, 3, 0, 0)
      .build();
    expect(sheet.getCharts()).toHaveLength(0);
    sheet.insertChart(chart);
    expect(sheet.getCharts()).toHaveLength(1);
    expect(sheet.getCharts()[0].getOptions().get('title')).toBe('Map');
    expect(sheet.getCharts()[0].getRanges()[0].getA1Notation()).toBe('A1:C5');
    sheet.updateChart(sheet.getCharts()[0].modify().setOption('title', 'Map 2').build());
    expect(sheet.getCharts().map((c) => c.getOptions().get('title'))).toEqual(['Map 2']);
    sheet.removeChart(sheet.getCharts()[0]);
    expect(sheet.getCharts()).toHaveLength(0);
  });

  it('refuses a range of another spreadsheet and an anchor before row or column 1', () => {
    const { ss } = setup();
    const other = setup().ss.getSheets()[0];
    const builder = ss.getSheets()[0].newChart();
    expect(() => builder.addRange(other.getRange('A1:B2'))).toThrow(/same spreadsheet/);
    expect(() => builder.setPosition(0, 1, 0, 0)).toThrow(/anchor/);
  });
});

describe('saved states and fingerprints (the fault sweeps, test/support/journal.ts)', () => {
  it('restoreState takes the drive back: a spreadsheet made since is gone, the next made gets the same id, sharing and triggers as then', () => {
    const { fake, app } = setup();
    const book = app.create('first');
    book.addEditor('a@example.com');
    const saved = fake.saveState();
    const first = fake.fingerprint();
    book.addEditor('b@example.com');
    const later = app.create('second');
    fake.drive.triggers.push({ uid: '1', handler: 'h', kind: 'CLOCK', source: '', owner: 'gm@example.com' });
    expect(fake.fingerprint()).not.toBe(first);
    fake.restoreState(saved);
    expect([...fake.drive.files.keys()]).toEqual([fake.spreadsheet.getId(), book.getId()]);
    expect(book.getEditors().map((u) => u.getEmail())).toEqual(['gm@example.com', 'a@example.com']);
    expect(fake.drive.triggers).toEqual([]);
    expect(app.create('second').getId()).toBe(later.getId());
    fake.restoreState(saved);
    expect(fake.fingerprint()).toBe(first);
  });

  it('the fingerprint changes with anything a script can read back, and is the same for the same state reached again', () => {
    const { fake, ss, app } = setup();
    // A tab's facade is taken afresh after each restore, as a script's next execution does.
    const sheet = () => ss.getSheets()[0];
    const saved = fake.saveState();
    const base = fake.fingerprint();
    const changes: [string, () => void][] = [
      ['a value', () => sheet().getRange('A1').setValue(1)],
      ['a number format', () => sheet().getRange('A1').setNumberFormat('@')],
      ['a format', () => sheet().getRange('B2').setBackground('#ff0000')],
      ['a note', () => sheet().getRange('B2').setNote('n')],
      [
        'a validation',
        () =>
          sheet()
            .getRange('C3')
            .setDataValidation(app.newDataValidation().requireValueInList(['a']).build()),
      ],
      ['a protection', () => sheet().protect().addEditor('x@example.com')],
      ['a frozen row', () => sheet().setFrozenRows(1)],
      ['a tab', () => ss.insertSheet('More')],
      ['a named range', () => ss.setNamedRange('N', sheet().getRange('A1'))],
      ['a property', () => (fake.properties.document.k = 'v')],
    ];
    const seen = new Set([base]);
    for (const [what, change] of changes) {
      fake.restoreState(saved);
      change();
      const now = fake.fingerprint();
      expect([what, seen.has(now)]).toEqual([what, false]);
      seen.add(now);
    }
    fake.restoreState(saved);
    expect(fake.fingerprint()).toBe(base);
    // Setting what is there already changes nothing.
    sheet().setFrozenRows(0);
    expect(fake.fingerprint()).toBe(base);
  });
});
