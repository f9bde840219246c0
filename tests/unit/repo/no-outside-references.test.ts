/**
 * The repository explains itself: no file points a reader at a document or folder outside it
 * (the vendor's numbered spec documents, the team's rulings and design notes, the machine's
 * folders). What the code relies on is written in docs/ (api.md, copy.md, architecture.md).
 *
 * Comments and docs say why, never when: no issue numbers, no "the third review", no "later
 * issues add...", no review item ids. The history is in git; a comment that names the event
 * that caused it tells a successor nothing they can open.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

/** Citations a successor cannot open, each with what it stands for. */
const OUTSIDE_REFERENCES: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /\b[Ss]pec \d/, what: 'a numbered spec document' },
  { pattern: /§/, what: 'a section of an outside document' },
  { pattern: /\bCONTRACT(\.md|'s| \d)/, what: 'the rulings document' },
  { pattern: /\bDESIGN(\.md|'s| \d)/, what: 'the design document' },
  { pattern: /\.\.\/shared\b|\bshared\/(spec|review)\b/, what: 'a folder beside the repository' },
  { pattern: /\/work\/|\.library\b/, what: "a folder of the authors' machine" },
  { pattern: /\b[Ii]ssues? #?\d+/, what: 'an issue number (say why, not when)' },
  { pattern: /\b[Ll]ater issues?\b/, what: 'work to come (say what is, not when)' },
  {
    pattern: /\b(first|second|third|fourth|fifth|last|previous|earlier|visitor) review\b/i,
    what: 'a review (say why, not when)',
  },
  { pattern: /\b[Rr]eviews? [A-Za-z]\d+\b/, what: "a review's item id" },
  { pattern: /\([MmNn]\d{1,2}((, | and )[MmNn]?\d{1,2})*\)/, what: "a review's item id" },
];

/** What a line cites that a successor cannot open. */
function refusals(line: string): string[] {
  return OUTSIDE_REFERENCES.filter(({ pattern }) => pattern.test(line)).map(({ what }) => what);
}

/** Files that are data or pictures, not text a reader follows. */
const NOT_TEXT = /\.(png|jpe?g|webp|avif|gif|ico|webm|mp4|woff2?|pdf|zip)$|^fixtures\/db\.json$/;

function trackedTextFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && !NOT_TEXT.test(file));
}

it('no tracked file cites a document or folder outside the repository', () => {
  const self = path.relative(ROOT, __filename);
  const found: string[] = [];
  for (const file of trackedTextFiles()) {
    if (file === self) continue;
    let text: string;
    try {
      text = readFileSync(path.join(ROOT, file), 'utf8');
    } catch {
      continue; // listed by git but deleted in the working tree
    }
    text.split('\n').forEach((line, index) => {
      for (const what of refusals(line))
        found.push(`${file}:${index + 1} (${what}): ${line.trim()}`);
    });
  }
  expect(found).toEqual([]);
});

describe('what is refused', () => {
  it.each([
    ' * The shared ISR cache (issue 15): with REDIS_URL, every instance reads it.',
    '// Issue 35: the balancer refreshes its copies.',
    ' * Every route the mock serves. Later issues add their area file here.',
    ' * The layout defects of the third review, measured in the browser.',
    "test.describe('function popup at 1440 px (review m18)', () => {",
    ' * picture whole with its words beside the figures (M8).',
  ])('refuses %s', (line) => {
    expect(refusals(line)).not.toEqual([]);
  });

  it.each([
    ' * The shared ISR cache: with REDIS_URL, every instance reads it.',
    "    d: 'M12,40l3-1,2,0z',",
    ' * See the GitHub thread (github.com/vercel/next.js/issues/12345).',
  ])('lets %s through', (line) => {
    expect(refusals(line)).toEqual([]);
  });
});
