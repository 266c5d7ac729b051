// MailApp: messages are recorded, never sent. Quotas count recipients
// (https://developers.google.com/apps-script/reference/mail/mail-app#getRemainingDailyQuota()); sending
// past the quota throws as Apps Script does, and an invalid address is refused.

import { counted } from './base';
import type { Workbook } from './workbook';

export interface SentMail {
  to: string;
  subject: string;
  body: string;
}

const ADDRESS = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

export class FakeMailApp {
  constructor(readonly wb: Workbook) {}

  getRemainingDailyQuota(): number {
    return this.wb.mail.quota;
  }

  sendEmail(recipient: string | { to: string; subject: string; body?: string }, subject?: string, body?: string): void {
    const m =
      typeof recipient === 'string'
        ? { to: recipient, subject: subject ?? '', body: body ?? '' }
        : { to: recipient.to, subject: recipient.subject, body: recipient.body ?? '' };
    const to = m.to
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = to.find((a) => !ADDRESS.test(a));
    if (to.length === 0 || bad !== undefined) throw new Error(`Invalid email: ${bad ?? m.to}`);
    if (to.length > this.wb.mail.quota) throw new Error('Service invoked too many times for one day: email.');
    this.wb.mail.quota -= to.length;
    this.wb.mail.sent.push({ to: m.to, subject: m.subject, body: m.body });
  }
}
counted(FakeMailApp, 'MailApp');
