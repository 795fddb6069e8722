/**
 * The mailer port: what the app needs to send one e-mail. The adapters (SMTP, or the log) are in
 * modules/email/mailer.ts; everything else depends on this type only.
 */
export type MailMessage = {
  /**
   * The outbox row's id: it becomes the Message-ID, so if a crash makes a message go out twice, the
   * copies carry one Message-ID and mail clients show it once.
   */
  id?: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: { filename: string; content: string; contentType: string }[];
  /** Extra headers (List-Unsubscribe on bulk mail). */
  headers?: Record<string, string>;
};

/** Sends one e-mail; `kind` names the adapter (SMTP when SMTP_URL is set, else the log). */
export type Mailer = { send: (msg: MailMessage) => Promise<void>; kind: 'smtp' | 'log' };
