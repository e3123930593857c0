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

  it('cuts at the first dash or bar followed by the site or the word "recipe"', () => {
    expect(withoutSiteName('Lasagne al radicchio e formaggio - Ricetta.it', null, 'www.ricetta.it')).toBe(
      'Lasagne al radicchio e formaggio',
    );
    expect(
      withoutSiteName('Gazpacho - Magimix recipe Official Magimix recipes - Cook Expert', null, 'www.magimix.com'),
    ).toBe('Gazpacho');
    expect(withoutSiteName('Pasta med broccolipesto - recept', null, null)).toBe('Pasta med broccolipesto');
    expect(withoutSiteName('Bœuf bourguignon - Recette Cookeo', null, null)).toBe('Bœuf bourguignon');
  });

  it('keeps a title whose last part is not the site', () => {
    expect(withoutSiteName('Madpandekager - de klassiske', 'Valdemarsro', 'valdemarsro.dk')).toBe(
      'Madpandekager - de klassiske',
    );
    expect(withoutSiteName('Culy', null, 'culy.nl')).toBe('Culy');
  });
});
