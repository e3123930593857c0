import type { SharePlatform } from './detail.constants';

export interface ShareSubject {
  /** The recipe page's absolute address. */
  url: string;
  title: string;
}

const q = encodeURIComponent;

/**
 * The address that opens each network's own share screen with the recipe filled in; null for targets
 * that need no window (clipboard, friend).
 */
export function shareLinkFor(platform: SharePlatform, { url, title }: ShareSubject): string | null {
  switch (platform) {
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${q(title)}&url=${q(url)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${q(url)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${q(`${title} ${url}`)}`;
    case 'email':
      return `mailto:?subject=${q(title)}&body=${q(`I thought you would like this recipe: ${url}`)}`;
    default:
      return null;
  }
}

/** The recipe page's absolute address in this deployment. */
export const recipeUrl = (id: number, origin: string = window.location.origin): string => `${origin}/recipes/${id}`;
