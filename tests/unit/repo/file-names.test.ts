/**
 * File names are kebab-case everywhere (the mock console's components included), so a module's
 * name never depends on the case of its export. The exceptions are names Next gives a meaning
 * to (src/pages: `_app`, `_document`, `_error`, dynamic segments) and the one page whose name is
 * a URL the vendor's links use (`/ProductContent`).
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOTS = ['src', 'mock-api', 'fixtures', 'scripts', 'tests', 'e2e', 'deploy', 'docs'];
const SKIP_DIRS = new Set(['node_modules', 'uploads', '.next']);
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)+$/;
/** Next's special pages and dynamic segments ([id], [...path], [[...slug]]). */
const NEXT_NAME = /^(_app|_document|_error)\.tsx$|^\[{1,2}(\.\.\.)?[a-z]+\]{1,2}\.tsx?$/i;
const ALLOWED = new Set(['README.md', 'src/pages/ProductContent.tsx']);

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : filesUnder(full);
    return [full.split(path.sep).join('/')];
  });
}

it('names every file in kebab-case', () => {
  const offenders = ROOTS.flatMap((root) => filesUnder(root)).filter((file) => {
    const name = path.basename(file);
    return !KEBAB.test(name) && !NEXT_NAME.test(name) && !ALLOWED.has(name) && !ALLOWED.has(file);
  });
  expect(offenders).toEqual([]);
});
