import { IMPORT_MESSAGES } from '@potluck/api';
import { HttpError } from '../../http/http-error';
import { decodePage } from './page-charset';
import { SafeFetchError, type SafeFetchOptions, safeFetch } from '../../lib/safe-fetch/safe-fetch';

const PAGE_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1';

/** A refusal of the SSRF guard as the API's answer (its status and sentence). */
export function asHttpError(err: unknown): unknown {
  return err instanceof SafeFetchError ? new HttpError(err.status, err.message) : err;
}

/** Downloads a page through the SSRF guard and decodes it; something that is not HTML (a PDF, an image) is a 422. */
export async function fetchPage(url: string, options: SafeFetchOptions): Promise<{ html: string; url: string }> {
  try {
    const res = await safeFetch(url, { ...options, accept: PAGE_ACCEPT });
    const type = res.contentType.toLowerCase();
    if (type !== '' && !/html|xml|text\/plain/.test(type)) throw new HttpError(422, IMPORT_MESSAGES.notAPage);
    return { html: decodePage(res.body, type), url: res.url };
  } catch (err) {
    throw asHttpError(err);
  }
}
