/**
 * A tsquery's text form read in JavaScript, for the in-process search index (decision 016), and the weight
 * masks its tiers match under. PostgreSQL still does the language work (parsing, stemming, stop words:
 * `websearch_to_tsquery` and the generated `search_vector`); only the matching runs in the process.
 */

/** A tsquery: a lexeme, or NOT / AND / OR / a phrase (`<N>`, N words apart) of sub-queries. */
export type TsQuery =
  | { op: 'lexeme'; lexeme: string }
  | { op: 'not'; arg: TsQuery }
  | { op: 'and' | 'or'; left: TsQuery; right: TsQuery }
  | { op: 'phrase'; distance: number; left: TsQuery; right: TsQuery };

/** The weight bits of a position as PostgreSQL packs them (WordEntryPos: weight in the top two bits). */
const WEIGHT = { A: 3, B: 2, C: 1, D: 0 } as const;
/** Which weights a match may use: one bit per weight (1 << weight). */
export type WeightMask = number;
export const TITLE: WeightMask = 1 << WEIGHT.A;
export const HEAD: WeightMask = (1 << WEIGHT.A) | (1 << WEIGHT.B);
export const ALL: WeightMask = 0b1111;

/**
 * Reads tsquery text as PostgreSQL prints it (`'a' & !'b' | 'c' <-> 'd'`, parentheses where needed). Null for
 * the empty query (only stop words). Throws on what the index does not evaluate — prefixes (`:*`) and weight
 * restrictions, which `websearch_to_tsquery` never writes — so such a search goes to SQL.
 */
export function parseTsquery(text: string): TsQuery | null {
  let i = 0;
  const skip = () => {
    while (text[i] === ' ') i++;
  };
  const operand = (): TsQuery => {
    skip();
    if (text[i] === '!') {
      i++;
      return { op: 'not', arg: operand() };
    }
    if (text[i] === '(') {
      i++;
      const inner = or();
      skip();
      if (text[i] !== ')') throw new Error('Unbalanced parentheses in tsquery text');
      i++;
      return inner;
    }
    if (text[i] !== "'") throw new Error(`Unexpected tsquery text at ${i}`);
    let lexeme = '';
    i++;
    for (;;) {
      const c = text[i];
      if (c === undefined) throw new Error('Unterminated operand in tsquery text');
      if (c === "'" && text[i + 1] === "'") {
        lexeme += "'";
        i += 2;
      } else if (c === '\\') {
        lexeme += text[i + 1];
        i += 2;
      } else if (c === "'") {
        i++;
        break;
      } else {
        lexeme += c;
        i++;
      }
    }
    if (text[i] === ':') throw new Error('Prefix or weighted operands are not evaluated in process');
    return { op: 'lexeme', lexeme };
  };
  const phrase = (): TsQuery => {
    let left = operand();
    for (;;) {
      skip();
      const m = /^<(-|\d+)>/.exec(text.slice(i, i + 8));
      if (!m) return left;
      i += m[0].length;
      left = { op: 'phrase', distance: m[1] === '-' ? 1 : Number(m[1]), left, right: operand() };
    }
  };
  const and = (): TsQuery => {
    let left = phrase();
    for (;;) {
      skip();
      if (text[i] !== '&') return left;
      i++;
      left = { op: 'and', left, right: phrase() };
    }
  };
  const or = (): TsQuery => {
    let left = and();
    for (;;) {
      skip();
      if (text[i] !== '|') return left;
      i++;
      left = { op: 'or', left, right: and() };
    }
  };
  skip();
  if (i >= text.length) return null;
  const query = or();
  skip();
  if (i < text.length) throw new Error(`Unexpected tsquery text at ${i}`);
  if (!evaluable(query)) throw new Error('Operators inside a phrase other than phrases are not evaluated in process');
  return query;
}

/** Phrases of lexemes and phrases only: what websearch_to_tsquery writes for quoted words and compound words. */
function evaluable(q: TsQuery, inPhrase = false): boolean {
  switch (q.op) {
    case 'lexeme':
      return true;
    case 'phrase':
      return evaluable(q.left, true) && evaluable(q.right, true);
    case 'not':
      return !inPhrase && evaluable(q.arg);
    default:
      return !inPhrase && evaluable(q.left) && evaluable(q.right);
  }
}

/** The parts of a conjunction however it nests (`a & (b & !c)`: a, b, !c); a query that is no `and`: itself. */
export function conjuncts(q: TsQuery): TsQuery[] {
  return q.op === 'and' ? [...conjuncts(q.left), ...conjuncts(q.right)] : [q];
}
