import { API_PREFIX, type Endpoint, type ObjectKind, contract, objectKindOf } from '@potluck/api';
import type { z } from 'zod';

export type Where = 'params' | 'query' | 'body';
export const PARTS: Where[] = ['params', 'query', 'body'];

export interface SweepEndpoint extends Endpoint {
  /** "group.name" in the contract. */
  id: string;
}

/** Every endpoint of the contract (so of the OpenAPI document): the sweep keeps no list of its own. */
export const sweepEndpoints: SweepEndpoint[] = Object.entries(contract).flatMap(([group, eps]) =>
  Object.entries(eps as Record<string, Endpoint>).map(([name, e]) => ({ ...e, id: `${group}.${name}` })),
);

export interface InputField {
  where: Where;
  /** Path inside the part, array elements as 0. */
  path: Array<string | number>;
  name: string;
  schema: z.ZodType;
  kind: ObjectKind | undefined;
}

type Def = { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; element?: z.ZodType };

/** The object or array a field holds, looking through optional/nullable/default and preprocess wrappers. */
function unwrap(schema: z.ZodType): Def {
  const def = schema.def as unknown as Def & { in?: z.ZodType; out?: z.ZodType };
  if (def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe') {
    const inDef = def.in!.def as unknown as Def;
    return unwrap(inDef.type === 'transform' ? def.out! : def.in!);
  }
  return def;
}

function walk(where: Where, schema: z.ZodType, path: Array<string | number>, out: InputField[]): void {
  const def = unwrap(schema);
  if (def.type === 'object') {
    for (const [key, field] of Object.entries(def.shape ?? {})) {
      out.push({ where, path: [...path, key], name: key, schema: field, kind: objectKindOf(field) });
      walk(where, field, [...path, key], out);
    }
  } else if (def.type === 'array' && def.element) {
    walk(where, def.element, [...path, 0], out);
  }
}

/** Every named field of an endpoint's path, query and body, nested ones included. */
export function inputFields(e: Endpoint): InputField[] {
  const out: InputField[] = [];
  for (const where of PARTS) if (e[where]) walk(where, e[where], [], out);
  return out;
}

/** A field whose name says it identifies something: it must then say what (idOf/names in @potluck/api). */
export const isIdLike = (name: string) => /^(id|slug|file|file_path)$|_id$|Id$|_ids$|Ids$/.test(name);

export const fieldLabel = (e: SweepEndpoint, f: Pick<InputField, 'where' | 'path'>) =>
  `${e.id} ${f.where}.${f.path.join('.')}`;

/** A path with its :params substituted by raw (already URL-encoded) text, under /api/v1, plus a query. */
export function urlOf(path: string, params: Record<string, string>, query = ''): string {
  const filled = path.replace(/:([A-Za-z_]+)/g, (_, name: string) => params[name] ?? '1');
  return `${API_PREFIX}${filled}${query ? `?${query}` : ''}`;
}

/** Encodes a value for the URL: numbers and strings as text, arrays as repeated keys (the query's own shape). */
export function queryOf(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) {
      search.append(key, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
    }
  }
  return search.toString();
}

export const paramsText = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, encodeURIComponent(String(v))]));

/** Writes order last (and the AI admin key endpoints, which change the provider, after them). */
export function sweepOrder(a: SweepEndpoint, b: SweepEndpoint): number {
  const rank = (e: SweepEndpoint) => (e.id.startsWith('aiAdmin.') ? 3 : e.method === 'DELETE' ? 2 : 0);
  return rank(a) - rank(b);
}
