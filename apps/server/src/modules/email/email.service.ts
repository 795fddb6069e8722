import type { Db } from '../../db/client.ts';
import type { OutboxAttachment } from '../../db/schema/system.ts';
import { insertOutbox } from './email.queries.ts';

type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: OutboxAttachment[];
  /** Same key twice sends once (reminders, like notifications). */
  dedupeKey?: string;
  /** Bulk mail: List-Unsubscribe headers (RFC 8058 one-click) and, unless `footer` is false, a footer link. */
  list?: ListUnsubscribe;
};

export type ListUnsubscribe = {
  /** Takes a POST with no sign-in and switches this kind off (the List-Unsubscribe URL). */
  oneClickUrl: string;
  /** The landing page the footer links to (asks before changing anything). */
  pageUrl: string;
  /** 'the weekly digest' */
  label: string;
  /** false when the e-mail already carries its own stop link (job alerts). */
  footer?: boolean;
};

function withList(msg: OutgoingEmail): { text: string; html: string | null; headers: Record<string, string> } {
  const l = msg.list;
  if (!l) return { text: msg.text, html: msg.html ?? null, headers: {} };
  const headers = { 'List-Unsubscribe': `<${l.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  if (l.footer === false) return { text: msg.text, html: msg.html ?? null, headers };
  const text = `${msg.text.replace(/\s+$/, '')}\n\n--\nYou receive this as part of ${l.label}. Unsubscribe or send less often: ${l.pageUrl}\n`;
  const line = `<p style="font-size:12px;color:#777">You receive this as part of ${escapeHtml(l.label)}. <a href="${escapeHtml(l.pageUrl)}">Unsubscribe or send less often</a></p>`;
  const html = msg.html ? (msg.html.includes('</body>') ? msg.html.replace('</body>', `${line}</body>`) : `${msg.html}${line}`) : null;
  return { text, html, headers };
}

/** Put a message in the outbox; the worker delivers it. Returns false when the dedupe key was already used. */
export async function enqueueEmail(db: Db, msg: OutgoingEmail): Promise<boolean> {
  const { text, html, headers } = withList(msg);
  return insertOutbox(db, {
    toAddress: msg.to,
    subject: msg.subject,
    text,
    html,
    headers,
    attachments: msg.attachments ?? [],
    dedupeKey: msg.dedupeKey ?? null,
  });
}

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ESC[ch] ?? ch);

/** Replace {{name}} variables; values are HTML-escaped for the HTML part. Unknown variables are left blank. */
export function renderTemplate(content: string, vars: Record<string, string | number | null | undefined>, html: boolean): string {
  return content.replace(/\{\{\s*([a-z_][a-z0-9_]*)\s*\}\}/gi, (_, name: string) => {
    const v = vars[name];
    const s = v === null || v === undefined ? '' : String(v);
    return html ? escapeHtml(s) : s;
  });
}

/** A plain, accessible HTML body with one call-to-action link. */
export function simpleHtml(opts: { heading: string; paragraphs: string[]; action?: { label: string; url: string } }): string {
  const paras = opts.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const action = opts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(opts.action.url)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(opts.action.label)}</a></p><p style="font-size:13px;color:#555">Or paste this link into your browser: ${escapeHtml(opts.action.url)}</p>`
    : '';
  return `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(opts.heading)}</h1>${paras}${action}<p style="font-size:12px;color:#777">AI Testing Hub</p></body></html>`;
}
