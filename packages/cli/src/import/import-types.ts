import type { PotluckClient } from '@potluck/api/client';
import type { Context } from '../context';
import type { ImportLedger } from './import-ledger';

// The shapes `potluck import` works with, whichever endpoint read the source. Types only: nothing is imported at run time.

/** What kind of source an argument is, and so which endpoint reads it. */
export type SourceKind = 'url' | 'html' | 'file' | 'text';

/** One recipe as a parser read it (not created yet): what the preview shows. */
export interface ReadRecipe {
  title: string;
  /** schema.org, paprika, mealie, tandoor (import endpoints) or ai, builtin (pasted text). */
  parser: string;
  /** Only the text parser says how sure it is. */
  confidence: 'high' | 'medium' | 'low' | null;
  servings: number | null;
  prep_time_minutes: number | null;
  cook_time_minutes: number | null;
  ingredients: Array<{
    amount: number | null;
    unit: string | null;
    ingredient_name: string;
    preparation: string | null;
    notes: string | null;
    is_optional: boolean;
  }>;
  instructions: Array<{ step_number: number; instruction: string }>;
  /** What could not be taken over, one sentence each. */
  skipped: string[];
  /** The AI's remarks on pasted text. */
  suggestions: string[];
}

export interface CreatedRecipe {
  id: number;
  title: string;
  status: 'draft' | 'published';
}

/** What reading (preview) or importing one source gave: created is empty for a preview. */
export interface Outcome {
  read: ReadRecipe[];
  created: CreatedRecipe[];
  /** Recipes of the source that could not be read or created, with the reason. */
  failed: Array<{ name: string; reason: string }>;
  /** Remarks about the source as a whole (a file's entries that were left out). */
  notes: string[];
}

/** The report of a whole run, printed as the summary (or as JSON with --json). */
export interface ImportReport {
  dry_run: boolean;
  created: Array<CreatedRecipe & { source: string; url: string }>;
  skipped: Array<{ source: string; reason: string; recipe_ids: number[] }>;
  failed: Array<{ source: string; name: string | null; reason: string }>;
  /** Everything that was read, per source: the previews. */
  read: Array<ReadRecipe & { source: string }>;
}

export interface ImportFlags {
  dryRun: boolean;
  force: boolean;
  publish: boolean;
}

/** Everything one run needs, passed around instead of a class. */
export interface Run {
  ctx: Context;
  client: PotluckClient;
  server: string;
  ledger: ImportLedger;
  flags: ImportFlags;
  report: ImportReport;
}
