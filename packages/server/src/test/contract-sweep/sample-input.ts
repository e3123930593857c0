import { type ObjectKind, objectKindOf } from '@potluck/api';
import type { z } from 'zod';

/** The value the sweep puts into a field that names an object (an id, a slug, a file). */
export type KindValue = (kind: ObjectKind) => unknown;

export interface SampleOptions {
  kindValue: KindValue;
  /** Optional fields too (for rules across fields). */
  full?: boolean;
  /** Put this text into every free-text field that takes it, optional ones too (a search for private words). */
  text?: string;
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  items?: z.ZodType[];
  getter?: () => z.ZodType;
  checks?: Array<{ _zod: { def: { check: string; minimum?: number } } }>;
};
const defOf = (schema: z.ZodType) => schema.def as unknown as Def;

/** Whether a field may be left out (optional, default, nullish). */
const omissible = (schema: z.ZodType) => schema.safeParse(undefined).success;

/** Whether an id-like field hides inside (so an optional one is still filled: it is what the sweep tests). */
export function namesSomething(schema: z.ZodType): boolean {
  if (objectKindOf(schema)) return true;
  const def = defOf(schema);
  if (def.shape) return Object.values(def.shape).some(namesSomething);
  const inner = def.innerType ?? def.element ?? (def.type === 'pipe' ? def.in : undefined);
  return inner ? namesSomething(inner) : false;
}

/** The first of a few plain texts the string accepts (its format, trimming and length rules decide). */
function sampleString(schema: z.ZodType & { minLength?: number | null }, text?: string) {
  const long = 'Sample text '.repeat(Math.ceil((schema.minLength ?? 1) / 12) + 1).trim();
  const candidates = [
    ...(text ? [text] : []),
    'Sample text',
    long,
    'sweep@example.com',
    // Loopback and a closed port: a server-side fetch of it is refused at once (and never leaves the machine).
    'http://127.0.0.1:9/recipe',
    '00000000-0000-4000-8000-000000000000',
    '2026-01-02T03:04:05Z',
    '2026-01-02',
    'sample',
    'S',
  ];
  return candidates.find((c) => schema.safeParse(c).success) ?? 'Sample text';
}

function sampleNumber(schema: z.ZodType & { minValue?: number | null; maxValue?: number | null }) {
  const min = schema.minValue ?? 1;
  const max = schema.maxValue ?? Number.MAX_SAFE_INTEGER;
  return Math.min(Math.max(1, Math.ceil(min)), max);
}

/**
 * A small valid value of `schema`: required fields only unless `full` (and every field that names an object,
 * filled by `kindValue`), the first enum value, the shortest allowed string. A schema whose refinements this cannot
 * satisfy declares `.meta({ examples: [value] })`, which is taken as is.
 */
export function sampleOf(schema: z.ZodType, o: SampleOptions): unknown {
  const meta = schema.meta() as { examples?: unknown[] } | undefined;
  if (meta?.examples?.length) return meta.examples[0];
  // Only the field's own kind: an array of ids gets an array of values (its element carries the kind).
  const kind = schema.meta()?.objectKind;
  if (kind) return o.kindValue(kind);
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        const searched = o.text !== undefined && field.safeParse(o.text).data === o.text;
        if (!o.full && omissible(field) && !namesSomething(field) && !searched) continue;
        out[key] = sampleOf(field, o);
      }
      return out;
    }
    case 'string':
      return sampleString(schema, o.text);
    case 'number':
    case 'int':
      return sampleNumber(schema);
    case 'bigint':
      return 1n;
    case 'boolean':
      return false;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'null':
      return null;
    case 'array': {
      const min = def.checks?.map((c) => c._zod.def).find((c) => c.check === 'min_length')?.minimum ?? 1;
      return Array.from({ length: Math.max(min, 1) }, () => sampleOf(def.element!, o));
    }
    case 'tuple':
      return (def.items ?? []).map((item) => sampleOf(item, o));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return sampleOf(def.innerType!, o);
    case 'pipe': {
      // z.preprocess(fn, out) checks `out`; x.transform(fn) checks `in`; a.pipe(b) needs what both accept.
      if (defOf(def.in!).type === 'transform') return sampleOf(def.out!, o);
      const tries = [sampleOf(def.in!, o), sampleOf(def.out!, o)];
      return tries.find((v) => schema.safeParse(v).success) ?? tries[0];
    }
    case 'lazy':
      return sampleOf(def.getter!(), o);
    case 'union': {
      const tries = (def.options ?? []).map((option) => sampleOf(option, o));
      return tries.find((v) => schema.safeParse(v).success) ?? tries[0];
    }
    case 'intersection':
      return {
        ...(sampleOf(def.left!, o) as object),
        ...(sampleOf(def.right!, o) as object),
      };
    case 'record':
      return {};
    default:
      return null;
  }
}

/** Like sampleOf, but fails loudly (naming the endpoint) when the sample does not pass its own schema. */
export function validSample(schema: z.ZodType, kindValue: KindValue, where: string, text?: string): unknown {
  // The smallest request first; a rule across fields (this one or that one) may need the optional ones too.
  const full = sampleOf(schema, { kindValue, full: true, text });
  const small = sampleOf(schema, { kindValue, text });
  const value = schema.safeParse(small).success ? small : full;
  const check = schema.safeParse(value);
  if (!check.success) {
    throw new Error(
      `${where}: cannot make a valid sample (${check.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}); ` +
        'give the schema .meta({ examples: [a valid value] })',
    );
  }
  return value;
}
