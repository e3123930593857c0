import { describe, expect, it } from 'vitest';
import { contract } from './contract';
import { buildPath } from './endpoint';
import { matchEndpoint } from './endpoint-match';

const serve = contract.images.serve;

describe('matchEndpoint', () => {
  it('reads the params of a URL the API handed out', () => {
    expect(matchEndpoint(serve, '/api/v1/images/serve/thumbnails/thumb_400_img-1.webp')).toEqual({
      folder: 'thumbnails',
      file: 'thumb_400_img-1.webp',
    });
    expect(matchEndpoint(serve, '/api/v1/images/serve/avatars/a%20b.jpg?v=2')).toEqual({
      folder: 'avatars',
      file: 'a b.jpg',
    });
  });

  it('is the inverse of buildPath, with numeric params coerced by the schema', () => {
    const path = buildPath(contract.imports.exportOne.path, { id: 7 });
    expect(matchEndpoint(contract.imports.exportOne, `/api/v1${path}`)).toEqual({ id: 7 });
    expect(matchEndpoint(contract.imports.exportAll, '/api/v1/recipes/export/all')).toEqual({});
  });

  it('is null for anything else, so the caller uses the URL as it is', () => {
    for (const url of [
      'data:image/png;base64,AAAA',
      'blob:http://localhost/1',
      'https://cdn.example.com/api/v1/images/serve/recipes/a.jpg',
      '/images/serve/recipes/a.jpg',
      '/api/v1/images/serve/secrets/a.jpg',
      '/api/v1/images/serve/recipes/a/b.jpg',
      '/api/v1/images/serve/recipes/%E0%A4%A.jpg',
    ])
      expect(matchEndpoint(serve, url), url).toBeNull();
  });
});
