import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { mailMessages } from '../db/schema/index';
import { withSystem } from '../db/tenant-isolation';
import { escapeHtml } from '@shared/html';

export interface MailMessage {
  organizationId: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on mailings. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** `throwOnFailure`: a failed SMTP delivery is recorded, then thrown (so a job can retry it). */
  send(message: MailMessage, opts?: { throwOnFailure?: boolean }): Promise<void>;
  readonly transport: 'smtp' | 'outbox';
}

/**
 * One mail interface: every message is recorded in the outbox table; with SMTP_URL it is also sent.
 * Without SMTP, admins read it on the dev outbox page.
 */
export function createMailer(db: Db, opts: { smtpUrl?: string | undefined; from: string; log: Logger }): Mailer {
  const smtp = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    transport: smtp ? 'smtp' : 'outbox',
    async send(message, sendOpts = {}) {
      const html = message.html ?? `<p>${escapeHtml(message.text).replace(/\n/g, '<br>')}</p>`;
      let sentAt: Date | null = null;
      let error: string | null = null;
      if (smtp) {
        try {
          await smtp.sendMail({
            from: opts.from,
            to: message.to,
            subject: message.subject,
            text: message.text,
            html,
            ...(message.headers ? { headers: message.headers } : {}),
          });
          sentAt = new Date();
        } catch (err) {
          error = (err as Error).message;
          opts.log.error({ err: error, subject: message.subject }, 'mail delivery failed');
        }
      }
      await withSystem(db, (tx) =>
        tx.insert(mailMessages).values({
          organizationId: message.organizationId,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html,
          transport: smtp ? 'smtp' : 'outbox',
          sentAt,
          error,
        }),
      );
      if (error && sendOpts.throwOnFailure) throw new Error(`Mail delivery failed: ${error}`);
    },
  };
}
