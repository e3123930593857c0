import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { commandNameIn } from './command-list';

const program = new Command('potluck')
  .option('--server <url>', '')
  .option('--json', '')
  .option('--config-dir <dir>', '')
  .option('-y, --yes', '');

describe('commandNameIn', () => {
  it.each([
    [['whoami'], 'whoami'],
    [['--server', 'http://x', 'whoami'], 'whoami'],
    [['--server=http://x', '--config-dir', '/tmp/p', 'recipes', 'list'], 'recipes'],
    [['--json', '-y', 'import', 'a.json'], 'import'],
    [['help', 'export'], 'export'],
    [['recipes', 'help'], 'recipes'],
    [['--help'], undefined],
    [['--', 'login'], undefined],
    [[], undefined],
  ])('%j runs %s', (argv, name) => {
    expect(commandNameIn(argv, program)).toBe(name);
  });
});
