import { describe, expect, it } from 'vitest';
import { alertCriteria, createAlertRequest, describeCriteria } from './alerts.ts';

describe('job alert criteria', () => {
  it('describes a saved search in words', () => {
    expect(describeCriteria({})).toBe('All new jobs');
    expect(describeCriteria({ search: 'playwright', experience: ['senior', 'lead'], jobType: ['full-time'], location: 'Pune', salaryMin: 50000 })).toBe(
      'Jobs matching "playwright" · Senior, Lead · Full-Time · Pune · salary from 50,000',
    );
    expect(describeCriteria({ vendor: 'quorvex' }, 'Quorvex')).toBe('Jobs matching at Quorvex');
  });

  it('accepts the jobs list filters and rejects unknown values and oversized text', () => {
    expect(alertCriteria.parse({ experience: ['mid'] })).toEqual({ experience: ['mid'], jobType: [] });
    expect(alertCriteria.safeParse({ experience: ['guru'] }).success).toBe(false);
    expect(alertCriteria.safeParse({ search: 'x'.repeat(201) }).success).toBe(false);
    expect(createAlertRequest.parse({ criteria: {}, email: ' A@Example.COM ' }).email).toBe('a@example.com');
    expect(createAlertRequest.parse({ criteria: {} }).frequency).toBe('daily');
  });
});
