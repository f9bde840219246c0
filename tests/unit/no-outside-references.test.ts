/**
 * The repository explains itself: no file points a reader at a document or folder outside it
 * (the vendor's numbered spec documents, the team's rulings and design notes, the machine's
 * folders). What the code relies on is written in docs/ (api.md, copy.md, architecture.md).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/** Citations a successor cannot open, each with what it stands for. */
const OUTSIDE_REFERENCES: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /\b[Ss]pec \d/, what: 'a numbered spec document' },
  { pattern: /§/, what: 'a section of an outside document' },
  { pattern: /\bCONTRACT(\.md|'s| \d)/, what: 'the rulings document' },
  { pattern: /\bDESIGN(\.md|'s| \d)/, what: 'the design document' },
  { pattern: /\.\.\/shared\b|\bshared\/(spec|review)\b/, what: 'a folder beside the repository' },
  { pattern: /\/work\/|\.library\b/, what: "a folder of the authors' machine" },
];

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
      for (const { pattern, what } of OUTSIDE_REFERENCES) {
        if (pattern.test(line)) found.push(`${file}:${index + 1} (${what}): ${line.trim()}`);
      }
    });
  }
  expect(found).toEqual([]);
});
