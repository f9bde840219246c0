/**
 * The lead of a page's HTML that the page already shows above it (its title, its
 * introduction), left out before the HTML is drawn with Prose. Apart from Prose: a page whose
 * HTML the server has does this on the server (function-stock), not in its first load.
 */
import { NAMED_ENTITIES } from '@/contract/html-entities';

/** What the page already says above the HTML: its title and its introduction. */
export interface ProseRepeats {
  title?: string;
  intro?: string;
}

const ENTITIES: Record<string, string> = { ...NAMED_ENTITIES, '#39': "'" };

/** Plain text to compare: tags and entities out, `&` read as "and", lower case, one space. */
export function comparableText(htmlOrText: string): string {
  return htmlOrText
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole)
    .replace(/&/g, ' and ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Words a document's heading adds to the page's name ("Warranty & Return" → "… Policy"). */
const DOCUMENT_WORDS = new Set([
  'policy',
  'terms',
  'conditions',
  'agreement',
  'notice',
  'statement',
]);

/**
 * A heading repeats the title when it says the same words, or the title's words and then
 * only a word naming the document (Policy, Terms...).
 */
function repeatsTitle(heading: string, title: string): boolean {
  const a = comparableText(heading);
  const b = comparableText(title);
  if (!a || !b) return false;
  if (a === b) return true;
  if (!a.startsWith(`${b} `)) return false;
  return a
    .slice(b.length + 1)
    .split(' ')
    .every((word) => DOCUMENT_WORDS.has(word));
}

const LEADING_HEADING = /^\s*<(h[1-3])(?:\s[^>]*)?>([\s\S]*?)<\/\1>\s*/i;
const LEADING_PARAGRAPH = /^\s*<p(?:\s[^>]*)?>([\s\S]*?)<\/p>\s*/i;

/**
 * The HTML without what the page already shows above it: a first heading that names the
 * page's title (so the title is said once), then a first paragraph that is the introduction
 * again. Anything else is kept as it is; '' when nothing else is left.
 */
export function withoutRepeatedLead(
  html: string,
  { title = '', intro = '' }: ProseRepeats,
): string {
  let rest = html;
  const heading = LEADING_HEADING.exec(rest);
  if (heading && repeatsTitle(heading[2], title)) rest = rest.slice(heading[0].length);
  const paragraph = LEADING_PARAGRAPH.exec(rest);
  if (
    paragraph &&
    comparableText(intro) &&
    comparableText(paragraph[1]) === comparableText(intro)
  ) {
    rest = rest.slice(paragraph[0].length);
  }
  return rest === html ? html : rest.trim();
}
