import { describe, expect, it } from 'vitest';
import { buildCalendar, buildIcs, foldLine, icsEscape, icsFileName } from './ics.ts';

describe('ics', () => {
  it('builds one event with UTC times and CRLF lines', () => {
    const ics = buildIcs({
      uid: 'w1@hub',
      title: 'Tests, flaky; fixed',
      description: 'Line 1\nLine 2',
      start: new Date('2026-03-01T10:00:00Z'),
      end: new Date('2026-03-01T11:00:00Z'),
      stamp: new Date('2026-02-01T00:00:00Z'),
    });
    expect(ics).toContain('DTSTART:20260301T100000Z\r\n');
    expect(ics).toContain('DTEND:20260301T110000Z\r\n');
    expect(ics).toContain('SUMMARY:Tests\\, flaky\\; fixed\r\n');
    expect(ics).toContain('DESCRIPTION:Line 1\\nLine 2\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
  it('escapes backslashes and folds long lines at 75 octets', () => {
    expect(icsEscape('a\\b')).toBe('a\\\\b');
    const folded = foldLine(`SUMMARY:${'x'.repeat(200)}`);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'x'.repeat(200)}`);
  });
  it('lets no lone CR (or other control character) from a title, text or URL into the calendar', () => {
    const cal = buildCalendar({
      name: 'Webinars\rX-WR-CALNAME:Evil',
      events: [
        {
          uid: 'w2@hub',
          title: 'Talk\rATTENDEE:mailto:victim@example.com',
          description: 'One\rTwo\u0000\u001b',
          location: 'Room\r\n1',
          url: 'https://example.com/w\rX-EVIL:1',
          start: new Date('2026-03-01T10:00:00Z'),
          end: new Date('2026-03-01T11:00:00Z'),
        },
      ],
    });
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
    expect(cal.replace(/\r\n/g, '')).not.toMatch(/[\r\n\u0000-\u0008\u000b-\u001f\u007f]/);
    for (const line of cal.split('\r\n')) expect(line).not.toMatch(/^(ATTENDEE|X-EVIL|X-WR-CALNAME:Evil)/);
    expect(cal).toContain('SUMMARY:Talk\\nATTENDEE:mailto:victim@example.com\r\n');
    expect(cal).toContain('URL:https://example.com/wX-EVIL:1\r\n');
    expect(cal).toContain('DESCRIPTION:One\\nTwo\r\n');
  });
  it('makes a safe file name', () => expect(icsFileName('Killing "flaky" tests!')).toBe('killing-flaky-tests.ics'));
});
