import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CalendarSubscribe, calendarLinks, FeedLink } from './calendar-subscribe.tsx';

describe('calendar subscription links', () => {
  it('builds webcal, Google, Outlook.com and file links for a feed', () => {
    const links = calendarLinks('https://hub.example', '/calendar/vendor/acme.ics', 'Acme webinars');
    expect(links.map((l) => l.href)).toEqual([
      'webcal://hub.example/calendar/vendor/acme.ics',
      'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fhub.example%2Fcalendar%2Fvendor%2Facme.ics',
      'https://outlook.live.com/calendar/0/addfromweb?url=https%3A%2F%2Fhub.example%2Fcalendar%2Fvendor%2Facme.ics&name=Acme%20webinars',
      'https://hub.example/calendar/vendor/acme.ics',
    ]);
  });

  it('opens a list of add links and closes on Escape, returning focus', () => {
    render(<CalendarSubscribe feedPath="/calendar/webinars.ics" name="Webinars" />);
    const button = screen.getByRole('button', { name: 'Subscribe to calendar' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const google = screen.getByRole('link', { name: 'Google Calendar' });
    expect(google.getAttribute('href')).toContain(encodeURIComponent(`webcal://${window.location.host}/calendar/webinars.ics`));
    expect(screen.getByRole('link', { name: 'Apple Calendar or Outlook' }).getAttribute('href')).toBe(`webcal://${window.location.host}/calendar/webinars.ics`);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('link', { name: 'Google Calendar' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('puts the RSS alternate link in the document head', () => {
    render(<FeedLink path="/rss/jobs.xml" title="Jobs (RSS)" />);
    const link = document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]');
    expect(link?.getAttribute('href')).toBe('/rss/jobs.xml');
  });
});
