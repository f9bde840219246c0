/**
 * The import boundaries are enforced by lint (eslint.config.mjs): made-up files at real paths
 * are linted with the project's own configuration, and the boundary rule must fire exactly
 * where a boundary is crossed. ESLint loads its ESM config with a dynamic import, which jest's
 * VM does not allow, so the Node API runs in a child process.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const BOUNDARY_RULE = 'import/no-restricted-paths';
const API_CALLS_RULE = 'house/api-calls';

interface Probe {
  filePath: string;
  code: string;
}

const PROBES = {
  featureToFeature: {
    filePath: 'src/features/auth/hooks/boundary-probe.ts',
    code: [
      "import { defaultLayout } from '@/features/shell';",
      "import { PRODUCT_MENU_COMPONENT } from '../../shell/menu';",
      'export const used = [defaultLayout, PRODUCT_MENU_COMPONENT];',
    ].join('\n'),
  },
  sameFeature: {
    filePath: 'src/features/shell/hooks/boundary-probe.ts',
    code: [
      "import { PRODUCT_MENU_COMPONENT } from '../menu';",
      'export const used = PRODUCT_MENU_COMPONENT;',
    ].join('\n'),
  },
  libToFeature: {
    filePath: 'src/lib/boundary-probe.ts',
    code: [
      "import { defaultLayout } from '@/features/shell';",
      'export const used = defaultLayout;',
    ].join('\n'),
  },
  componentToFeature: {
    filePath: 'src/components/boundary-probe.tsx',
    code: [
      "import { PRODUCT_MENU_COMPONENT } from '../features/shell/menu';",
      'export const used = PRODUCT_MENU_COMPONENT;',
    ].join('\n'),
  },
  contractToLib: {
    filePath: 'src/contract/boundary-probe.ts',
    code: ["import { paths } from '../lib/paths';", 'export const used = paths;'].join('\n'),
  },
  mockToLib: {
    filePath: 'mock-api/boundary-probe.ts',
    code: [
      "import { paths } from '../src/lib/paths';",
      "import { EMAIL_PATTERN } from '../src/contract/patterns';",
      'export const used = [paths, EMAIL_PATTERN];',
    ].join('\n'),
  },
  fixturesToMock: {
    filePath: 'fixtures/factories/boundary-probe.ts',
    code: [
      "import { MockDb } from '../../mock-api/store/db';",
      "import { CATEGORY_IDS } from '../../mock-api/schema/mock-seed';",
      'export const used = [MockDb, CATEGORY_IDS];',
    ].join('\n'),
  },
  fixturesToMockSchema: {
    filePath: 'fixtures/factories/boundary-probe.ts',
    code: [
      "import { goodsSlug } from '../../mock-api/schema/slug';",
      'export const used = goodsSlug;',
    ].join('\n'),
  },
  siteToMockSchema: {
    filePath: 'src/lib/boundary-probe.ts',
    code: [
      "import { hashPassword } from '../../mock-api/schema/password-hash';",
      'export const used = hashPassword;',
    ].join('\n'),
  },
  mockSchemaToStore: {
    filePath: 'mock-api/schema/boundary-probe.ts',
    code: [
      "import { MockDb } from '../store/db';",
      "import type { Database } from './mock-db';",
      'export const used: [unknown, Database | null] = [MockDb, null];',
    ].join('\n'),
  },
  mockRouteToFixtures: {
    filePath: 'mock-api/routes/boundary-probe.ts',
    code: [
      "import { generateDatabase } from '../../fixtures/generate';",
      'export const used = generateDatabase;',
    ].join('\n'),
  },
  mockStoreToFixtures: {
    filePath: 'mock-api/store/boundary-probe.ts',
    code: [
      "import { generateDatabase } from '../../fixtures/generate';",
      'export const used = generateDatabase;',
    ].join('\n'),
  },
  mockServerToFixtures: {
    filePath: 'mock-api/server.ts',
    code: [
      "import { generateDatabase } from '../fixtures/generate';",
      'export const used = generateDatabase;',
    ].join('\n'),
  },
  mockEntryToFixtures: {
    filePath: 'mock-api/main.ts',
    code: [
      "import { generateDatabase } from '../fixtures/generate';",
      'export const used = generateDatabase;',
    ].join('\n'),
  },
  siteToMockSeed: {
    filePath: 'src/lib/boundary-probe.ts',
    code: [
      "import { CATEGORY_IDS } from '../../mock-api/schema/mock-seed';",
      "import type { DbGoods } from '../../mock-api/schema/mock-db';",
      "import { EMAIL_PATTERN } from '../contract/patterns';",
      'export const used: [unknown, DbGoods | null, RegExp] = [CATEGORY_IDS, null, EMAIL_PATTERN];',
    ].join('\n'),
  },
  contractToMockSeed: {
    filePath: 'src/contract/schemas/boundary-probe.ts',
    code: [
      "import { CATEGORY_IDS } from '../../../mock-api/schema/mock-seed';",
      "import { PRODUCTS_ROOT_CATEGORY_ID } from '../category-ids';",
      'export const used = [CATEGORY_IDS, PRODUCTS_ROOT_CATEGORY_ID];',
    ].join('\n'),
  },
  featureToPageKinds: {
    filePath: 'src/features/routing/boundary-probe.ts',
    code: [
      "import { loadSitePages } from '@/page-kinds/site-pages';",
      "import { kindForComponent } from '@/lib/page-kind-ids';",
      'export const used = [loadSitePages, kindForComponent];',
    ].join('\n'),
  },
  loaderToHook: {
    filePath: 'src/features/content/blogs/api/get-boundary-probe.ts',
    code: [
      "import { useArticles } from '@/features/content/api/use-articles';",
      "import { articlesKey } from '../../api/articles-list';",
      'export const used = [useArticles, articlesKey];',
    ].join('\n'),
  },
  serverReshaperToHook: {
    filePath: 'src/features/catalogue/products/api/probe.server.ts',
    code: [
      "import { useGoodsList } from './use-goods-list';",
      "import { fetchGoodsAll } from './goods-list';",
      'export const used = [useGoodsList, fetchGoodsAll];',
    ].join('\n'),
  },
  viewToHook: {
    filePath: 'src/features/catalogue/products/boundary-probe.tsx',
    code: [
      "import { useGoodsList } from './api/use-goods-list';",
      'export const used = useGoodsList;',
    ].join('\n'),
  },
  apiPureReshaper: {
    filePath: 'src/features/support/faqs/api/boundary-probe.ts',
    code: [
      "import { MAX_KEYWORD_LENGTH } from '@/lib/list-query';",
      "import type { ApiError } from '@/lib/api-client';",
      "import type { FaqFilters } from '../types';",
      'export const cut = (text: string, error?: ApiError): string =>',
      '  error ? error.message : text.slice(0, MAX_KEYWORD_LENGTH);',
      'export type Filters = FaqFilters;',
    ].join('\n'),
  },
  apiCall: {
    filePath: 'src/features/support/faqs/api/boundary-probe.ts',
    code: [
      "import { callApi } from '@/lib/api-client';",
      "import { FAQS_ENDPOINTS } from '@/contract/vendor-endpoints/faqs';",
      'export const used = [callApi, FAQS_ENDPOINTS];',
    ].join('\n'),
  },
  apiCallThroughSibling: {
    filePath: 'src/features/support/faqs/api/get-boundary-probe.ts',
    code: [
      "import { fetchAllFaqs } from './fetch-faqs.server';",
      "import { supportPageHead } from '../../support-nav';",
      'export const used = [fetchAllFaqs, supportPageHead];',
    ].join('\n'),
  },
  apiAnswerTypes: {
    filePath: 'src/features/support/faqs/api/boundary-probe.ts',
    code: [
      "import type { FaqList } from '../types';",
      'export interface ProbeAnswer {',
      '  code: number;',
      '  data?: FaqList;',
      '}',
      'export type ProbeCode = ProbeAnswer["code"];',
    ].join('\n'),
  },
  apiRoute: {
    filePath: 'src/features/catalogue/function-stock/api/probe-route.ts',
    code: [
      "import { functionIconSvg } from '../function-icons';",
      'export const used = functionIconSvg;',
    ].join('\n'),
  },
  reshaperBesideView: {
    filePath: 'src/features/support/faqs/boundary-probe.ts',
    code: [
      "import { MAX_KEYWORD_LENGTH } from '@/lib/list-query';",
      'export const cut = (text: string): string => text.slice(0, MAX_KEYWORD_LENGTH);',
    ].join('\n'),
  },
  mockRouteToConsole: {
    filePath: 'mock-api/routes/dev/boundary-probe.ts',
    code: [
      "import { consoleRoutes } from '../../console/route';",
      "import { DEV_ROUTES } from '../../route-table';",
      'export const used = [consoleRoutes, DEV_ROUTES];',
    ].join('\n'),
  },
  mockCmsToRoutes: {
    filePath: 'mock-api/cms/boundary-probe.ts',
    code: [
      "import type { RouteDef } from '../routes/types';",
      "import type { RouteContext } from '../http/route-context';",
      'export const used: [RouteDef | null, RouteContext | null] = [null, null];',
    ].join('\n'),
  },
  mockHttpToStore: {
    filePath: 'mock-api/http/boundary-probe.ts',
    code: [
      "import { diffDatabase } from '../store/journal';",
      "import { ApiError } from './envelope';",
      'export const used = [diffDatabase, ApiError];',
    ].join('\n'),
  },
  routeToSiblingRoute: {
    filePath: 'mock-api/routes/account/boundary-probe.ts',
    code: [
      "import { productIssueRoutes } from './product-issues';",
      "import { googleRoutes } from '../google';",
      "import { ownRows } from './records';",
      "import { GOOGLE_LOGIN_PATH } from '../../auth/google';",
      'export const used = [productIssueRoutes, googleRoutes, ownRows, GOOGLE_LOGIN_PATH];',
    ].join('\n'),
  },
  restSibling: {
    filePath: 'src/lib/rest-probe.ts',
    code: [
      'export function withoutSecret(row: { secret: string; name: string }): { name: string } {',
      '  const { secret, ...rest } = row;',
      '  return rest;',
      '}',
    ].join('\n'),
  },
} satisfies Record<string, Probe>;

type ProbeName = keyof typeof PROBES;

/** Runs ESLint's Node API (`new ESLint()` + `lintText`) on every probe; the rule ids each got. */
const LINT_SCRIPT = `
import { ESLint } from 'eslint';
const probes = JSON.parse(process.argv[1]);
const eslint = new ESLint();
const out = {};
for (const [name, probe] of Object.entries(probes)) {
  const [result] = await eslint.lintText(probe.code, { filePath: probe.filePath });
  out[name] = result.messages.map((m) => m.ruleId ?? m.message);
}
process.stdout.write(JSON.stringify(out));
`;

