import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CLI_BIN, runCli } from './built-cli';

const exec = promisify(execFile);

describe('the potluck bin', { timeout: 30_000 }, () => {
  it('runs the bundle: --help lists the commands and exits 0', async () => {
    const result = await runCli(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Usage: potluck /);
    for (const command of ['login', 'logout', 'whoami', 'config', 'recipes', 'import', 'export'])
      expect(result.stdout).toContain(`  ${command}`);
  });

  it('says how to build when the bundle is missing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'potluck-bin-'));
    try {
      await mkdir(join(dir, 'bin'));
      await copyFile(CLI_BIN, join(dir, 'bin', 'potluck.js'));
      // The stub is an ES module because the package is "type": "module".
      await writeFile(join(dir, 'package.json'), '{ "type": "module" }');
      const failure = await exec(process.execPath, [join(dir, 'bin', 'potluck.js'), '--help']).catch(
        (e: { code: number; stderr: string }) => e,
      );
      expect(failure).toMatchObject({ code: 1 });
      expect((failure as { stderr: string }).stderr).toBe(
        'potluck is not built yet: run `pnpm build` (or `node packages/cli/build.mjs`).\n',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
