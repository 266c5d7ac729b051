// Ui (dialogs, menus, sidebars) and the record of what the script showed, with scripted answers.

import { counted, enumOf } from './base';
import type { Workbook } from './workbook';

export const Button = enumOf('OK', 'CANCEL', 'YES', 'NO', 'CLOSE');
export const ButtonSet = enumOf('OK', 'OK_CANCEL', 'YES_NO', 'YES_NO_CANCEL');
export type ButtonName = keyof typeof Button;
export type ButtonSetName = keyof typeof ButtonSet;

const BUTTONS: Record<ButtonSetName, ButtonName[]> = {
  OK: ['OK'],
  OK_CANCEL: ['OK', 'CANCEL'],
  YES_NO: ['YES', 'NO'],
  YES_NO_CANCEL: ['YES', 'NO', 'CANCEL'],
};

export interface AlertRecord {
  title?: string;
  prompt: string;
  buttons?: ButtonSetName;
  /** The button the fake user pressed. */
  response: ButtonName;
}
export interface PromptRecord extends AlertRecord {
  responseText: string;
}
export interface ToastRecord {
  message: string;
  title: string;
  timeout: number;
}
export interface MenuItemRecord {
  label: string;
  functionName: string;
  /** Title of the submenu holding the item ('Outer > Inner' when nested); absent at top level. */
  submenu?: string;
  /** A separator was added just before this item. */
  separatorBefore?: boolean;
}
export interface MenuRecord {
  title: string;
  /** All items, submenu items flattened in place. */
  items: MenuItemRecord[];
  isAddonMenu: boolean;
}
export interface DialogRecord {
  kind: 'sidebar' | 'modal' | 'modeless';
  title?: string;
  /** getContent() of the HtmlOutput when it has one, else String(html). */
  content: string;
  html: unknown;
}

/** Everything the script showed, plus the answers tests script for upcoming dialogs. */
export class UiLog {
  readonly alerts: AlertRecord[] = [];
  readonly prompts: PromptRecord[] = [];
  readonly toasts: ToastRecord[] = [];
  readonly menus: MenuRecord[] = [];
  readonly dialogs: DialogRecord[] = [];
  private readonly responses: { button: ButtonName; whileOpen?: () => void; openMs: number }[] = [];
  private readonly promptResponses: { text: string; button: ButtonName }[] = [];
  /** Answers an alert with buttons when no answer is queued (the local runner asks the GM at the terminal). */
  answer?: (dialog: { title?: string; prompt: string; buttons: ButtonSetName }) => ButtonName | undefined;
  private readonly toastHooks: { message: string; fn: () => void }[] = [];

  /**
   * The button pressed in the next alert that has buttons (default YES for YES_NO sets, else OK).
   * `whileOpen` runs while that dialog is open: others may edit the spreadsheet meanwhile (e.g. an
   * admiral typing with fake.type), since an alert blocks only the script and the GM's own window.
   * `openMs`: how long the dialog stays open, on the script's clock (workbook.ts, Clock); `whileOpen`
   * runs at its end.
   */
  queueResponse(button: ButtonName, whileOpen?: () => void, openMs = 0): void {
    this.responses.push({ button, whileOpen, openMs });
  }

  /**
   * Runs `fn` as another execution (someone typing, another GM window) once the script shows a toast
   * saying `message`: a way to place an edit at a known moment of an action (e.g. 'Adjudicating…').
   */
  whenToast(message: string, fn: () => void): void {
    this.toastHooks.push({ message, fn });
  }

  /** @internal */
  takeToastHook(message: string): (() => void) | undefined {
    const i = this.toastHooks.findIndex((h) => h.message === message);
    return i < 0 ? undefined : this.toastHooks.splice(i, 1)[0].fn;
  }

  /** Text and button for the next prompt (default: '' and the set's first button). */
  queuePrompt(text: string, button: ButtonName = 'OK'): void {
    this.promptResponses.push({ text, button });
  }

  /** @internal `whileOpen` runs as another execution: the script waits, its locks released (Workbook.suspend). */
  nextResponse(
    buttons: ButtonSetName,
    other: (fn: () => void) => void,
    dialog: { title?: string; prompt: string } = { prompt: '' },
    wait: (ms: number) => void = () => {},
  ): ButtonName {
    const next = this.responses.shift();
    if (next?.openMs) wait(next.openMs);
    if (next?.whileOpen) other(next.whileOpen);
    return checked(next?.button ?? this.answer?.({ ...dialog, buttons }) ?? BUTTONS[buttons][0], buttons);
  }

  /** @internal */
  nextPrompt(buttons: ButtonSetName): { text: string; button: ButtonName } {
    const next = this.promptResponses.shift() ?? { text: '', button: BUTTONS[buttons][0] };
    return { text: next.text, button: checked(next.button, buttons) };
  }
}

