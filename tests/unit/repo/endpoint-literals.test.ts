/**
 * Each vendor endpoint is named once, in src/contract/endpoints.ts: outside src/contract no
 * .ts/.tsx file of src or mock-api spells a path (or a path's folder) of the vendor API in its
 * code. Comments may still mention one. The site's own routes (src/pages/api) and the mock's
 * dev routes are other folders, so they do not count.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_PATHS } from '../../../src/contract/endpoints';

const ROOT = path.resolve(__dirname, '../../..');
const CONTRACT = path.join(ROOT, 'src', 'contract');

/** The folders of the contract's paths, lower case: `/api/garage`, `/api/productwarranty`... */
const FOLDERS = new Set(CONTRACT_PATHS.map((p) => p.split('/')[2].toLowerCase()));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return full === CONTRACT || entry.name === 'node_modules' ? [] : sourceFiles(full);
    }
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

/** The vendor paths (or folders) a source text spells outside its comments. */
export function vendorPathsIn(text: string): string[] {
  const found: string[] = [];
  for (const match of withoutComments(text).matchAll(
    /(?:\/|(?<![\w/.-]))api\/(\w+)(?![\w-])(\/\w+(?![\w-]))?/g,
  )) {
    if (FOLDERS.has(match[1].toLowerCase())) found.push(match[0]);
  }
  return found;
}

const scanned = [path.join(ROOT, 'src'), path.join(ROOT, 'mock-api')].flatMap(sourceFiles);
const spelled = new Map(
  scanned
    .map((file) => [path.relative(ROOT, file), vendorPathsIn(readFileSync(file, 'utf8'))] as const)
    .filter(([, found]) => found.length > 0),
);

it('finds a vendor path, a folder and a path without its leading slash, not comments', () => {
  expect(vendorPathsIn("apiGet('/api/goods/goods_all')")).toEqual(['/api/goods/goods_all']);
  expect(vendorPathsIn("const API = '/api/ProductWarranty';")).toEqual(['/api/ProductWarranty']);
  expect(vendorPathsIn('path: `api/garage/${name}_all`')).toEqual(['api/garage']);
  expect(vendorPathsIn("path: '/api/configs/site_config'")).toEqual(['/api/configs/site_config']);
  expect(vendorPathsIn("// GET '/api/goods/goods_all'\n/** `/api/garage` */")).toEqual([]);
});

it("does not count the site's own routes, the mock's dev routes or the /api/ prefix", () => {
  expect(
    vendorPathsIn("['/api/draft', '/api/revalidate', '/api/support/faqs', '/mock/reset', '/api/']"),
  ).toEqual([]);
  expect(vendorPathsIn("import { x } from '@/features/support/faqs/api/faqs-route';")).toEqual([]);
  expect(vendorPathsIn("fetch('https://example.com/api/goods/goods_all')")).toEqual([
    '/api/goods/goods_all',
  ]);
});

it('no file outside src/contract spells a vendor path', () => {
  expect(scanned.length).toBeGreaterThan(300);
  expect(scanned.some((file) => file.endsWith(path.join('mock-api', 'routes', 'goods.ts')))).toBe(
    true,
  );
  expect([...spelled]).toEqual([]);
});
