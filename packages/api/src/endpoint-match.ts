import type { z } from 'zod';
import { API_PREFIX } from './contract';
import type { Endpoint } from './endpoint';

type ParamsOutput<E extends Endpoint> = E['params'] extends z.ZodType ? z.output<E['params']> : Record<string, never>;

/**
 * The inverse of buildPath: the params of `url` when it is a path of `endpoint` under /api/v1 (as the API hands
 * out its own URLs, e.g. an image_url), checked by the endpoint's params schema; null for any other URL (data:,
 * blob:, another host, another path), which the caller uses as it is.
 */
export function matchEndpoint<E extends Endpoint>(endpoint: E, url: string): ParamsOutput<E> | null {
  if (!url.startsWith(`${API_PREFIX}/`)) return null;
  const path = url.slice(API_PREFIX.length).replace(/[?#].*$/, '');
  const names: string[] = [];
  const pattern = endpoint.path
    .split(/(:[A-Za-z_]+)/)
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('');
  const found = new RegExp(`^${pattern}/?$`).exec(path);
  if (!found) return null;
  let raw: Record<string, string>;
  try {
    raw = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]));
  } catch {
    return null; // a malformed escape is no path of ours
  }
  if (!endpoint.params) return raw as ParamsOutput<E>;
  const parsed = endpoint.params.safeParse(raw);
  return parsed.success ? (parsed.data as ParamsOutput<E>) : null;
}
