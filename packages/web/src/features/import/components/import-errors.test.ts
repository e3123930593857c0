import { ApiError, IMPORT_MESSAGES, NETWORK_ERROR_MESSAGE, NETWORK_ERROR_STATUS } from '@potluck/api';
import { describe, expect, it } from 'vitest';
import { checkUrl, fileProblem, importErrorMessage } from './import-errors';
import { IMPORT_TEXT as T } from './import-text';

const file = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name);

describe('checkUrl', () => {
  it('asks for an address when there is none', () => {
    expect(checkUrl('   ')).toEqual({ problem: IMPORT_MESSAGES.urlRequired });
  });

  it('takes http and https addresses as they are', () => {
    expect(checkUrl(' https://example.com/recipes/pancakes?x=1 ')).toEqual({
      url: 'https://example.com/recipes/pancakes?x=1',
    });
    expect(checkUrl('http://example.com')).toEqual({ url: 'http://example.com/' });
  });

  it('puts https:// before an address copied without its scheme', () => {
    expect(checkUrl('example.com/recipes/pancakes')).toEqual({ url: 'https://example.com/recipes/pancakes' });
    expect(checkUrl('www.example.com:8080/a')).toEqual({ url: 'https://www.example.com:8080/a' });
  });

  it.each([
    'ftp://example.com/recipe',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'pancakes',
    'http//example.com',
    'https://exa mple.com',
  ])('refuses %s', (value) => expect(checkUrl(value)).toEqual({ problem: T.invalidUrl }));

  it('refuses an address longer than the server takes', () => {
    expect(checkUrl(`https://example.com/${'a'.repeat(2000)}`)).toEqual({ problem: T.urlTooLong });
  });
});

describe('fileProblem', () => {
  it.each(['recipes.json', 'Recipe.JSONLD', 'all.paprikarecipes', 'one.paprikarecipe', 'mealie.zip'])(
    'accepts %s',
    (name) => {
      expect(fileProblem(file(name))).toBeNull();
    },
  );

  it('refuses other kinds of files', () => {
    expect(fileProblem(file('recipes.csv'))).toBe(T.unsupportedFile);
    expect(fileProblem(file('photo.jpg'))).toBe(T.unsupportedFile);
  });

  it('refuses a file over the server limit before uploading it', () => {
    const big = file('big.zip');
    Object.defineProperty(big, 'size', { value: 50 * 1024 * 1024 + 1 });
    expect(fileProblem(big)).toBe(IMPORT_MESSAGES.fileTooLarge);
  });
});

describe('importErrorMessage', () => {
  it('shows the server detail', () => {
    expect(importErrorMessage(new ApiError(422, IMPORT_MESSAGES.noRecipeOnPage))).toBe(IMPORT_MESSAGES.noRecipeOnPage);
    expect(importErrorMessage(new ApiError(504, 'The page did not answer within 10 s'))).toBe(
      'The page did not answer within 10 s',
    );
    expect(
      importErrorMessage(
        new ApiError(422, [{ loc: ['body', 'url'], msg: IMPORT_MESSAGES.urlRequired, type: 'too_small' }]),
      ),
    ).toBe(IMPORT_MESSAGES.urlRequired);
  });

  it('says the shared network message when the server cannot be reached', () => {
    expect(importErrorMessage(new ApiError(NETWORK_ERROR_STATUS, NETWORK_ERROR_MESSAGE))).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('turns a proxy’s 413 page into the file size limit', () => {
    expect(importErrorMessage(new ApiError(413, 'HTTP 413: Request Entity Too Large'))).toBe(
      IMPORT_MESSAGES.fileTooLarge,
    );
  });

  it('falls back when there is nothing to show', () => {
    expect(importErrorMessage(new Error('boom'))).toBe(T.failed);
    expect(importErrorMessage(new ApiError(500, undefined), 'Download failed')).toBe('Download failed');
  });
});
