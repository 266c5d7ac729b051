// Protection of ranges and sheets.
//
// As in Sheets, a new protection's editors mirror the spreadsheet's (owner + spreadsheet editors) until
// the script first changes the editor list or domain edit; the owner can never be removed.

import { counted, emailOf, FakeUser } from './base';
import { FakeRange } from './range';
import type { FakeNamedRange } from './sheet';
import type { ProtectionSpec, Workbook } from './workbook';

type Who = string | { getEmail(): string };

export class FakeProtection {
  constructor(
    readonly wb: Workbook,
    readonly spec: ProtectionSpec,
  ) {}

  getProtectionType(): 'RANGE' | 'SHEET' {
    return this.spec.type;
  }
  getRange(): FakeRange {
    const { sheet, ref } = this.spec;
    return new FakeRange(this.wb, ref ? { ...ref } : { sheet, row: 1, col: 1, numRows: sheet.maxRows, numCols: sheet.maxCols });
  }
  setRange(range: FakeRange): FakeProtection {
    return setTarget(this, range, null);
  }
  getRangeName(): string | null {
    return this.spec.rangeName;
  }
  setRangeName(rangeName: string): FakeProtection {
    return setRangeName(this, rangeName);
  }
  setNamedRange(namedRange: FakeNamedRange): FakeProtection {
    return setRangeName(this, namedRange.name);
  }
  getDescription(): string {
    return this.spec.description;
  }
  setDescription(description: string): FakeProtection {
    this.spec.description = description;
    return this;
  }
  isWarningOnly(): boolean {
    return this.spec.warningOnly;
  }
  setWarningOnly(warningOnly: boolean): FakeProtection {
    this.spec.warningOnly = warningOnly;
    return this;
  }
  canDomainEdit(): boolean {
    return this.spec.domainEdit;
  }
  setDomainEdit(editable: boolean): FakeProtection {
    editorList(this);
    this.spec.domainEdit = editable;
    return this;
  }
  getEditors(): FakeUser[] {
    return this.wb.editorsOf(this.spec).map((email) => new FakeUser(this.wb, email));
  }
  addEditor(emailAddressOrUser: Who): FakeProtection {
    return addEditors(this, [emailAddressOrUser]);
  }
  addEditors(emailAddresses: Who[]): FakeProtection {
    return addEditors(this, emailAddresses);
  }
  removeEditor(emailAddressOrUser: Who): FakeProtection {
    return removeEditors(this, [emailAddressOrUser]);
  }
  removeEditors(emailAddressesOrUsers: Who[]): FakeProtection {
    return removeEditors(this, emailAddressesOrUsers);
  }
  /** Whether the effective user may edit the protected area. */
  canEdit(): boolean {
    return this.wb.mayEdit(this.spec, this.wb.effectiveUser);
  }
  getUnprotectedRanges(): FakeRange[] {
    return this.spec.unprotected.map((ref) => new FakeRange(this.wb, { ...ref }));
  }
  setUnprotectedRanges(ranges: FakeRange[]): FakeProtection {
    if (this.spec.type !== 'SHEET') throw new Error('Unprotected ranges can only be set on a sheet protection.');
    this.spec.unprotected = ranges.map((r) => ({ ...r.ref }));
    return this;
  }
  remove(): void {
    this.wb.protections = this.wb.protections.filter((p) => p !== this.spec);
  }
}
counted(FakeProtection, 'Protection');

/** The editor list, materialised from the spreadsheet's editors the first time the script edits it. */
function editorList(p: FakeProtection): string[] {
  return (p.spec.editors ??= p.wb.editorsOf(p.spec));
}

function addEditors(p: FakeProtection, who: Who[]): FakeProtection {
  const list = editorList(p);
  for (const email of who.map(emailOf)) if (!list.includes(email)) list.push(email);
  return p;
}

/**
 * The owner is never removed, nor the user running the script: Google's Protection reference adds
 * Session.getEffectiveUser() as an editor and then calls removeEditors(getEditors()) to remove "all
 * other users", so the runner stays.
 */
function removeEditors(p: FakeProtection, who: Who[]): FakeProtection {
  const gone = new Set(who.map(emailOf).filter((email) => email !== p.wb.owner && email !== p.wb.effectiveUser));
  p.spec.editors = editorList(p).filter((email) => !gone.has(email));
  return p;
}

function setRangeName(p: FakeProtection, rangeName: string): FakeProtection {
  const named = p.wb.findNamedRange(rangeName);
  if (!named) throw new Error(`Named range not found: ${rangeName}`);
  return setTarget(p, new FakeRange(p.wb, named[1]), named[0]);
}

function setTarget(p: FakeProtection, range: FakeRange, rangeName: string | null): FakeProtection {
  if (p.spec.type !== 'RANGE') throw new Error('Only a range protection can change its range.');
  p.spec.ref = { ...range.ref };
  p.spec.sheet = range.ref.sheet;
  p.spec.rangeName = rangeName;
  return p;
}
