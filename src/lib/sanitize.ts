/**
 * The project's one HTML sanitizer for CMS HTML coming from the API (product descriptions,
 * category details, config contents, article bodies, site-settings contact/store blocks).
 *
 * SERVER ONLY: call it from getStaticProps / getServerSideProps / the mock API, never from a
 * component. `sanitize-html` pulls in postcss (and htmlparser2), which would add a large amount
 * of code to the client bundle for no benefit: pages receive HTML that is already clean.
 * (No runtime guard on purpose: jest runs this module in a node environment.)
 *
 * Everything here is an explicit allow-list: tags, attributes per tag, URL schemes per tag and
 * iframe hosts. Anything not listed is dropped; for the "non-text" tags (script, style, ...)
 * their text content is dropped too.
 */
import { ALLOWED_IFRAME_HOSTS } from '@/config/constants';
import sanitize from 'sanitize-html';

/** Exact hostnames whose players may be embedded in an iframe (https only). The CSP mirrors them. */
export { ALLOWED_IFRAME_HOSTS };

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** Tags typical of rich CMS content. */
const ALLOWED_TAGS: readonly string[] = [
  'p',
  'br',
  'hr',
  ...HEADINGS,
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'colgroup',
  'col',
  'a',
  'img',
  'figure',
  'figcaption',
  'span',
  'div',
  'section',
  'video',
  'source',
  'iframe',
];

/** Attributes allowed per tag, on top of `class` (allowed on every tag above). */
const TAG_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading', 'title'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  col: ['span'],
  colgroup: ['span'],
  ol: ['start'],
  video: ['src', 'poster', 'controls', 'width', 'height', 'preload'],
  source: ['src', 'type'],
  iframe: ['src', 'width', 'height', 'title', 'allowfullscreen', 'allow', 'frameborder'],
  // Headings keep their id: the table of contents links to them (validated in transformTags).
  ...Object.fromEntries(HEADINGS.map((h) => [h, ['id']])),
};

/** Tags that are dropped together with their text content when they appear. */
const NON_TEXT_TAGS: readonly string[] = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'xmp',
  'noscript',
  'noembed',
  'noframes',
  'plaintext',
  'template',
  'title',
  'svg',
  'math',
];

/** Safe `rel` tokens an editor may set; noopener/noreferrer are always added. */
const KEPT_REL_TOKENS = new Set(['nofollow', 'ugc', 'sponsored', 'external']);

/** Heading ids: start with a letter (so no `__next`-style clobbering), then letters/digits/-/_. */
const HEADING_ID = /^\p{L}[\p{L}\p{N}_-]{0,127}$/u;

/** Attributes holding URLs; sanitize-html checks their scheme, `stripScriptUrls` adds a second check. */
const URL_ATTRIBUTES: readonly string[] = ['href', 'src', 'poster', 'cite', 'srcset'];

/**
 * Characters browsers drop or ignore inside URLs (ASCII controls and space, C1 controls, soft
 * hyphen, zero-width characters, BOM) plus U+FFFD, which is what `&#0;` decodes to.
 */
const IGNORED_URL_CHARACTERS =
  /[\u0000-\u0020\u007f-\u00a0\u00ad\u200b-\u200f\u2028\u2029\ufeff\ufffd]/g;

/**
 * Defence in depth on top of sanitize-html's scheme check: a URL that still spells a `...script:`
 * scheme anywhere once the ignorable characters are gone (e.g. behind a back-tick, which old
 * browsers took for a quote, or split by a NUL) is dropped rather than kept as an inert relative URL.
 */
function stripScriptUrls(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const next: sanitize.Attributes = { ...attribs };
  for (const name of URL_ATTRIBUTES) {
    const value = next[name];
    if (value !== undefined && /script:/i.test(value.replace(IGNORED_URL_CHARACTERS, ''))) {
      delete next[name];
    }
  }
  return { tagName, attribs: next };
}

function transformLink(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const next: sanitize.Attributes = { ...attribs };
  const kept = (attribs.rel ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((token) => KEPT_REL_TOKENS.has(token));
  next.rel = ['noopener', 'noreferrer', ...new Set(kept)].join(' ');
  if (next.target !== undefined) {
    if (next.target.trim().toLowerCase() === '_blank') next.target = '_blank';
    else delete next.target;
  }
  return { tagName, attribs: next };
}

function transformHeading(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const next: sanitize.Attributes = { ...attribs };
  if (next.id !== undefined && !HEADING_ID.test(next.id)) delete next.id;
  return { tagName, attribs: next };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The exact options passed to `sanitize-html` (deeply frozen). */
export const sanitizeOptions: Readonly<sanitize.IOptions> = deepFreeze<sanitize.IOptions>({
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(
    ALLOWED_TAGS.map((tag) => [tag, ['class', ...(TAG_ATTRIBUTES[tag] ?? [])]]),
  ),
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {
    img: ['http', 'https'],
    video: ['http', 'https'],
    source: ['http', 'https'],
    iframe: ['https'],
  },
  allowedSchemesAppliedToAttributes: [
    'href',
    'src',
    'poster',
    'cite',
    'action',
    'formaction',
    'data',
    'xlink:href',
    'background',
    'longdesc',
    'usemap',
  ],
  allowProtocolRelative: false,
  allowedIframeHostnames: [...ALLOWED_IFRAME_HOSTS],
  allowIframeRelativeUrls: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  // Void elements among the allowed tags, written as `<x />` with no closing tag.
  selfClosing: ['br', 'hr', 'img', 'col', 'source'],
  nonTextTags: [...NON_TEXT_TAGS],
  // style is never allowed, so there is nothing for postcss to parse.
  parseStyleAttributes: false,
  enforceHtmlBoundary: false,
  transformTags: {
    '*': stripScriptUrls,
    a: transformLink,
    ...Object.fromEntries(HEADINGS.map((h) => [h, transformHeading])),
  },
  // An iframe whose src was rejected (wrong host, http, srcdoc only, ...) is dropped entirely.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
});

/** Sanitizes CMS HTML; `null`, `undefined` and non-strings give `''`. Server only (see above). */
export function sanitizeHtml(dirty: string | null | undefined): string {
  if (typeof dirty !== 'string' || dirty === '') return '';
  return sanitize(dirty, sanitizeOptions);
}
