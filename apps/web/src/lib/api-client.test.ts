import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from './api-client.ts';

describe('errorMessage, the one client error reader', () => {
  it("shows the server's message", () => {
    expect(errorMessage(new ApiError(409, 'conflict', 'You have already registered for this webinar'))).toBe('You have already registered for this webinar');
    expect(errorMessage(new ApiError(400, 'bad_request', 'Bad code'), 'Fallback')).toBe('Bad code');
  });

  it("uses the caller's fallback for anything that is not the server's answer", () => {
    expect(errorMessage(new TypeError('Failed to fetch'), 'Could not create the job alert')).toBe('Could not create the job alert');
    expect(errorMessage(new ApiError(500, 'internal', ''), 'Fallback')).toBe('Fallback');
  });

  it("falls back to the spec's generic error text", () => {
    expect(errorMessage(undefined)).toBe('An unknown error occurred');
    expect(errorMessage('plain words')).toBe('plain words');
  });
});
