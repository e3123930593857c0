import { Argument, type Command } from 'commander';
import { CONFIG_KEYS, type ConfigKey } from '../config-keys';
import type { Io } from '../io';
import { openContext } from '../open-context';

// config-file.ts (zod) is imported inside the actions, like the context: see open-context.ts.
export function register(config: Command, io: Io): void {
  const keyArgument = (name: string) => new Argument(name, 'setting name').choices(CONFIG_KEYS);

  config
    .command('get')
    .description('print one setting, or all of them')
    .addArgument(keyArgument('[key]'))
    .action(async (key: ConfigKey | undefined, _options: unknown, command: Command) => {
      const ctx = await openContext(io, command);
      const { readConfig } = await import('../config-file');
      const current = await readConfig(ctx.configDir);
      if (key === undefined) {
        const all = Object.fromEntries(CONFIG_KEYS.map((k) => [k, current[k] ?? null]));
        ctx.print(all, CONFIG_KEYS.map((k) => `${k} = ${current[k] ?? '(not set)'}`).join('\n'));
        return;
      }
      const value = current[key] ?? null;
      // Unset prints nothing on stdout, so `$(potluck config get server)` stays empty.
      ctx.print({ [key]: value }, value ?? '');
      if (value === null) ctx.note(`${key} is not set.`);
    });

  config
    .command('set')
    .description('change a setting')
    .addArgument(keyArgument('<key>'))
    .argument('<value>', 'new value')
    .action(async (key: ConfigKey, raw: string, _options: unknown, command: Command) => {
      const ctx = await openContext(io, command);
      const { configPath, parseConfigValue, updateConfig } = await import('../config-file');
      const value = parseConfigValue(key, raw);
      await updateConfig(ctx.configDir, (current) => ({ ...current, [key]: value }));
      ctx.print({ [key]: value }, `${key} = ${value} (saved in ${configPath(ctx.configDir)})`);
    });

  config
    .command('unset')
    .description('remove a setting (back to its default)')
    .addArgument(keyArgument('<key>'))
    .action(async (key: ConfigKey, _options: unknown, command: Command) => {
      const ctx = await openContext(io, command);
      const { updateConfig } = await import('../config-file');
      await updateConfig(ctx.configDir, ({ [key]: _removed, ...rest }) => rest);
      ctx.print({ [key]: null }, `${key} is no longer set.`);
    });
}
