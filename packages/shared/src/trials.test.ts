import { describe, expect, it } from 'vitest';
import { canAccessTrial, feedbackRequest, trialAvailability, trialExpiry, trialStatusDisplay } from './trials.ts';

const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h);

describe('trialExpiry', () => {
  it('adds whole 24-hour days', () => {
    const a = new Date('2025-03-01T10:00:00Z');
    expect(trialExpiry(a, 14).toISOString()).toBe('2025-03-15T10:00:00.000Z');
  });
});

describe('trialStatusDisplay', () => {
  it('shows days remaining by calendar day', () => {
    expect(trialStatusDisplay({ status: 'active', expiryDate: at(2025, 1, 11, 9) }, at(2025, 1, 1, 18))).toEqual({
      kind: 'active',
      daysRemaining: 10,
      label: '10 days remaining',
    });
    expect(trialStatusDisplay({ status: 'active', expiryDate: at(2025, 1, 2, 1) }, at(2025, 1, 1, 23)).label).toBe('1 day remaining');
  });
  it("shows 'Expires today' on the expiry day", () => {
    expect(trialStatusDisplay({ status: 'active', expiryDate: at(2025, 1, 1, 23) }, at(2025, 1, 1, 8)).label).toBe('Expires today');
  });
  it("shows 'Completed' with the rating, else 'Expired'", () => {
    expect(trialStatusDisplay({ status: 'completed', expiryDate: at(2020, 1, 1), rating: 4 })).toEqual({ kind: 'completed', rating: 4, label: 'Completed' });
    expect(trialStatusDisplay({ status: 'expired', expiryDate: at(2999, 1, 1) }).label).toBe('Expired');
    expect(trialStatusDisplay({ status: 'whatever', expiryDate: at(2999, 1, 1) }).label).toBe('Expired');
    expect(trialStatusDisplay({ status: 'active', expiryDate: at(2025, 1, 1, 8) }, at(2025, 1, 1, 9)).label).toBe('Expired');
  });
});

describe('feedbackRequest', () => {
  it("requires a rating of 1-5 ('Please provide a rating'); text is optional", () => {
    for (const bad of [{}, { rating: 0 }, { rating: 6 }, { rating: null }, { rating: 3.5 }]) {
      const r = feedbackRequest.safeParse(bad);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('Please provide a rating');
    }
    expect(feedbackRequest.parse({ rating: 5 })).toEqual({ rating: 5, feedback: null, publishReview: false });
    expect(feedbackRequest.parse({ rating: 5, publishReview: true }).publishReview).toBe(true);
    expect(feedbackRequest.parse({ rating: 1, feedback: ' ok ' })).toEqual({ rating: 1, feedback: 'ok', publishReview: false });
  });
});

describe('canAccessTrial and trialAvailability', () => {
  const now = new Date('2026-06-10T12:00:00Z');
  it('allows access while active or completed and before expiry', () => {
    expect(canAccessTrial({ status: 'active', expiryDate: '2026-06-11T00:00:00Z' }, now)).toBe(true);
    expect(canAccessTrial({ status: 'completed', expiryDate: '2026-06-11T00:00:00Z' }, now)).toBe(true);
    expect(canAccessTrial({ status: 'completed', expiryDate: '2026-06-10T11:59:59Z' }, now)).toBe(false);
    expect(canAccessTrial({ status: 'expired', expiryDate: '2026-07-01T00:00:00Z' }, now)).toBe(false);
    expect(canAccessTrial({ status: 'active', expiryDate: 'not a date' }, now)).toBe(false);
  });
  it("tells a trial that has not started ('Coming Soon') from one that ended or is inactive", () => {
    const t = { status: 'active', startDate: '2026-06-01T00:00:00Z', endDate: '2026-07-01T00:00:00Z' };
    expect(trialAvailability(t, now)).toBe('open');
    expect(trialAvailability({ ...t, startDate: '2026-06-20T00:00:00Z' }, now)).toBe('upcoming');
    expect(trialAvailability({ ...t, endDate: '2026-06-09T00:00:00Z' }, now)).toBe('ended');
    expect(trialAvailability({ ...t, status: 'inactive', startDate: '2026-06-20T00:00:00Z' }, now)).toBe('ended');
  });
});
