import type { Command } from 'commander';
import type { Io } from './io';

/** What a command module exports: fills in the options, subcommands and action of its (already named) command. */
export interface CommandModule {
  register(command: Command, io: Io): void;
}

interface TopCommand {
  name: string;
  description: string;
  /** The modules that make up the command, in the order their subcommands are listed. */
  modules: Array<() => Promise<CommandModule>>;
}

/**
 * Every top-level command, by name and description only: `potluck --help` lists them from here, and only the
 * command being run (or asked for help) loads its modules. Command modules are leaves: they import no other
 * command, so this table is the one place that knows them all.
 */
export const COMMANDS: readonly TopCommand[] = [
  {
    name: 'login',
    description: 'sign in and keep the session in the config folder',
    modules: [() => import('./commands/login')],
  },
  {
    name: 'logout',
    description: 'end the session on the server and forget the tokens',
    modules: [() => import('./commands/logout')],
  },
  { name: 'whoami', description: 'show the signed-in user', modules: [() => import('./commands/whoami')] },
  {
    name: 'config',
    description: 'read and change settings (stored in config.json)',
    modules: [() => import('./commands/config')],
  },
  {
    name: 'recipes',
    description: 'browse, read and export recipes, and add photos',
    modules: [() => import('./commands/recipes-photo'), () => import('./commands/recipes')],
  },
  {
    name: 'import',
    description:
      'import recipes: a web page (http/https URL), saved HTML, schema.org JSON(-LD), a Paprika, Mealie or Tandoor export (.json or .zip), ' +
      'or recipe text (.txt, .md, or - for stdin). One source is previewed and confirmed; several files or a folder are imported in one go.',
    modules: [() => import('./commands/import')],
  },
  {
    name: 'export',
    description: 'export a recipe as Markdown, JSON or schema.org JSON-LD, or your whole library as a zip (--all)',
    modules: [() => import('./commands/export')],
  },
  {
    name: 'shopping',
    description: 'your shopping lists: make one from recipes, show, add, tick off and export (Markdown checklist, CSV)',
    modules: [() => import('./commands/shopping'), () => import('./commands/shopping-changes')],
  },
  {
    name: 'plans',
    description: 'your meal plans: list, show a week, add meals and make a shopping list of one',
    modules: [() => import('./commands/plans'), () => import('./commands/plans-changes')],
  },
  {
    name: 'friends',
    description:
      'your friends: list them and the requests, add one by username, accept a request, make an invite link with its QR code',
    modules: [() => import('./commands/friends')],
  },
  {
    name: 'activity',
    description: "your activity feed: shares, friend requests, friends' new recipes, likes and bookmarks (• new)",
    modules: [() => import('./commands/activity')],
  },
  {
    name: 'invite',
    description: 'invite someone new by email (--name, --message)',
    modules: [() => import('./commands/invite')],
  },
  {
    name: 'admin',
    description: 'for admins: list members, create, deactivate and activate one; back up the instance',
    modules: [() => import('./commands/admin'), () => import('./commands/admin-backups')],
  },
];

/**
 * The command `argv` runs (`help <name>` asks for that one), skipping the program's own options and their
 * values; undefined for none. Anything odd is left to commander, which reports it with every command known.
 */
export function commandNameIn(argv: readonly string[], program: Command): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') return undefined;
    if (!arg.startsWith('-')) return arg === 'help' ? argv[i + 1] : arg;
    const option = program.options.find((o) => o.long === arg || o.short === arg);
    if (option && (option.required || option.optional)) i++;
  }
  return undefined;
}

/** Adds every top-level command to `program`, loading and registering only the one `argv` runs. */
export async function addCommands(program: Command, io: Io, argv: readonly string[]): Promise<void> {
  const wanted = commandNameIn(argv, program);
  for (const { name, description, modules } of COMMANDS) {
    const command = program.command(name).description(description);
    if (name !== wanted) continue;
    for (const load of modules) (await load()).register(command, io);
  }
}
