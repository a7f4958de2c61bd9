/**
 * The words of goods search (docs/decisions/0001-goods-search.md). Chinese has
 * no spaces, and a trigram index finds nothing for 1- and 2-character terms, so
 * every Han run is indexed as its single characters, its overlapping pairs and
 * its overlapping triples; Latin letters and digits as whole lowercase words,
 * found by prefix. Token positions make a longer term an exact phrase.
 */
const HAN_RUN = /\p{Script=Han}+/gu;
const WORD = /[a-z0-9]+/g;
/** Han runs up to this long are one token; a longer run is the phrase of its overlapping pieces this long. */
const LONGEST_TOKEN = 3;
const MAX_QUERY_TERMS = 12;
const PHRASE_PIECE = new RegExp(`^\\p{Script=Han}{${LONGEST_TOKEN}}$`, 'u');

function normalise(text: string): string {
  // Full-width letters and digits (Ｍ８) become their ASCII forms; case is folded.
  return text.normalize('NFKC').toLowerCase();
}

function hanRuns(text: string): string[][] {
  return (text.match(HAN_RUN) ?? []).map((run) => [...run]);
}

function words(text: string): string[] {
  return text.replace(HAN_RUN, ' ').match(WORD) ?? [];
}

/** The overlapping pieces of `size` characters of a run, in text order. */
function pieces(chars: string[], size: number): string[] {
  const result: string[] = [];
  for (let i = 0; i + size <= chars.length; i++) result.push(chars.slice(i, i + size).join(''));
  return result;
}

/**
 * Every token of a goods' searchable text (name, code, item number, brand), in an
 * order whose positions make phrases exact: for each Han run its triples in text
 * order, then its pairs, then its characters; then the words. Only consecutive
 * triples of one run ever stand next to each other, so the phrase of a keyword's
 * triples matches exactly where the text holds the keyword.
 */
export function documentTokens(...fields: string[]): string[] {
  const text = normalise(fields.join(' '));
  const tokens: string[] = [];
  for (const chars of hanRuns(text)) {
    for (let size = LONGEST_TOKEN; size >= 1; size--) tokens.push(...pieces(chars, size));
  }
  tokens.push(...words(text));
  return tokens;
}

/** Whether a token can be part of a phrase (a Han triple), the only tokens whose positions matter. */
export function isPhrasePiece(token: string): boolean {
  return PHRASE_PIECE.test(token);
}

/** What a keyword asks for; all of it must match. */
export interface SearchQuery {
  /**
   * Han terms: a run of up to 3 characters is one token; a longer run is the
   * phrase of its triples, which must stand next to each other in that order.
   */
  phrases: string[][];
  /** Latin and digit words, matched as the beginning of a word (a code prefix finds its goods). */
  prefixes: string[];
}

export function parseKeyword(keyword: string): SearchQuery | null {
  const text = normalise(keyword);
  const phrases = new Map<string, string[]>();
  for (const chars of hanRuns(text)) {
    const run = chars.join('');
    phrases.set(run, chars.length <= LONGEST_TOKEN ? [run] : pieces(chars, LONGEST_TOKEN));
  }
  const prefixes = [...new Set(words(text))];
  if (phrases.size === 0 && prefixes.length === 0) return null;
  return {
    phrases: [...phrases.values()].slice(0, MAX_QUERY_TERMS),
    prefixes: prefixes.slice(0, MAX_QUERY_TERMS),
  };
}

/** The one token a query asks for, when it is a single Han term of up to 3 characters (the commonest search). */
export function singleToken(query: SearchQuery): string | undefined {
  const [phrase] = query.phrases;
  return query.phrases.length === 1 && phrase!.length === 1 && query.prefixes.length === 0 ? phrase![0] : undefined;
}
