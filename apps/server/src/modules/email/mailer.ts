import nodemailer from 'nodemailer';
import type { Logger } from '../../lib/logger.ts';
import type { Mailer } from '../../lib/mailer.ts';

/** One message, connection to the server's last reply, has this long (the outbox retries it later). */
export const SMTP_DEADLINE_MS = 60_000;

/** Rejects when `work` has not settled within `ms` (the work itself is left to its own idle timeouts). */
export function withDeadline<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no complete answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The mailer port's adapters (lib/mailer.ts), chosen by SMTP_URL: SMTP, or without it the log. */
export function createMailer(opts: { smtpUrl?: string; from: string; log: Logger }): Mailer {
  if (!opts.smtpUrl) {
    return {
      kind: 'log',
      async send(msg) {
        opts.log.info({ to: msg.to, subject: msg.subject }, 'e-mail printed (no SMTP_URL set)');
        // Human-readable copy on stdout, so a newcomer can follow the links (e.g. sign-up confirmation).
        const bar = '-'.repeat(72);
        const extra = Object.entries(msg.headers ?? {})
          .map(([k, v]) => `${k}: ${v}\n`)
          .join('');
        console.log(`${bar}\nE-mail to ${msg.to}\nSubject: ${msg.subject}\n${extra}\n${msg.text}\n${bar}`);
      },
    };
  }
  // Idle limits on each phase, and below a total deadline: a server that trickles its replies is cut off.
  const transport = nodemailer.createTransport({ url: opts.smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 });
  const domain = /@([^>\s]+)>?\s*$/.exec(opts.from)?.[1] ?? 'localhost';
  return {
    kind: 'smtp',
    async send(msg) {
      await withDeadline(
        SMTP_DEADLINE_MS,
        'SMTP',
        transport.sendMail({
          from: opts.from,
          messageId: msg.id ? `<${msg.id}@${domain}>` : undefined,
          to: msg.to,
          subject: msg.subject,
          text: msg.text,
          html: msg.html ?? undefined,
          headers: msg.headers,
          attachments: msg.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
        }),
      );
    },
  };
}
