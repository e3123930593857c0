import { describe, expect, it } from 'vitest';
import { decodePage } from './page-charset';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('decodePage', () => {
  it('reads a page saved from Word in windows-1252, its quotes and dashes in one byte each', () => {
    const page = bytes(
      '<meta http-equiv=Content-Type content="text/html; charset=windows-1252"><title>Grandma Ruth',
      [0x92],
      's Cake ',
      [0x96],
      ' 350',
      [0xb0],
      'F</title>',
    );
    expect(decodePage(page)).toContain('Grandma Ruth’s Cake – 350°F');
  });

  it('reads "ISO-8859-1" as browsers do, as windows-1252, and the charset the server names first', () => {
    expect(decodePage(bytes('<meta charset="iso-8859-1"><p>', [0x93], 'Hi', [0x94], '</p>'))).toContain('“Hi”');
    expect(decodePage(bytes('<p>', [0x80], '5</p>'), 'text/html; charset=windows-1252')).toContain('€5');
  });

  it('reads UTF-8 where the page names no charset, without its byte order mark', () => {
    expect(decodePage(Buffer.from('\uFEFF<p>Crème brûlée</p>', 'utf8'))).toBe('<p>Crème brûlée</p>');
  });
});
