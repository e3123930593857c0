import { join } from 'node:path';
import { z } from 'zod';
import { UserError } from '../errors';
import { readJsonFile, writePrivateJson } from '../private-file';

/**
 * Which sources `potluck import` already brought to which server, so a re-run skips them: a small file beside
 * config.json and the tokens (owner-only, like them: it lists what a member imports). Keyed by server and
 * source (a URL, or the hash of a file's content, so a renamed file is still the same source).
 */
const entrySchema = z.object({
  server: z.string(),
  source: z.string(),
  /** The argument it was imported from, for people reading the file. */
  label: z.string(),
  recipe_ids: z.array(z.number().int()),
  imported_at: z.string(),
});
export type LedgerEntry = z.infer<typeof entrySchema>;
const ledgerSchema = z.object({ entries: z.array(entrySchema) });

/** The oldest entries are dropped past this, so the file stays small whatever is imported over the years. */
export const MAX_LEDGER_ENTRIES = 5000;

export const ledgerPath = (configDir: string) => join(configDir, 'imports.json');

export interface ImportLedger {
  find(server: string, source: string): LedgerEntry | undefined;
  /** Adds or replaces the entry of (server, source) and saves the file. */
  record(entry: Omit<LedgerEntry, 'imported_at'>, now?: Date): Promise<void>;
  /** Drops the entry of (server, source) and saves the file. */
  forget(server: string, source: string): Promise<void>;
}

export async function openLedger(configDir: string): Promise<ImportLedger> {
  const path = ledgerPath(configDir);
  const parsed = ledgerSchema.safeParse((await readJsonFile(path)) ?? { entries: [] });
  if (!parsed.success)
    throw new UserError(`${path} is damaged. Delete it to start over (re-imports are then not recognised once).`);
  let entries = parsed.data.entries;
  const same = (server: string, source: string) => (e: LedgerEntry) => e.server === server && e.source === source;
  const save = () => writePrivateJson(path, { entries });

  return {
    find: (server, source) => entries.find(same(server, source)),
    async record(entry, now = new Date()) {
      entries = [
        ...entries.filter((e) => !same(entry.server, entry.source)(e)),
        { ...entry, imported_at: now.toISOString() },
      ].slice(-MAX_LEDGER_ENTRIES);
      await save();
    },
    async forget(server, source) {
      const before = entries.length;
      entries = entries.filter((e) => !same(server, source)(e));
      if (entries.length !== before) await save();
    },
  };
}
