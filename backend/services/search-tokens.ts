/**
 * The words of goods search (docs/decisions/0001-goods-search.md). Chinese has
 * no spaces, and a trigram index finds nothing for 1- and 2-character terms, so
 * every Han run is indexed as its single characters and its overlapping pairs;
 * Latin letters and digits are indexed as whole lowercase words, found by prefix.
 */
const HAN_RUN = /\p{Script=Han}+/gu;
const WORD = /[a-z0-9]+/g;
/** A Han run of 3+ characters is searched by its pairs; this many is plenty to narrow the candidates. */
const MAX_QUERY_PAIRS = 8;
const MAX_QUERY_TERMS = 12;

function normalise(text: string): string {
  // Full-width letters and digits (Ｍ８) become their ASCII forms; case is folded.
  return text.normalize('NFKC').toLowerCase();
}

function hanRuns(text: string): string[] {
  return text.match(HAN_RUN) ?? [];
}

function words(text: string): string[] {
  return text.replace(HAN_RUN, ' ').match(WORD) ?? [];
}

function pairs(run: string): string[] {
  const chars = [...run];
  const result: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) result.push(chars[i]! + chars[i + 1]!);
  return result;
}

/** Every token of a goods' searchable text (name, code, item number, brand), without repeats. */
export function documentTokens(...fields: string[]): string[] {
  const text = normalise(fields.join(' '));
  const tokens = new Set<string>();
  for (const run of hanRuns(text)) {
    for (const char of run) tokens.add(char);
    for (const pair of pairs(run)) tokens.add(pair);
  }
  for (const word of words(text)) tokens.add(word);
  return [...tokens];
}

/** What a keyword asks for: exact tokens (Han) and prefixes (words), all of which must match. */
export interface SearchQuery {
  exact: string[];
  prefixes: string[];
  /** Han runs of 3+ characters: their pairs may match apart, so the text is checked for the whole run. */
  phrases: string[];
}

export function parseKeyword(keyword: string): SearchQuery | null {
  const text = normalise(keyword);
  const exact = new Set<string>();
  const phrases: string[] = [];
  for (const run of hanRuns(text)) {
    const chars = [...run];
    if (chars.length <= 2) exact.add(run);
    else {
      for (const pair of pairs(run).slice(0, MAX_QUERY_PAIRS)) exact.add(pair);
      phrases.push(run);
    }
  }
  const prefixes = [...new Set(words(text))];
  if (exact.size === 0 && prefixes.length === 0) return null;
  return {
    exact: [...exact].slice(0, MAX_QUERY_TERMS),
    prefixes: prefixes.slice(0, MAX_QUERY_TERMS),
    phrases,
  };
}