let ruleIds: Record<ProbeName, string[]>;

beforeAll(async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', LINT_SCRIPT, JSON.stringify(PROBES)],
    { cwd: process.cwd(), maxBuffer: 1 << 20 },
  );
  ruleIds = JSON.parse(stdout) as Record<ProbeName, string[]>;
}, 120_000);

it('stops a feature importing another feature, by alias and by relative path', () => {
  expect(ruleIds.featureToFeature).toEqual([BOUNDARY_RULE, BOUNDARY_RULE]);
});

it('lets a feature import its own modules', () => {
  expect(ruleIds.sameFeature).toEqual([]);
});

it('stops src/lib and src/components importing a feature', () => {
  expect(ruleIds.libToFeature).toEqual([BOUNDARY_RULE]);
  expect(ruleIds.componentToFeature).toEqual([BOUNDARY_RULE]);
});

it('keeps src/contract free of imports from the rest of the site', () => {
  expect(ruleIds.contractToLib).toEqual([BOUNDARY_RULE]);
});

it('lets the mock API import the contract and nothing else of the site', () => {
  expect(ruleIds.mockToLib).toEqual([BOUNDARY_RULE]);
});

it('keeps the fixtures free of imports from the mock API', () => {
  expect(ruleIds.fixturesToMock).toEqual([BOUNDARY_RULE]);
});

