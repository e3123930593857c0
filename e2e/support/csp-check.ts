import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './browser';

// The server sends a strict Content-Security-Policy: a journey whose pages broke it fails, with what was blocked.
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
