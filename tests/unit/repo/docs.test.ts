/**
 * The docs are references a newcomer can read: the README is a front page, each topic page is
 * short, docs/performance.md holds the current figures (its history is in git), and every
 * relative link between them leads to a file that exists.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

/** Most lines a page may have. */
const FRONT_PAGE_LINES = 250;
const TOPIC_PAGE_LINES = 200;
const PERFORMANCE_LINES = 150;

function markdownUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return markdownUnder(file);
    return entry.name.endsWith('.md') ? [file] : [];
  });
}

const FRONT_PAGES = ['README.md', 'mock-api/README.md'];
const DOCS = markdownUnder('docs');

function lineCount(file: string): number {
  return readFileSync(path.join(ROOT, file), 'utf8').trimEnd().split('\n').length;
}

function limitOf(file: string): number {
  if (FRONT_PAGES.includes(file)) return FRONT_PAGE_LINES;
  if (file === 'docs/performance.md') return PERFORMANCE_LINES;
  return TOPIC_PAGE_LINES;
}

/** The relative targets of a page's Markdown links (`[text](target)`), code blocks aside. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^([a-z][a-z0-9+.-]*:|#)/i.test(target))
    .map((target) => target.replace(/#.*$/, ''));
}

describe('docs are short references', () => {
  it.each([...FRONT_PAGES, ...DOCS])('%s is within its size', (file) => {
    expect(lineCount(file)).toBeLessThanOrEqual(limitOf(file));
  });
});

describe('relative links in the docs', () => {
  it('finds the relative links of a page and leaves URLs, anchors and code alone', () => {
    const page = [
      'See [settings](settings.md#moving-a-stack), [the mock](../mock-api/README.md),',
      '[Next](https://nextjs.org/docs), [below](#below) and [mail](mailto:a@b.c).',
      '```',
      '[not a link](nowhere.md)',
      '```',
    ].join('\n');
    expect(relativeLinks(page)).toEqual(['settings.md', '../mock-api/README.md']);
  });

  it.each([...FRONT_PAGES, ...DOCS])('every relative link of %s resolves', (file) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    const missing = relativeLinks(text).filter(
      (target) => !existsSync(path.join(ROOT, path.dirname(file), decodeURI(target))),
    );
    expect(missing).toEqual([]);
  });
});
