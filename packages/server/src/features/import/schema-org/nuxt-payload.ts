// Nuxt 3 writes a page's state as a devalue payload (<script type="application/json" id="__NUXT_DATA__">): one flat
// array whose first item is the state, each object's and list's values given as the indices of other items, and a
// few kinds of value written as a list that starts with the kind's name (["ShallowReactive", 1], ["Set", 4, 5]).

/** Wrappers Nuxt and Vue put around a value ("Reactive", "Ref", …): the value inside is the one to read. */
const WRAPPERS = new Set([
  'Reactive',
  'ShallowReactive',
  'Ref',
  'ShallowRef',
  'EmptyRef',
  'EmptyShallowRef',
  'Object',
  'NuxtError',
  'Island',
]);

/** No more items than this are read back (a payload the size of a site's catalogue is left alone). */
const MAX_ITEMS = 200_000;

/**
 * The value a devalue payload stands for, its indices read back into objects and lists (a value met again is the
 * same value; one inside itself is left out). Null when the payload is not one.
 */
export function unflattenPayload(payload: unknown): unknown {
  if (!Array.isArray(payload) || payload.length === 0 || payload.length > MAX_ITEMS) return null;
  const done = new Map<number, unknown>();
  const reading = new Set<number>();
  const read = (index: unknown): unknown => {
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= payload.length) return null;
    if (done.has(index)) return done.get(index);
    // A value inside itself (a cycle) is left out: what is read back is plain data.
    if (reading.has(index)) return null;
    reading.add(index);
    const value = readItem(index);
    reading.delete(index);
    done.set(index, value);
    return value;
  };
  const readItem = (index: number): unknown => {
    const value: unknown = payload[index];
    if (value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) {
      const [kind, ...rest] = value as unknown[];
      if (typeof kind === 'string') {
        // A kind of value: a wrapper's value, a Set's items, a Map's or a bare object's pairs, a Date's text.
        if (WRAPPERS.has(kind)) return read(rest[0]);
        if (kind === 'Set') return rest.map(read);
        if (kind === 'Map' || kind === 'null') {
          const object: Record<string, unknown> = {};
          for (let k = 0; k + 1 < rest.length; k += 2) object[String(read(rest[k]))] = read(rest[k + 1]);
          return object;
        }
        return typeof rest[0] === 'string' || typeof rest[0] === 'number' ? rest[0] : null;
      }
      return (value as unknown[]).map(read);
    }
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, read(item)]));
  };
  return read(0);
}
