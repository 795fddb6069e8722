import { describe, expect, it } from 'vitest';
import {
  csvCell,
  csvRow,
  displayWebsite,
  featurePreview,
  formatAverageRating,
  jobInput,
  jobsExportFilename,
  newTrialDefaults,
  reminderSentMessage,
  splitLines,
  suggestionWord,
  vendorCreateInput,
  webinarEnd,
} from './admin.ts';

const csvCells: [string | number | null, string][] = [
  ['plain', 'plain'],
  ['a,b', '"a,b"'],
  ['say "hi"', '"say ""hi"""'],
  ['=1+1', "'=1+1"],
  ['+cmd', "'+cmd"],
  ['-2', "'-2"],
  ['@SUM(A1)', "'@SUM(A1)"],
  ['=A1,"x"', `"'=A1,""x"""`],
  [null, ''],
  [1200, '1200'],
];

describe('CSV', () => {
  it.each(csvCells)('quotes commas, quotes and newlines and defuses formulas: %s', (cell, out) => expect(csvCell(cell)).toBe(out));
  it('joins a row and names the export', () => {
    expect(csvRow(['a', 'b,c'])).toBe('a,"b,c"\r\n');
    expect(jobsExportFilename(new Date('2025-03-04T10:00:00Z'))).toBe('jobs-export-2025-03-04.csv');
  });
});

describe('form rules', () => {
  it('splits requirement and feature lines', () => {
    expect(splitLines(' a \n\n b\r\n')).toEqual(['a', 'b']);
  });
  it('checks the job salary order and title length', () => {
    const base = {
      vendorId: 'v',
      jobTitle: 'T',
      jobDescription: 'd',
      jobPageUrl: 'https://x.io',
      locationCity: 'c',
      locationState: 's',
      locationCountry: 'k',
      postedDate: '2025-01-01',
    };
    expect(jobInput.safeParse({ ...base, salaryMin: 10, salaryMax: 5 }).error?.issues[0]?.message).toBe('Maximum salary must be greater than minimum salary');
    expect(jobInput.safeParse({ ...base, salaryMin: 5, salaryMax: 5 }).success).toBe(true);
    expect(jobInput.safeParse({ ...base, jobTitle: 'x'.repeat(101) }).error?.issues[0]?.message).toBe('Job title must be 100 characters or less');
  });
  it('shows 2 features then +N more', () => {
    expect(featurePreview(['a', 'b', 'c', 'd'])).toEqual({ items: ['a', 'b'], more: '+2 more' });
    expect(featurePreview(['a'])).toEqual({ items: ['a'], more: null });
  });
  it('formats ratings, reminder alerts and trial defaults', () => {
    expect(formatAverageRating(null)).toBe('N/A');
    expect(formatAverageRating(0)).toBe('N/A');
    expect(formatAverageRating(4.25)).toBe('4.3');
    expect(reminderSentMessage('expiry', 3, 0)).toBe('Trial expiry reminders sent successfully! Sent: 3 Failed: 0');
    expect(newTrialDefaults(new Date('2025-01-01T12:00:00Z'))).toEqual({
      startDate: '2025-01-01',
      endDate: '2025-04-01',
      trialPeriodDays: 14,
      status: 'active',
      isFeatured: false,
    });
  });
  it('computes the webinar end from start and duration', () => {
    expect(webinarEnd('2030-01-01T10:00:00Z', 60).toISOString()).toBe('2030-01-01T11:00:00.000Z');
  });
  it('checks vendor domains with the example host and strips the website', () => {
    const r = vendorCreateInput.safeParse({ id: 'a', name: 'A', domainName: 'bad_domain', websiteUrl: 'https://www.acme.io/x' });
    expect(r.error?.issues[0]?.message).toBe('Invalid domain format. Please enter a valid domain (e.g., acme.io)');
    expect(vendorCreateInput.safeParse({ id: 'Bad Id', name: 'A' }).success).toBe(false);
    expect(displayWebsite('https://www.acme.io/')).toBe('acme.io');
    expect(displayWebsite(null)).toBe('Not set');
  });
  it('suggests only for words longer than 2 characters', () => {
    expect(suggestionWord('ai')).toBeNull();
    expect(suggestionWord('learn pro')).toBe('pro');
  });
});
