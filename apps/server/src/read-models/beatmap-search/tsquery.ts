/**
 * PostgreSQL's text forms of full-text values, read back in memory (docs/decisions/0039): the
 * lexemes of a `tsvector` (`'dragon':1A 'fire':3A,5B`) and the tree of a `tsquery`
 * (`'love' & !'hate' | 'night'`), as `tsvectorout`/`tsqueryout` print them (PostgreSQL manual
 * §8.11 "Text Search Types"): a lexeme is single-quoted, a quote inside it doubled and a
 * backslash escaped by a backslash. The beatmap search index takes both from PostgreSQL itself
 * (`text_search::text`, `websearch_to_tsquery('simple', $1)::text`), so tokenising stays
 * PostgreSQL's and only the boolean evaluation happens here.
 */

/**
 * A parsed tsquery: a lexeme, NOT, AND, OR; `unsupported` stands for what the index cannot
 * evaluate from lexeme sets alone (phrases `<->`/`<N>`, which need positions; prefixes `:*` and
 * weight filters `:A`).
 */
export type TsQueryNode =
  | { kind: 'lexeme'; lexeme: string }
  | { kind: 'not'; item: TsQueryNode }
  | { kind: 'and' | 'or'; items: [TsQueryNode, TsQueryNode] }
  | { kind: 'unsupported' };

/** Reads one quoted lexeme starting at `text[start] === "'"`; returns it and the index after it. */
function readQuoted(text: string, start: number): { value: string; end: number } {
  let value = '';
  let i = start + 1;
  for (;;) {
    const c = text[i];
    if (c === undefined) throw new SyntaxError(`unterminated lexeme in ${JSON.stringify(text)}`);
    if (c === '\\') {
      value += text[i + 1] ?? '';
      i += 2;
    } else if (c === "'") {
      if (text[i + 1] === "'") {
        value += "'";
        i += 2;
      } else {
        return { value, end: i + 1 };
      }
    } else {
      value += c;
      i += 1;
    }
  }
}

/**
 * The distinct lexemes of a tsvector's text form (positions and weights dropped), e.g.
 * `'it''s':1 'x':2A` → `["it's", 'x']`. Throws SyntaxError on a malformed text.
 */
export function tsvectorLexemes(text: string): string[] {
  const lexemes: string[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] === "'") {
      const { value, end } = readQuoted(text, i);
      lexemes.push(value);
      i = end;
      while (i < text.length && text[i] !== ' ') i += 1; // `:1A,2B`
    } else {
      i += 1;
    }
  }
  return lexemes;
}

type Token = { t: 'lex'; value: string; suffix: boolean } | { t: '&' | '|' | '!' | '(' | ')' | 'phrase' };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === ' ') {
      i += 1;
    } else if (c === "'") {
      const { value, end } = readQuoted(text, i);
      i = end;
      let suffix = false;
      if (text[i] === ':') {
        // `:*` (prefix) or `:AB` (weights): not evaluable from lexeme sets.
        suffix = true;
        while (i < text.length && text[i] !== ' ' && text[i] !== ')') i += 1;
      }
      tokens.push({ t: 'lex', value, suffix });
    } else if (c === '<') {
      const close = text.indexOf('>', i);
      if (close < 0) throw new SyntaxError(`unterminated phrase operator in ${JSON.stringify(text)}`);
      tokens.push({ t: 'phrase' });
      i = close + 1;
    } else if (c === '&' || c === '|' || c === '!' || c === '(' || c === ')') {
      tokens.push({ t: c });
      i += 1;
    } else {
      throw new SyntaxError(`unexpected ${JSON.stringify(c)} in tsquery ${JSON.stringify(text)}`);
    }
  }
  return tokens;
}

/**
 * Parses a tsquery's text form with PostgreSQL's precedence (`!` over `<->` over `&` over `|`,
 * left-associative). The empty text (a query without lexemes) gives `undefined`: PostgreSQL
 * matches no row with it. Throws SyntaxError on a malformed text.
 */
export function parseTsQuery(text: string): TsQueryNode | undefined {
  const tokens = tokenize(text);
  if (tokens.length === 0) return undefined;
  let pos = 0;
  const peek = () => tokens[pos];
  const fail = (): never => {
    throw new SyntaxError(`malformed tsquery ${JSON.stringify(text)}`);
  };
  const primary = (): TsQueryNode => {
    const token = tokens[pos++] ?? fail();
    if (token.t === '!') return { kind: 'not', item: primary() };
    if (token.t === '(') {
      const inner = orExpr();
      if (tokens[pos++]?.t !== ')') fail();
      return inner;
    }
    if (token.t === 'lex')
      return token.suffix ? { kind: 'unsupported' } : { kind: 'lexeme', lexeme: token.value };
    return fail();
  };
  const phraseExpr = (): TsQueryNode => {
    let left = primary();
    while (peek()?.t === 'phrase') {
      pos += 1;
      primary();
      left = { kind: 'unsupported' };
    }
    return left;
  };
  /** A left-associative chain of `next` joined by `op` (`&` binds tighter than `|`). */
  const chain = (op: '&' | '|', kind: 'and' | 'or', next: () => TsQueryNode) => (): TsQueryNode => {
    let left = next();
    while (peek()?.t === op) {
      pos += 1;
      left = { kind, items: [left, next()] };
    }
    return left;
  };
  const andExpr = chain('&', 'and', phraseExpr);
  const orExpr: () => TsQueryNode = chain('|', 'or', andExpr);
  const tree = orExpr();
  if (pos !== tokens.length) fail();
  return tree;
}

/** True when every part of the tree can be evaluated from lexeme sets (no phrase, prefix or weight). */
export function isEvaluable(node: TsQueryNode): boolean {
  switch (node.kind) {
    case 'lexeme':
      return true;
    case 'unsupported':
      return false;
    case 'not':
      return isEvaluable(node.item);
    default:
      return node.items.every(isEvaluable);
  }
}
