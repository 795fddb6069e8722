import { describe, expect, it } from 'vitest';
import { webinarAction } from './webinars.ts';

const base = { webinarUrl: 'https://w/live', registrationUrl: 'https://w/reg', recordingUrl: null as string | null };
const now = new Date('2025-01-01T12:00:00Z');

describe('webinarAction', () => {
  it('upcoming: Register, or Registration Closed once the start has passed', () => {
    expect(webinarAction({ ...base, status: 'upcoming', startTime: '2025-01-02T12:00:00Z' }, now)).toEqual({
      kind: 'register',
      disabled: false,
      label: 'Register',
    });
    expect(webinarAction({ ...base, status: 'upcoming', startTime: '2025-01-01T11:00:00Z' }, now)).toEqual({
      kind: 'register',
      disabled: true,
      label: 'Registration Closed',
    });
  });
  it('live: Join Now opens webinar_url, else registration_url', () => {
    expect(webinarAction({ ...base, status: 'live', startTime: null }, now)).toEqual({ kind: 'join', url: 'https://w/live' });
    expect(webinarAction({ ...base, webinarUrl: null, status: 'live', startTime: null }, now)).toEqual({ kind: 'join', url: 'https://w/reg' });
  });
  it('completed: Watch Recording, disabled without a recording; cancelled', () => {
    expect(webinarAction({ ...base, status: 'completed', startTime: null }, now)).toEqual({ kind: 'recording', url: null });
    expect(webinarAction({ ...base, recordingUrl: 'https://r', status: 'completed', startTime: null }, now)).toEqual({ kind: 'recording', url: 'https://r' });
    expect(webinarAction({ ...base, status: 'cancelled', startTime: null }, now)).toEqual({ kind: 'cancelled' });
  });
});
