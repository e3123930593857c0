import { buildCli } from './built-cli';
import { buildServer } from './live-server';

/**
 * Builds the CLI and server bundles (when stale) once per run, before any test file starts:
 * test files run in parallel and must never see a bundle half-written by another one.
 */
export async function setup(): Promise<void> {
  await Promise.all([buildCli(), buildServer()]);
}
