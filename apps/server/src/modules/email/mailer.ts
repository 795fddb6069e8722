import nodemailer from 'nodemailer';
import type { Logger } from '../../lib/logger.ts';
import type { Mailer } from '../../lib/mailer.ts';

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
  const transport = nodemailer.createTransport(opts.smtpUrl);
  const domain = /@([^>\s]+)>?\s*$/.exec(opts.from)?.[1] ?? 'localhost';
  return {
    kind: 'smtp',
    async send(msg) {
      await transport.sendMail({
        from: opts.from,
        messageId: msg.id ? `<${msg.id}@${domain}>` : undefined,
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html ?? undefined,
        headers: msg.headers,
        attachments: msg.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
      });
    },
  };
}
