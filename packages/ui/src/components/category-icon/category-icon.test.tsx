import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CATEGORY_ICONS, CategoryIcon } from './category-icon';

const markup = (icon: string, size?: number) => renderToStaticMarkup(<CategoryIcon icon={icon} size={size} />);

describe('CategoryIcon', () => {
  it('draws an icon of the icon set for each seeded category emoji, never the emoji itself', () => {
    for (const emoji of Object.keys(CATEGORY_ICONS)) {
      const svg = markup(emoji);
      expect(svg).toMatch(/^<svg [^>]*class="lucide /);
      expect(svg).not.toContain(emoji);
    }
    expect(markup('🍲')).toContain('lucide-soup');
    expect(markup(' 🥕 ')).toContain('lucide-carrot');
  });

  it('gives each seeded category its own icon', () => {
    const icons = Object.values(CATEGORY_ICONS);
    expect(new Set(icons).size).toBe(icons.length);
  });

  it('falls back to a plain tag for an icon it does not know, hidden from assistive technology', () => {
    const svg = markup('🦄', 16);
    expect(svg).toContain('lucide-tag');
    expect(svg).toContain('width="16"');
    expect(svg).toContain('aria-hidden="true"');
    expect(svg).not.toContain('🦄');
  });
});
