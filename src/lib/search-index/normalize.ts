/**
 * How words become search terms, the same way for the catalogue and for what a visitor types:
 * case, accents, hyphens and spacing do not matter ("OBD-II" = "obd ii" = "obdii" = "OBD2",
 * "ad 900" = "AD900"), and a plural finds its singular ("testers" = "tester").
 */

/** A model code's letters: "AD" of "AD 900", "OBD" of "OBD II". */
const CODE_LETTERS = /^[a-z]{1,4}$/;
const DIGITS = /^\d+$/;
/** Roman numerals as model generations write them ("OBD-II", "Mk III"). */
const ROMAN: ReadonlyMap<string, string> = new Map([
  ['ii', '2'],
  ['iii', '3'],
]);
/** Short words that are no model code's letters: "for 2026" stays two words. */
const NOT_CODE = new Set([
  'a',
  'an',
  'and',
  'at',
  'by',
  'for',
  'in',
  'is',
  'of',
  'on',
  'or',
  'the',
  'to',
  'vs',
  'with',
]);
/** A short code with a roman generation stuck to it: "obdii". */
const STUCK_ROMAN = /^([a-z]{2,3})(iii|ii)$/;
/** Words the catalogue uses for the same thing: a scan tool is what a "scanner" search means. */
const SAME_AS: ReadonlyMap<string, readonly string[]> = new Map([
  ['scan', ['scanner']],
  ['scanner', ['scan']],
]);
/** Words of a query searched: enough for any name, and a long paste stays quick to search. */
export const MAX_QUERY_TERMS = 8;
/** Letters then digits, or digits then letters: the parts of a model code. */
const CODE_PARTS = /[a-z]+|\d+/g;

/** Lower case, accents off, every run of letters and digits one word. */
export function words(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? []
  );
}

/** The digits a roman generation stands for ("ii" → "2"), else the word itself. */
function generation(word: string): string {
  return ROMAN.get(word) ?? word;
}

/** One word as a term: "obdii" → "obd2", "batteries" → "battery", "testers" → "tester". */
export function stem(word: string): string {
  const stuck = STUCK_ROMAN.exec(word);
  if (stuck) return `${stuck[1]}${generation(stuck[2])}`;
  if (/\d/.test(word) || word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Whether two neighbouring words are one model code written apart: "ad" "900", "obd" "ii". */
function isSplitCode(first: string, second: string | undefined): second is string {
  return (
    second !== undefined &&
    CODE_LETTERS.test(first) &&
    !NOT_CODE.has(first) &&
    !ROMAN.has(first) &&
    (DIGITS.test(second) || ROMAN.has(second))
  );
}

/**
 * The terms of what a visitor typed: a code written apart is joined ("ad 900" → "ad900"),
 * so every term must be found as one word of the catalogue.
 */
export function queryTerms(text: string): string[] {
  const list = words(text);
  const terms: string[] = [];
  for (let i = 0; i < list.length; i += 1) {
    const next = list[i + 1];
    if (isSplitCode(list[i], next)) {
      terms.push(`${list[i]}${generation(next)}`);
      i += 1;
    } else {
      terms.push(stem(list[i]));
    }
  }
  return [...new Set(terms)].slice(0, MAX_QUERY_TERMS);
}

/**
 * The terms a catalogue text is found by: each word and the words that mean the same, each
 * model code joined when written apart ("EV 12 V" → "ev12" too) and split when written
 * together ("AD900" → "ad", "900" too), so a visitor finds it however they space it.
 */
export function indexTerms(text: string): string[] {
  const list = words(text);
  const terms: string[] = [];
  list.forEach((word, i) => {
    const term = stem(word);
    terms.push(term, ...(SAME_AS.get(term) ?? []));
    const next = list[i + 1];
    if (isSplitCode(word, next)) terms.push(`${word}${generation(next)}`);
    const parts = word.match(CODE_PARTS) ?? [];
    if (parts.length > 1) terms.push(...parts.map(generation));
  });
  return terms;
}