function checked(button: ButtonName, buttons: ButtonSetName): ButtonName {
  if (button !== 'CLOSE' && !BUTTONS[buttons].includes(button)) {
    throw new Error(`Fake Ui: scripted answer ${button} is not a button of ButtonSet.${buttons}`);
  }
  return button;
}

/** alert/prompt take (prompt), (prompt, buttons) or (title, prompt, buttons). */
function dialogArgs(args: unknown[]): { title?: string; prompt: string; buttons?: ButtonSetName } {
  const [title, prompt, buttons] = args.length >= 3 ? args : [undefined, ...args];
  const dialog: { title?: string; prompt: string; buttons?: ButtonSetName } = { prompt: String(prompt) };
  if (title !== undefined) dialog.title = String(title);
  if (buttons !== undefined) {
    if (typeof buttons !== 'string' || !(buttons in BUTTONS)) throw new Error('Invalid argument: buttons');
    dialog.buttons = buttons as ButtonSetName;
  }
  return dialog;
}

export class FakeUi {
  readonly Button = Button;
  readonly ButtonSet = ButtonSet;
  constructor(readonly wb: Workbook) {}

  alert(...args: unknown[]): ButtonName {
    const dialog = dialogArgs(args);
    this.wb.suspend();
    const response = dialog.buttons
      ? this.wb.ui.nextResponse(
          dialog.buttons,
          (fn) => this.wb.asAnotherExecution(fn),
          dialog,
          (ms) => this.wb.waited(ms),
        )
      : 'OK';
    this.wb.ui.alerts.push({ ...dialog, response });
    return response;
  }
  prompt(...args: unknown[]): FakePromptResponse {
    const dialog = dialogArgs(args);
    this.wb.suspend();
    const { text, button } = this.wb.ui.nextPrompt(dialog.buttons ?? 'OK');
    this.wb.ui.prompts.push({ ...dialog, response: button, responseText: text });
    return new FakePromptResponse(this.wb, text, button);
  }
  createMenu(caption: string): FakeMenu {
    return new FakeMenu(this.wb, caption, false);
  }
  createAddonMenu(): FakeMenu {
    return new FakeMenu(this.wb, '', true);
  }
  showSidebar(html: unknown): void {
    recordDialog(this.wb, 'sidebar', html);
  }
  showModalDialog(html: unknown, title: string): void {
    recordDialog(this.wb, 'modal', html, title);
  }
  showModelessDialog(html: unknown, title: string): void {
    recordDialog(this.wb, 'modeless', html, title);
  }
}
counted(FakeUi, 'Ui');

function recordDialog(wb: Workbook, kind: DialogRecord['kind'], html: unknown, title?: string): void {
  const getContent = (html as { getContent?: unknown } | null)?.getContent;
  const content = typeof getContent === 'function' ? String(getContent.call(html)) : String(html);
  wb.ui.dialogs.push({ kind, ...(title === undefined ? {} : { title }), content, html });
}

export class FakePromptResponse {
  constructor(
    readonly wb: Workbook,
    private readonly text: string,
    private readonly button: ButtonName,
  ) {}
  getResponseText(): string {
    return this.text;
  }
  getSelectedButton(): ButtonName {
    return this.button;
  }
}
counted(FakePromptResponse, 'PromptResponse');

type MenuEntry = { item: MenuItemRecord } | { separator: true } | { submenu: FakeMenu };

export class FakeMenu {
  /** @internal */
  readonly entries: MenuEntry[] = [];
  constructor(
    readonly wb: Workbook,
    readonly title: string,
    readonly isAddonMenu: boolean,
  ) {}

  addItem(caption: string, functionName: string): FakeMenu {
    this.entries.push({ item: { label: caption, functionName } });
    return this;
  }
  addSeparator(): FakeMenu {
    this.entries.push({ separator: true });
    return this;
  }
  addSubMenu(menu: FakeMenu): FakeMenu {
    this.entries.push({ submenu: menu });
    return this;
  }
  /** Records the menu (replacing an earlier one with the same title and kind). */
  addToUi(): void {
    const record: MenuRecord = { title: this.title, items: flatten(this.entries), isAddonMenu: this.isAddonMenu };
    const menus = this.wb.ui.menus;
    const old = menus.findIndex((m) => m.title === record.title && m.isAddonMenu === record.isAddonMenu);
    if (old >= 0) menus.splice(old, 1, record);
    else menus.push(record);
  }
}
counted(FakeMenu, 'Menu');

function flatten(entries: MenuEntry[], path?: string): MenuItemRecord[] {
  const items: MenuItemRecord[] = [];
  let separator = false;
  for (const entry of entries) {
    if ('separator' in entry) {
      separator = true;
      continue;
    }
    const added =
      'item' in entry
        ? [{ ...entry.item, ...(path ? { submenu: path } : {}) }]
        : flatten(entry.submenu.entries, path ? `${path} > ${entry.submenu.title}` : entry.submenu.title);
    if (separator && added.length) added[0] = { ...added[0], separatorBefore: true };
    separator = separator && !added.length;
    items.push(...added);
  }
  return items;
}