it('lets the fixtures import the ground floor of the mock (mock-api/schema)', () => {
  expect(ruleIds.fixturesToMockSchema).toEqual([]);
});

it('keeps the site out of the mock API, its ground floor included', () => {
  expect(ruleIds.siteToMockSchema).toEqual([BOUNDARY_RULE]);
});

it('keeps the ground floor of the mock free of the rest of the mock', () => {
  expect(ruleIds.mockSchemaToStore).toEqual([BOUNDARY_RULE]);
});

it('lets only the mock API entries import the fixtures', () => {
  expect(ruleIds.mockRouteToFixtures).toEqual([BOUNDARY_RULE]);
  expect(ruleIds.mockStoreToFixtures).toEqual([BOUNDARY_RULE]);
  expect(ruleIds.mockServerToFixtures).toEqual([BOUNDARY_RULE]);
  expect(ruleIds.mockEntryToFixtures).toEqual([]);
});

it('keeps what only the mock and the fixtures share out of the site', () => {
  expect(ruleIds.siteToMockSeed).toEqual([BOUNDARY_RULE, BOUNDARY_RULE]);
});

it("keeps the contract's schemas off the mock's seed: what the API names lives in src/contract", () => {
  expect(ruleIds.contractToMockSeed).toEqual([BOUNDARY_RULE]);
});

