import type { Context } from './context';

export interface Download {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * A file the API answers as bytes (a zip): `send` is the client's fetchRaw for its endpoint (the token and
 * one refresh-and-retry on a 401, a failure as an ApiError), explained to the user like every call.
 */
export function downloadFile(ctx: Context, send: () => Promise<Response>): Promise<Download> {
  return ctx.call(
    async () => {
      const response = await send();
      return {
        bytes: new Uint8Array(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? '',
      };
    },
    { authenticated: true },
  );
}
