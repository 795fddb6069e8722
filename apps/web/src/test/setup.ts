import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy* and waitFor give up after 5 s, not Testing Library's 1 s: under `npm test` these files run at a lower
// priority beside the browser tests (docs/decisions/2015), and on a loaded machine a render can take over a second.
// What is awaited must still appear; only the patience changes (the test's own limit is 15 s).
configure({ asyncUtilTimeout: 5000 });

// An unexpected console.error fails the test.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => {
    errors.push(args);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  if (errors.length) throw new Error(`console.error was called: ${String(errors[0]?.[0])}`);
});
