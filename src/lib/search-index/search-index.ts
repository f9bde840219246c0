/**
 * The site's own full-text index of the catalogue and the articles (MiniSearch, in memory on
 * the server only): it forgives what the API's exact-substring search does not, typos
 * ("scaner"), spacing and hyphens ("ad 900", "OBD-II"), plurals and unfinished words.
 */
import MiniSearch, { type SearchOptions } from 'minisearch';
import { indexTerms, queryTerms } from './normalize';

export type SearchDocKind = 'goods' | 'article';

/** One product or article as the index reads it: plain text only. */
export interface SearchDoc {
  /** Unique across kinds, e.g. `goods:12`. */
  id: string;
  kind: SearchDocKind;
  title: string;
  /** Short descriptive words (SEO keywords): weigh more than the body. */
  keywords: string;
  /** The body's text. */
  text: string;
}

export interface SearchHit {
  id: string;
  kind: SearchDocKind;
  score: number;
}

export interface SearchIndex {
  /** Every term of the query must be found (allowing typos): the best matches first. */
  search(query: string): SearchHit[];
  /** Names nearest to the query, however far: what "did you mean" offers when nothing matched. */
  nearestNames(query: string, limit: number): SearchHit[];
}

const FIELDS = ['title', 'keywords', 'text'] as const;
/** A match in a name counts most, one in the body least. */
const BOOST = { title: 5, keywords: 2, text: 1 };

/**
 * Typos allowed in a term: none in short words and model codes (AD900 is not AD950),
 * one in words of 4 to 7 letters ("scaner", "batery"), two in longer ones.
 */
export function allowedTypos(term: string): number {
  if (/\d/.test(term) || term.length < 4) return 0;
  return term.length < 8 ? 1 : 2;
}

const STRICT: SearchOptions = {
  boost: BOOST,
  combineWith: 'AND',
  // A word being typed finds the longer ones ("diag" → "diagnostic").
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => allowedTypos(term) || false,
};

/**
 * The most a name may differ from the query, by term: one letter in four (one typo in a word
 * of 4 to 7 letters, two from 8, three from 12), none below 4. A third of the word was too
 * loose: "autel" (a brand the catalogue does not carry) was two letters from "after" and
 * offered an unrelated TPMS article.
 */
export function nearnessCap(term: string): number {
  return Math.min(3, Math.floor(term.length / 4));
}
const MAX_NEARNESS = 3;

/**
 * For "did you mean": names only, any term, model codes may differ too ("ad990" → "ad900"),
 * allowing `distance` typos a term (within its cap).
 */
function nearOptions(distance: number): SearchOptions {
  return {
    fields: ['title'],
    combineWith: 'OR',
    prefix: (term) => term.length >= 2,
    fuzzy: (term) => Math.min(distance, nearnessCap(term)) || false,
  };
}

export function createSearchIndex(docs: readonly SearchDoc[]): SearchIndex {
  const kinds = new Map(docs.map((doc) => [doc.id, doc.kind]));
  const index = new MiniSearch<SearchDoc>({
    idField: 'id',
    fields: [...FIELDS],
    tokenize: indexTerms,
    // Terms come out of the tokenizer already normalised.
    processTerm: (term) => term,
    searchOptions: { tokenize: queryTerms, processTerm: (term) => term },
  });
  index.addAll(docs);

  const run = (query: string, options: SearchOptions): SearchHit[] =>
    index.search(query, options).flatMap((result) => {
      const id = String(result.id);
      const kind = kinds.get(id);
      return kind ? [{ id, kind, score: result.score }] : [];
    });

  return {
    search: (query) => run(query, STRICT),
    nearestNames: (query, limit) => {
      // The fewest typos that find any name: the nearest names, not every name a bit alike.
      for (let distance = 1; distance <= MAX_NEARNESS; distance += 1) {
        const hits = run(query, nearOptions(distance));
        if (hits.length > 0) return hits.slice(0, limit);
      }
      return [];
    },
  };
}
