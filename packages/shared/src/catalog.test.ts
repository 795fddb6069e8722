import { describe, expect, it } from 'vitest';
import {
  compareVersions,
  deriveWebinarStatus,
  formatLocation,
  formatSalary,
  isTrialActivatable,
  isValidDomain,
  salaryMatches,
  videoEmbedUrl,
  videoProvider,
  youTubeId,
} from './catalog.ts';

const now = new Date('2026-06-01T12:00:00Z');

describe('deriveWebinarStatus', () => {
  it('keeps cancelled', () => {
    expect(deriveWebinarStatus({ status: 'cancelled', start_time: '2026-06-01T11:30:00Z', duration_minutes: 60 }, now)).toBe('cancelled');
  });
  it('no start gives upcoming', () => {
    expect(deriveWebinarStatus({ status: 'completed', start_time: null }, now)).toBe('upcoming');
  });
  it('live between start and start+duration when no end', () => {
    expect(deriveWebinarStatus({ status: 'upcoming', start_time: '2026-06-01T11:30:00Z', duration_minutes: 60 }, now)).toBe('live');
  });
  it('completed after end', () => {
    expect(deriveWebinarStatus({ status: 'upcoming', start_time: '2026-06-01T10:00:00Z', end_time: '2026-06-01T11:00:00Z' }, now)).toBe('completed');
  });
  it('upcoming before start', () => {
    expect(deriveWebinarStatus({ status: 'live', start_time: '2026-06-02T10:00:00Z' }, now)).toBe('upcoming');
  });
  it('default duration is 60 minutes', () => {
    expect(deriveWebinarStatus({ status: 'upcoming', start_time: '2026-06-01T11:01:00Z' }, now)).toBe('live');
    expect(deriveWebinarStatus({ status: 'upcoming', start_time: '2026-06-01T10:59:00Z' }, now)).toBe('completed');
  });
});

describe('formatSalary', () => {
  it('INR in lakhs with one decimal', () => {
    expect(formatSalary(1_250_000, 2_000_000, 'INR')).toBe('₹12.5L - ₹20.0L');
  });
  it('other currencies in thousands with their symbol', () => {
    expect(formatSalary(90_000, 120_000, 'USD')).toBe('$90K - $120K');
    expect(formatSalary(60_000, null, 'EUR')).toBe('€60K+');
    expect(formatSalary(null, 80_000, 'GBP')).toBe('Up to £80K');
    expect(formatSalary(100_000, 150_000, 'CAD')).toBe('CA$100K - CA$150K');
    expect(formatSalary(95_500, null, 'AUD')).toBe('A$95.5K+');
  });
  it('nothing when no salary', () => {
    expect(formatSalary(null, null, 'USD')).toBeNull();
  });
});

describe('formatLocation', () => {
  it('remote', () => expect(formatLocation({ jobType: 'remote', locationCity: 'Austin' })).toBe('Remote'));
  it('US shows city and state', () =>
    expect(formatLocation({ jobType: 'full-time', locationCity: 'Austin', locationState: 'TX', locationCountry: 'USA' })).toBe('Austin, TX'));
  it('elsewhere city and country', () =>
    expect(formatLocation({ jobType: 'contract', locationCity: 'Pune', locationState: 'MH', locationCountry: 'India' })).toBe('Pune, India'));
  it('not specified', () => expect(formatLocation({ jobType: 'full-time' })).toBe('Location not specified'));
});

describe('salaryMatches', () => {
  const job = { salary_min: 50_000, salary_max: 80_000 };
  it('excludes a job whose maximum is below the minimum filter', () => expect(salaryMatches(job, { min: 90_000 })).toBe(false));
  it('excludes a job whose minimum is above the maximum filter', () => expect(salaryMatches(job, { max: 40_000 })).toBe(false));
  it('keeps overlapping ranges', () => expect(salaryMatches(job, { min: 70_000, max: 100_000 })).toBe(true));
  it('keeps jobs with no salary', () => expect(salaryMatches({ salary_min: null, salary_max: null }, { min: 1 })).toBe(true));
});

describe('isValidDomain', () => {
  it.each(['example.com', 'test-ai.io', 'a.b.co', 'x1.dev'])('accepts %s', (d) => expect(isValidDomain(d)).toBe(true));
  it.each(['-bad.com', 'bad-.com', 'nodot', 'x.c', 'exa_mple.com', `${'a'.repeat(64)}.com`, 'example.c0m'])('rejects %s', (d) =>
    expect(isValidDomain(d)).toBe(false),
  );
});

describe('video links', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
  ])('recognises the YouTube link %s', (url) => expect(youTubeId(url)).toBe('dQw4w9WgXcQ'));
  it.each(['https://www.youtube.com/channel/UC123', 'https://vimeo.com/123', 'not a url'])('takes no id from %s', (url) => expect(youTubeId(url)).toBeNull());
  it('previews only YouTube, Vimeo or Wistia', () => {
    expect(videoProvider('https://vimeo.com/76979871')).toBe('vimeo');
    expect(videoProvider('https://acme.wistia.com/medias/abc123')).toBe('wistia');
    expect(videoProvider('https://example.com/video.mp4')).toBeNull();
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
  });
});

describe('compareVersions', () => {
  it('compares numeric parts', () => {
    expect(compareVersions('1.10.0', '1.9.2')).toBeGreaterThan(0);
    expect(compareVersions('2.0', '2.0.0')).toBe(0);
    expect(['1.2', '1.10', '1.9'].sort(compareVersions)).toEqual(['1.2', '1.9', '1.10']);
  });
});

describe('isTrialActivatable', () => {
  const t = { status: 'active', start_date: '2026-05-01T00:00:00Z', end_date: '2026-07-01T00:00:00Z' };
  it('active and within window', () => expect(isTrialActivatable(t, now)).toBe(true));
  it('inactive', () => expect(isTrialActivatable({ ...t, status: 'inactive' }, now)).toBe(false));
  it('not started', () => expect(isTrialActivatable({ ...t, start_date: '2026-06-02T00:00:00Z' }, now)).toBe(false));
  it('ended', () => expect(isTrialActivatable({ ...t, end_date: '2026-05-31T00:00:00Z' }, now)).toBe(false));
});
