import type { Command } from 'commander';

// Options shared by several commands, kept apart from their actions so `potluck --help` stays light.

/** The servings scaler's choices (SCALE_CHOICES), spelled out for help; a test keeps the two in step. */
export const SCALE_HELP = '0.5, 1, 2 or 3';

export interface ScaleFlags {
  scale?: string;
  servings?: string;
}

export interface ExportFlags extends ScaleFlags {
  format?: string;
  out?: string;
}

export const addScaleOptions = (command: Command): Command =>
  command
    .option('--servings <n>', 'scale the ingredient amounts to this many servings')
    .option('--scale <factor>', `multiply the ingredient amounts: ${SCALE_HELP}`);

/** --format, --out and the scaling of the Markdown: `potluck export` and `potluck recipes export` alike. */
export const addExportOptions = (command: Command): Command =>
  addScaleOptions(
    command
      .option(
        '-f, --format <format>',
        'md (Markdown), json (the recipe as stored) or jsonld (schema.org); default: from the --out file name, else json with --json, else md',
      )
      .option('-o, --out <file>', 'write to this file (replacing it) instead of stdout'),
  );
