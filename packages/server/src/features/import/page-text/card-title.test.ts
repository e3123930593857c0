import { describe, expect, it } from 'vitest';
import { withoutSiteName } from './card-title';

describe('withoutSiteName', () => {
  it("drops the site's name after a dash or bar of a page title, by og:site_name or the host", () => {
    expect(withoutSiteName('Pruimenjam: een snel basisrecept - Culy', null, 'culy.nl')).toBe(
      'Pruimenjam: een snel basisrecept',
    );
    expect(withoutSiteName('Madpandekager | Valdemarsro', 'Valdemarsro', null)).toBe('Madpandekager');
    expect(withoutSiteName('Chili sin carne – Les Délices de Marie', 'Les délices de Marie', 'example.org')).toBe(
      'Chili sin carne',
    );
  });

  it('keeps a title whose last part is not the site', () => {
    expect(withoutSiteName('Madpandekager - de klassiske', 'Valdemarsro', 'valdemarsro.dk')).toBe(
      'Madpandekager - de klassiske',
    );
    expect(withoutSiteName('Culy', null, 'culy.nl')).toBe('Culy');
  });
});
