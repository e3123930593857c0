import { API_PREFIX, ApiError, httpErrorText, NETWORK_ERROR_MESSAGE, NETWORK_ERROR_STATUS } from '@potluck/api';
import type { PotluckClient } from '@potluck/api/client';
import type { Context } from './context';

export interface Download {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * GET of a file the server answers as bytes (a zip), which the typed client cannot carry: it reads JSON.
 * Sent with the stored access token; on a 401 a cheap authenticated call through the client refreshes the
 * session (or says it is over), then the download is tried once more with the new token.
 */
export async function downloadFile(ctx: Context, client: PotluckClient, path: string): Promise<Download> {
  const doFetch = ctx.io.fetch ?? globalThis.fetch;
  const url = `${await ctx.server()}${API_PREFIX}${path}`;
  const attempt = async () => {
    const tokens = await ctx.tokenStore.get();
    try {
      return await doFetch(url, { headers: tokens ? { authorization: `Bearer ${tokens.access_token}` } : {} });
    } catch {
      throw new ApiError(NETWORK_ERROR_STATUS, NETWORK_ERROR_MESSAGE);
    }
  };
  return ctx.call(
    async () => {
      let response = await attempt();
      if (response.status === 401) {
        await response.body?.cancel();
        await client.auth.me();
        response = await attempt();
      }
      if (!response.ok) throw new ApiError(response.status, await errorDetail(response));
      return {
        bytes: new Uint8Array(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? '',
      };
    },
    { authenticated: true },
  );
}

async function errorDetail(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const detail = (JSON.parse(text) as { detail?: unknown }).detail;
    if (typeof detail === 'string') return detail;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  return httpErrorText(response.status, response.statusText);
}
