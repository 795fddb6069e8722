import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldLine, icsDate } from './ics.ts';

describe('ics', () => {
  it('escapes text values', () => {
    expect(escapeIcsText('a,b;c\\d\nnew')).toBe('a\\,b\\;c\\\\d\\nnew');
  });
  it('formats UTC times', () => {
    expect(icsDate(new Date('2025-03-04T05:06:07.890Z'))).toBe('20250304T050607Z');
  });
  it('folds long lines at 75 octets without splitting characters', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(80)}`);
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n ').join('')).toBe(`SUMMARY:${'é'.repeat(80)}`);
  });
  it('builds a calendar with UID, DTSTAMP, start and end', () => {
    const ics = buildIcs({
      uid: 'w1@test',
      start: new Date('2025-01-01T10:00:00Z'),
      end: new Date('2025-01-01T11:00:00Z'),
      summary: 'Hello, world; again',
      stamp: new Date('2024-12-01T00:00:00Z'),
    });
    expect(ics).toContain('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n');
    expect(ics).toContain('UID:w1@test\r\n');
    expect(ics).toContain('DTSTAMP:20241201T000000Z\r\n');
    expect(ics).toContain('DTSTART:20250101T100000Z\r\nDTEND:20250101T110000Z\r\n');
    expect(ics).toContain('SUMMARY:Hello\\, world\\; again\r\n');
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });
});
