import { describe, expect, it } from 'vitest';
import { csvCell, leadJobDetails, leadMailto } from './leads.ts';

describe('lead rules', () => {
  it('shows job details or Not specified', () => {
    expect(leadJobDetails({ userJobTitle: 'QA Lead', userCompany: 'Initech' })).toBe('QA Lead at Initech');
    expect(leadJobDetails({ userJobTitle: null, userCompany: 'Initech' })).toBe('Initech');
    expect(leadJobDetails({ userJobTitle: ' ', userCompany: null })).toBe('Not specified');
  });

  it('builds a Contact mailto with a thank-you subject and body', () => {
    const href = leadMailto({ userEmail: 'a@b.co', userName: 'Ann', contentTitle: 'Studio v2' }, 'Acme');
    expect(href.startsWith('mailto:a@b.co?subject=')).toBe(true);
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Thank you for your interest in Studio v2');
    expect(url.searchParams.get('body')).toContain('Hi Ann,');
    expect(url.searchParams.get('body')).toContain('The Acme team');
  });

  it('quotes CSV cells and neutralises formulas', () => {
    expect(csvCell('a "b"')).toBe('"a ""b"""');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(3)).toBe('"3"');
  });
});
