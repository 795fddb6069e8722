import { describe, expect, it } from 'vitest';
import { digestDedupeKey, digestMessages, digestPeriodKey, digestWindowStart, isDigestDue } from './digests.ts';

describe('digest schedule rules', () => {
  it('is due daily every day, weekly on Mondays, biweekly on the 1st and 15th, monthly on the 1st', () => {
    const mon = new Date('2026-11-16T12:00:00Z');
    const sun = new Date('2026-11-22T12:00:00Z');
    expect(isDigestDue('daily', sun)).toBe(true);
    expect(isDigestDue('weekly', mon)).toBe(true);
    expect(isDigestDue('weekly', sun)).toBe(false);
    expect(isDigestDue('biweekly', new Date('2026-11-15T00:00:00Z'))).toBe(true);
    expect(isDigestDue('biweekly', new Date('2026-11-01T00:00:00Z'))).toBe(true);
    expect(isDigestDue('biweekly', mon)).toBe(false);
    expect(isDigestDue('monthly', new Date('2026-12-01T23:59:00Z'))).toBe(true);
    expect(isDigestDue('monthly', new Date('2026-11-15T00:00:00Z'))).toBe(false);
  });

  it('names periods by their first day (UTC)', () => {
    const sun = new Date('2026-11-22T23:00:00Z');
    expect(digestPeriodKey('daily', sun)).toBe('2026-11-22');
    expect(digestPeriodKey('weekly', sun)).toBe('2026-11-16');
    expect(digestPeriodKey('weekly', new Date('2026-11-16T00:00:00Z'))).toBe('2026-11-16');
    expect(digestPeriodKey('biweekly', sun)).toBe('2026-11-15');
    expect(digestPeriodKey('biweekly', new Date('2026-11-14T00:00:00Z'))).toBe('2026-11-01');
    expect(digestPeriodKey('monthly', sun)).toBe('2026-11-01');
    expect(digestDedupeKey('weekly', sun, 'u1')).toBe('digest:weekly:2026-11-16:u1');
  });

  it('windows are 1, 7, 14 days or one month', () => {
    const now = new Date('2026-03-31T10:00:00Z');
    expect(digestWindowStart('daily', now).toISOString()).toBe('2026-03-30T10:00:00.000Z');
    expect(digestWindowStart('weekly', now).toISOString()).toBe('2026-03-24T10:00:00.000Z');
    expect(digestWindowStart('biweekly', now).toISOString()).toBe('2026-03-17T10:00:00.000Z');
    expect(digestWindowStart('monthly', new Date('2026-12-15T10:00:00Z')).toISOString()).toBe('2026-11-15T10:00:00.000Z');
  });

  it('uses the spec texts', () => {
    expect(digestMessages.triggered('weekly', true)).toBe('weekly digest triggered successfully for selected user');
    expect(digestMessages.triggered('daily', false)).toBe('daily digest triggered successfully');
    expect(digestMessages.triggerError('boom')).toBe('Error triggering digest: boom');
  });
});
