import { contract, matchEndpoint } from '@potluck/api';
import { useEffect, useState } from 'react';
import { api } from './api-client';

/**
 * An image the server serves only with the viewer's bearer token (avatars and covers: any signed-in member;
 * see decision 004), which an <img> cannot send: fetched with the token and handed back as an object URL,
 * revoked when the URL changes or the component goes. Other URLs (data:, blob:, anything that is not the
 * API's image serve path) are returned as they are. null while loading, when there is no URL, or when the fetch failed
 * (the Avatar shows initials then).
 */
export function useAuthorizedImage(url: string | null | undefined): string | null {
  const needsToken = Boolean(url && matchEndpoint(contract.images.serve, url));
  const [loaded, setLoaded] = useState<{ url: string; objectUrl: string } | null>(null);

  useEffect(() => {
    if (!url || !needsToken || typeof URL.createObjectURL !== 'function') return;
    let cancelled = false;
    let created: string | null = null;
    void (async () => {
      try {
        const params = matchEndpoint(contract.images.serve, url);
        if (!params) return;
        const res = await api.fetchRaw(contract.images.serve, { params, auth: true });
        if (cancelled) return;
        const blob = await res.blob();
        if (cancelled) return;
        created = URL.createObjectURL(blob);
        setLoaded({ url, objectUrl: created });
      } catch {
        // A failed image is not an error of the page: the initials stand in.
      }
    })();
    return () => {
      cancelled = true;
      if (created) URL.revokeObjectURL(created);
    };
  }, [url, needsToken]);

  if (!url) return null;
  if (!needsToken) return url;
  return loaded?.url === url ? loaded.objectUrl : null;
}
