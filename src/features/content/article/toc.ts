/**
 * The table of contents of an article: every h2 and h3 of the
 * body gets an id, and the headings come back as a list of h2s with their h3s.
 *
 * SERVER SIDE: it runs on HTML that already went through the one sanitizer, whose output is
 * regular (tags lower-case, attribute values double-quoted and escaped), so a regular
 * expression is enough to find the headings. Ids are made only of [a-z0-9-] and start with
 * a letter, as the sanitizer's own heading-id rule wants.
 */

import { NAMED_ENTITIES } from '@/contract/html-entities';

export interface TocEntry {
  id: string;
  /** Plain text (entities decoded): React escapes it when it renders. */
  text: string;
  level: 2 | 3;
  children: TocEntry[];
}

export interface TocResult {
  /** The HTML with an id on every h2 and h3. */
  html: string;
  toc: TocEntry[];
}

const HEADING = /<(h[23])(\s[^>]*)?>([\s\S]*?)<\/\1\s*>/gi;
const ID_ATTRIBUTE = /\sid="([^"]*)"/i;
const VALID_ID = /^[a-z][a-z0-9_-]{0,127}$/i;

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The visible text of a heading's inner HTML. */
export function headingText(innerHtml: string): string {
  return decodeEntities(innerHtml.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** `What is new?` → `what-is-new`; a slug that does not start with a letter is prefixed. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  if (!slug) return 'section';
  return /^[a-z]/.test(slug) ? slug : `section-${slug}`;
}

/** Adds ids to the h2/h3 headings of sanitized HTML and lists them. */
export function buildToc(sanitizedHtml: string): TocResult {
  const used = new Set<string>();
  const toc: TocEntry[] = [];
  let currentH2: TocEntry | null = null;

  const unique = (base: string): string => {
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    return id;
  };

  const html = sanitizedHtml.replace(
    HEADING,
    (whole, tag: string, attributes: string | undefined, inner: string) => {
      const text = headingText(inner);
      if (!text) return whole;
      const level = tag.toLowerCase() === 'h2' ? 2 : 3;
      const existing = ID_ATTRIBUTE.exec(attributes ?? '')?.[1];
      const id = unique(existing && VALID_ID.test(existing) ? existing : slugify(text));
      const rest = (attributes ?? '').replace(ID_ATTRIBUTE, '');
      const entry: TocEntry = { id, text, level, children: [] };
      if (level === 2) {
        toc.push(entry);
        currentH2 = entry;
      } else if (currentH2) {
        (currentH2 as TocEntry).children.push(entry);
      } else {
        toc.push(entry);
      }
      return `<${tag} id="${id}"${rest}>${inner}</${tag}>`;
    },
  );
  return { html, toc };
}
