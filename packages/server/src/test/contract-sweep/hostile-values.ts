import fc from 'fast-check';

/** An array nested this deep: far past any schema, short of the JSON parser's own stack. */
export const DEEP = 3000;
export const deepArray = (depth = DEEP): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};
export const deepObject = (depth = DEEP): unknown => {
  let v: unknown = 'bottom';
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};

/** Texts that broke servers before: NUL and control characters, lone surrogates, RTL overrides, emoji, huge. */
export const NASTY_TEXTS = [
  '\u0000',
  'tomato\u0000soup',
  '\u0001\u0007\u001b[31m\u007f',
  '\ud800',
  'lone \udfff surrogate',
  '\u202eevil\u202c',
  'שלום עולם',
  '👩‍👩‍👧‍👦🍲🔥',
  '\u200b\ufeff',
  '',
  '   ',
  '\r\n\r\n',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%zz%',
  'x'.repeat(100_000),
];

/** Numbers a schema may not expect (JSON has no NaN or Infinity: they travel as null). */
export const NASTY_NUMBERS = [-1, 0, -0, 0.5, 1e308, -1e308, 2 ** 53 + 2, 2 ** 63, 2147483648, -2147483649];

/** Any UTF-16 code units, lone surrogates and control characters included. */
const codeUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) });

/** A hostile value for one field: wrong types, null, arrays for objects, extreme numbers and texts, deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_TEXTS), weight: 4 },
  { arbitrary: fc.constantFrom(...NASTY_NUMBERS), weight: 3 },
  { arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [1, 'two'], { nested: { x: 1 } }), weight: 3 },
  { arbitrary: fc.constantFrom(deepArray(), deepObject()), weight: 1 },
  { arbitrary: codeUnits, weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
);

/** Raw (already percent-encoded) texts for a path or query value, some of them not valid UTF-8 at all. */
export const NASTY_URL_TEXTS = [
  '%00',
  '%ED%A0%80',
  '%FF%FE',
  '%E0%A4%A',
  '%',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999',
  '1.5',
  'NaN',
  '%F0%9F%8D%B2',
  '%E2%80%AE',
  '..%2F..%2Fetc%2Fpasswd',
  'a'.repeat(2000),
];

/** A field value as URL text: a JSON value the way a client would encode it, or one of the raw nasty texts. */
export const hostileUrlText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_URL_TEXTS),
  hostileValue.map((v) => {
    const text = typeof v === 'string' ? v : JSON.stringify(v);
    try {
      return encodeURIComponent(text.slice(0, 5000));
    } catch {
      return '%ED%B0%80'; // a lone surrogate has no UTF-8: send the bytes a broken client would
    }
  }),
);
