/**
 * The site calls only the vendor's documented endpoints (mock-api/routes/endpoints.ts), so it
 * works against the real API: every API path the site names outside the contract is collected
 * (the contract's entries it refers to, literals, paths built from a base constant, and the
 * account record pages' `base` + `stem`) and checked.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MOCK_ONLY_ENDPOINTS, VENDOR_ENDPOINTS } from '../../../src/contract/endpoints';
import { SPEC_ENDPOINTS } from '../../../mock-api/routes/endpoints';

const SRC = path.resolve(__dirname, '../../../src');
/** The contract spells every path; what counts is which of its entries the site uses. */
const CONTRACT = path.join(SRC, 'contract');

/** What recordPageConfig (features/account/components/record-table-page.tsx) builds. */
const RECORD_ACTIONS = ['all', 'keyword', 'add', 'edit', 'del'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === CONTRACT ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The site's own routes (src/pages/api/*): `/api/pictures`, `/api/revalidate`... */
const OWN_ROUTES = readdirSync(path.join(SRC, 'pages', 'api')).map(
  (name) => `/api/${name.replace(/\.tsx?$/, '')}`,
);
const isOwnRoute = (apiPath: string) =>
  OWN_ROUTES.some((own) => apiPath === own || apiPath.startsWith(`${own}/`));

const areas: Record<string, Record<string, { path: string }>> = VENDOR_ENDPOINTS;
/** A folder's module exports it as e.g. GOODS_VERIFY_ENDPOINTS (the key goodsVerify). */
const areaOfExport = new Map(
  Object.keys(areas).map((area) => [area.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase(), area]),
);
const mockOnly: Record<string, { path: string }> = MOCK_ONLY_ENDPOINTS;

/** The path of a contract entry named in the code (`VENDOR_ENDPOINTS.area.key`). */
function contractPath(area: string, key: string | undefined): string {
  const endpoint = key === undefined ? mockOnly[area] : areas[area]?.[key];
  if (!endpoint) throw new Error(`no contract entry ${area}.${key ?? ''}`);
  return endpoint.path;
}

function apiPathsIn(text: string): string[] {
  const found: string[] = [];
  for (const [, area, key] of text.matchAll(/\bVENDOR_ENDPOINTS\.(\w+)\.(\w+)/g)) {
    found.push(contractPath(area, key));
  }
  for (const [, name, key] of text.matchAll(/\b([A-Z_]+)_ENDPOINTS\.(\w+)/g)) {
    if (name === 'VENDOR' || name === 'MOCK_ONLY') continue;
    found.push(contractPath(areaOfExport.get(name) ?? name, key));
  }
  for (const [, key] of text.matchAll(/\bMOCK_ONLY_ENDPOINTS\.(\w+)/g)) {
    found.push(contractPath(key, undefined));
  }
  // A record page's folder taken from one of its entries: `endpointFolder(GARAGE_ENDPOINTS...)`.
  for (const [, name, area, key] of text.matchAll(
    /const (\w+) = endpointFolder\(([A-Z_]+)_ENDPOINTS\.(\w+)\);/g,
  )) {
    const folder = contractPath(areaOfExport.get(area) ?? area, key).replace(/\/\w+$/, '');
    text += `\nconst ${name} = '${folder}';`;
  }
  // '/api/Area/endpoint' (the spec writes some without the leading slash).
  for (const [, p] of text.matchAll(/['"`](\/?api\/[A-Za-z_]+\/[A-Za-z_]+)['"`]/g)) {
    found.push(p.startsWith('/') ? p : `/${p}`);
  }
  // const BASE = '/api/Area' ... `${BASE}/endpoint`, and record pages' base + stem.
  for (const [, name, base] of text.matchAll(/const (\w+) = '(\/api\/[A-Za-z_]+)';/g)) {
    for (const [, rest] of text.matchAll(new RegExp(`\\$\\{${name}\\}/([A-Za-z_]+)`, 'g'))) {
      found.push(`${base}/${rest}`);
    }
    if (new RegExp(`base: ${name}\\b`).test(text)) {
      const stem = /stem: '([A-Za-z_]+)'/.exec(text)?.[1];
      if (!stem) throw new Error(`a record page on ${base} without a stem`);
      found.push(...RECORD_ACTIONS.map((action) => `${base}/${stem}_${action}`));
    }
  }
  return found.filter((p) => !isOwnRoute(p));
}

const called = new Set(sourceFiles(SRC).flatMap((file) => apiPathsIn(readFileSync(file, 'utf8'))));
const documented = new Set(SPEC_ENDPOINTS.map(([, p]) => p));

it('finds the API paths of the site (the scan works)', () => {
  expect(called.size).toBeGreaterThan(60);
  expect(called).toContain('/api/category/category_all');
  expect(called).toContain('/api/api/goods_search');
  expect(called).toContain('/api/ProductWarranty/product_warranty_all');
  expect(called).toContain('/api/garage/garage_del');
});

it('calls no endpoint beyond the spec', () => {
  const undocumented = [...called].filter((p) => !documented.has(p));
  expect(undocumented).toEqual([]);
});

it('the mock-only function-stock list is not documented, so a call to it would be caught', () => {
  // The function-stock grid is the spec's sample data
  // (features/catalogue/function-stock/placeholder.ts); the mock's own list must not come back
  // into the site.
  const list = '/api/FunctionStock/function_stock_all';
  expect(documented.has(list)).toBe(false);
  expect(called.has(list)).toBe(false);
  expect(
    apiPathsIn("const FUNCTION_STOCK_PATH = '/api/FunctionStock/function_stock_all';"),
  ).toEqual([list]);
});

it('the scan catches an undocumented endpoint', () => {
  expect(apiPathsIn("apiGet('/api/configs/site_config')")).toEqual(['/api/configs/site_config']);
  expect(apiPathsIn("const API = '/api/Foo';\nconst p = `${API}/foo_like`;")).toEqual([
    '/api/Foo/foo_like',
  ]);
});

it("the scan resolves the contract's entries the site names", () => {
  expect(apiPathsIn('apiGet(VENDOR_ENDPOINTS.goods.goodsAll.path)')).toEqual([
    '/api/goods/goods_all',
  ]);
  expect(apiPathsIn('apiPost(GOODS_VERIFY_ENDPOINTS.goodsVerifyUnbind.path)')).toEqual([
    '/api/GoodsVerify/goods_verify_unbind',
  ]);
  expect(apiPathsIn('apiGet(MOCK_ONLY_ENDPOINTS.siteConfig.path)')).toEqual([
    '/api/configs/site_config',
  ]);
  expect(
    apiPathsIn(
      "const API = endpointFolder(GARAGE_ENDPOINTS.garageAll);\nrecordPageConfig({ base: API, stem: 'garage' });",
    ),
  ).toEqual(expect.arrayContaining(['/api/garage/garage_all', '/api/garage/garage_del']));
});