it('keeps the features out of the page kinds, which read the page-kind id table from src/lib', () => {
  expect(ruleIds.featureToPageKinds).toEqual([BOUNDARY_RULE]);
});

it('stops a server loader taking its fetcher from a use-*.ts hook file, not the views using the hook', () => {
  expect(ruleIds.loaderToHook).toEqual([BOUNDARY_RULE]);
  expect(ruleIds.serverReshaperToHook).toEqual([BOUNDARY_RULE]);
  expect(ruleIds.viewToHook).toEqual([]);
});

it('keeps api/ folders to calls: a pure reshaper there is refused, beside the view it is not', () => {
  expect(ruleIds.apiPureReshaper).toEqual([API_CALLS_RULE]);
  expect(ruleIds.apiCall).toEqual([]);
  expect(ruleIds.apiCallThroughSibling).toEqual([]);
  expect(ruleIds.apiAnswerTypes).toEqual([]);
  expect(ruleIds.apiRoute).toEqual([]);
  expect(ruleIds.reshaperBesideView).toEqual([]);
});

it('stops a route file mounting the console or the route table', () => {
  expect(ruleIds.mockRouteToConsole).toEqual([BOUNDARY_RULE, BOUNDARY_RULE]);
});

it("keeps the mock's logic below the route files: RouteContext is in mock-api/http", () => {
  expect(ruleIds.mockCmsToRoutes).toEqual([BOUNDARY_RULE]);
});

it('keeps mock-api/http below the store', () => {
  expect(ruleIds.mockHttpToStore).toEqual([BOUNDARY_RULE]);
});

it('stops a route file importing a sibling route file, not the route kit or the logic below', () => {
  expect(ruleIds.routeToSiblingRoute).toEqual([BOUNDARY_RULE, BOUNDARY_RULE]);
});

it('accepts an unused rest sibling (ignoreRestSiblings) without an eslint-disable line', () => {
  expect(ruleIds.restSibling).toEqual([]);
});
