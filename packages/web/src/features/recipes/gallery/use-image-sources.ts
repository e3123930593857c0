import { contract, matchEndpoint, type StoredImage } from '@potluck/api';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../../lib/api-client';
import { defaultSrcOf } from './gallery-model';

/**
 * Images of drafts and private recipes are served only with the viewer's bearer token (decision 004),
 * which an <img> cannot send: fetch each one (the 800 px thumbnail, or the original) through the client's
 * fetchRaw (the token, and one refresh on a 401) and hand back object URLs by image id. Returns null when the images are public (plain URLs do).
 * Object URLs are revoked when the images change or the page goes.
 */
export function useImageSources(
  images: readonly StoredImage[] | undefined,
  withToken: boolean,
): ReadonlyMap<number, string> | null {
  const wanted = useMemo(
    () => (withToken && images ? images.map((i) => [i.id, defaultSrcOf(i)] as const) : []),
    [images, withToken],
  );
  const signature = wanted.map(([id, url]) => `${id}=${url}`).join('|');
  const [sources, setSources] = useState<ReadonlyMap<number, string>>(() => new Map());

  useEffect(() => {
    if (!signature || typeof URL.createObjectURL !== 'function') return;
    let cancelled = false;
    const created: string[] = [];
    void (async () => {
      const loaded = await Promise.all(
        wanted.map(async ([id, url]) => {
          const params = matchEndpoint(contract.images.serve, url);
          // Not served by the API (another host): the plain URL needs no token.
          if (!params) return [id, url] as const;
          try {
            const res = await api.fetchRaw(contract.images.serve, { params, auth: true });
            const objectUrl = URL.createObjectURL(await res.blob());
            created.push(objectUrl);
            return [id, objectUrl] as const;
          } catch {
            return null;
          }
        }),
      );
      if (!cancelled) setSources(new Map(loaded.filter((entry) => entry !== null)));
    })();
    return () => {
      cancelled = true;
      created.forEach((u) => URL.revokeObjectURL(u));
    };
    // `signature` stands for `wanted`: refetch only when an image or its URL changes.
  }, [signature]);

  return withToken ? sources : null;
}
