import type { LightMyRequestResponse } from 'fastify';
import { jpeg, multipart } from '../../features/images/image.fixtures';
import type { TestApp } from '../test-app';
import type { KindValue } from './sample-input';
import { validSample } from './sample-input';
import { type SweepEndpoint, paramsText, queryOf, urlOf } from './sweep-endpoints';

export interface Parts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/** A valid request for the endpoint, every object-naming field filled by `kindValue`. */
export function validParts(e: SweepEndpoint, kindValue: KindValue, text?: string): Parts {
  const part = (where: 'params' | 'query' | 'body') =>
    e[where] ? validSample(e[where], kindValue, `${e.id} ${where}`, text) : undefined;
  return {
    params: (part('params') as Record<string, unknown>) ?? {},
    query: (part('query') as Record<string, unknown>) ?? {},
    body: part('body'),
  };
}

/** Endpoints whose body is multipart/form-data (the contract's `multipart`): the sweep sends a small real photo. */
export const takesMultipart = (e: SweepEndpoint) => e.multipart !== undefined;

let photo: Buffer | undefined;

/** Sends the parts through app.inject: JSON where the endpoint declares a body, a photo where it takes multipart. */
export async function send(
  t: TestApp,
  e: SweepEndpoint,
  parts: Parts,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  const url = urlOf(e.path, paramsText(parts.params), queryOf(parts.query));
  if (takesMultipart(e)) {
    photo ??= await jpeg(32, 24);
    const form = await multipart({ [e.multipart!.file]: { data: photo, filename: 'photo.jpg', type: 'image/jpeg' } });
    return t.app.inject({
      method: e.method,
      url,
      headers: { ...headers, 'content-type': form.contentType },
      payload: form.payload,
    });
  }
  const withBody = e.body !== undefined && parts.body !== undefined;
  return t.app.inject({
    method: e.method,
    url,
    headers: withBody ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(withBody ? { payload: JSON.stringify(parts.body) } : {}),
  });
}

/** What a failed case shows: the status and the start of the answer. */
export const shown = (res: LightMyRequestResponse) => `${res.statusCode} ${res.body.slice(0, 160)}`;

/** A 4xx must say why: a `detail` that is a non-empty string or a list of issues. */
export function hasDetail(res: LightMyRequestResponse): boolean {
  try {
    const detail = (res.json() as { detail?: unknown }).detail;
    return (typeof detail === 'string' && detail.length > 0) || (Array.isArray(detail) && detail.length > 0);
  } catch {
    return false;
  }
}
