/** A minimal RFC 5545 calendar file with one event (webinar "Add to calendar", reminder e-mails). */
export type IcsEvent = {
  uid: string;
  title: string;
  description?: string | null;
  start: Date;
  end: Date;
  url?: string | null;
  location?: string | null;
  organizer?: string | null;
  /** Time stamp of the file; defaults to now. */
  stamp?: Date;
  /** Revision number: calendar clients apply an update only when it grows. */
  sequence?: number;
  lastModified?: Date;
  status?: 'CONFIRMED' | 'CANCELLED';
};

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * Escape text values: backslash, semicolon, comma and line breaks (CRLF, a lone LF or a lone CR) become
 * `\n`; other control characters, which RFC 5545 TEXT does not allow (tab aside), are dropped. A lone CR
 * left in would end the content line for some parsers and start a property of the author's choosing.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const TEXT_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

export function icsEscape(s: string): string {
  return s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(TEXT_CONTROLS, '');
}

/** A URI value: no control characters at all (they cannot be escaped in a URI property). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
export const icsUri = (s: string) => s.replace(/[\u0000-\u001f\u007f]/g, '');

/** Fold lines longer than 75 octets (continuation lines start with a space). */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (size + n > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function veventLines(e: IcsEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${icsUri(e.uid)}`,
    `DTSTAMP:${stamp(e.stamp ?? new Date())}`,
    `DTSTART:${stamp(e.start)}`,
    `DTEND:${stamp(e.end)}`,
    `SUMMARY:${icsEscape(e.title)}`,
  ];
  if (e.sequence !== undefined) lines.push(`SEQUENCE:${e.sequence}`);
  if (e.lastModified) lines.push(`LAST-MODIFIED:${stamp(e.lastModified)}`);
  if (e.status) lines.push(`STATUS:${e.status}`);
  if (e.description) lines.push(`DESCRIPTION:${icsEscape(e.description)}`);
  if (e.url) lines.push(`URL:${icsUri(e.url)}`);
  if (e.location) lines.push(`LOCATION:${icsEscape(e.location)}`);
  if (e.organizer) lines.push(`ORGANIZER;CN=${icsEscape(e.organizer)}:mailto:no-reply@aitestinghub.local`);
  lines.push('END:VEVENT');
  return lines;
}

const header = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//AI Testing Hub//Webinars//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
const join = (lines: string[]) => `${lines.map(foldLine).join('\r\n')}\r\n`;

export function buildIcs(e: IcsEvent): string {
  return join([...header, ...veventLines(e), 'END:VCALENDAR']);
}

/** A subscribable calendar (webcal feed): a name, a refresh hint and many events. */
export function buildCalendar(c: { name: string; events: IcsEvent[] }): string {
  return join([
    ...header,
    `X-WR-CALNAME:${icsEscape(c.name)}`,
    `NAME:${icsEscape(c.name)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...c.events.flatMap(veventLines),
    'END:VCALENDAR',
  ]);
}

/** A file name safe for Content-Disposition. */
export function icsFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${slug || 'event'}.ics`;
}
