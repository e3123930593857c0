import type { RawClient } from '../db/client';

/** One table of the public schema as a backup reads and a restore loads it. */
export interface TableInfo {
  name: string;
  /** Columns a restore inserts: every column but generated ones (the database computes those). */
  columns: string[];
  /** Primary-key columns: rows are read in this order (a self-referencing table's parents first). */
  primaryKey: string[];
}

/**
 * Bookkeeping, never copied: schema_migrations (the restore runs the migrations itself) and backups (the
 * source instance's backups say nothing true of the target; its files are adopted where they are, decision 024).
 */
const SKIPPED = new Set(['schema_migrations', 'backups']);

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Every ordinary table of the public schema, in foreign-key order (a table after the tables it references),
 * discovered from the catalog: a table a later migration adds is copied without any change here.
 */
export async function readCatalog(client: RawClient): Promise<TableInfo[]> {
  const tables = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY c.relname`,
  );
  const columns = await client.query<{ table: string; name: string; generated: string; pk: boolean }>(
    `SELECT c.relname AS table, a.attname AS name, a.attgenerated AS generated,
            EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.oid AND i.indisprimary AND a.attnum = ANY (i.indkey)) AS pk
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND a.attnum > 0 AND NOT a.attisdropped ORDER BY c.relname, a.attnum`,
  );
  const references = await client.query<{ from: string; to: string }>(
    `SELECT DISTINCT c.relname AS from, r.relname AS to FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class r ON r.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public'`,
  );
  const infos = new Map<string, TableInfo>();
  for (const { name } of tables) {
    if (SKIPPED.has(name)) continue;
    const own = columns.filter((c) => c.table === name);
    infos.set(name, {
      name,
      columns: own.filter((c) => c.generated === '').map((c) => c.name),
      primaryKey: own.filter((c) => c.pk).map((c) => c.name),
    });
  }
  return foreignKeyOrder(infos, references);
}

/** Depth-first topological order; a table referencing itself is fine (its rows go in primary-key order). */
function foreignKeyOrder(infos: Map<string, TableInfo>, references: Array<{ from: string; to: string }>) {
  const ordered: TableInfo[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, path: string[]) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') {
      throw new Error(`Foreign keys form a cycle: ${[...path, name].join(' -> ')}; a backup cannot order them`);
    }
    state.set(name, 'visiting');
    for (const r of references) if (r.from === name && r.to !== name && infos.has(r.to)) visit(r.to, [...path, name]);
    state.set(name, 'done');
    ordered.push(infos.get(name)!);
  };
  for (const name of infos.keys()) visit(name, []);
  return ordered;
}

/** Sequences behind serial and identity columns, with the column whose largest value they must pass. */
export async function ownedSequences(client: RawClient) {
  return client.query<{ sequence: string; table: string; column: string }>(
    `SELECT s.relname AS sequence, t.relname AS table, a.attname AS column
       FROM pg_class s JOIN pg_depend d ON d.objid = s.oid AND d.classid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
       JOIN pg_class t ON t.oid = d.refobjid JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
       JOIN pg_namespace n ON n.oid = s.relnamespace
      WHERE s.relkind = 'S' AND n.nspname = 'public'`,
  );
}
