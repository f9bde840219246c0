import fs from 'node:fs';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/** Every folder of src/features is a feature (read from the tree, so a new one is covered). */
const FEATURES = fs
  .readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The mock's route files: each declares the routes of one area. The others under
 * mock-api/routes are the kit they are built with (declarations, the endpoint table, route
 * factories, the account records' helpers, the dev-route guard) and routes/index.ts, the table.
 */
const ROUTE_KIT = new Set([
  'index.ts',
  'types.ts',
  'endpoints.ts',
  'form-route.ts',
  'strict-params.ts',
  'support-lists.ts',
  'account/records.ts',
  'account/owned-routes.ts',
  'account/issue-routes.ts',
  'dev/guard.ts',
]);
const ROUTE_FILES = fs
  .readdirSync(new URL('./mock-api/routes/', import.meta.url), { recursive: true })
  .map((file) => String(file).split('\\').join('/'))
  .filter((file) => file.endsWith('.ts') && !ROUTE_KIT.has(file))
  .map((file) => `./mock-api/routes/${file}`);

/**
 * The architecture's import boundaries (docs/code-layout.md). eslint-plugin-import (loaded
 * by eslint-config-next, with the TypeScript resolver) checks resolved files, so an `@/` path
 * and a relative one are caught alike.
 */
const boundaryZones = [
  // A feature never imports another feature: what two features share lives below them.
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature cannot import another feature: move what both need to src/lib, src/components or src/contract.',
  })),
  // The shared layers sit below every feature and the composition roots.
  {
    target: ['./src/components', './src/lib', './src/config', './src/theme', './src/contract'],
    from: ['./src/features', './src/page-kinds', './src/pages'],
    message:
      'src/components, src/lib, src/config, src/theme and src/contract cannot import features, page kinds or pages.',
  },
  // The contract is loaded by the mock API too: it imports nothing outside itself.
  {
    target: './src/contract',
    from: './src',
    except: ['./contract'],
    message: 'src/contract imports nothing outside src/contract (the mock API loads it).',
  },
  // The mock API is one more implementation of the contract: from src it reads the contract
  // (and lib/format's slug rule, until the mock's own slug.ts replaces it), and the site's
  // sanitizer, which the mock console's preview of an HTML field runs (POST /mock/sanitize).
  {
    target: './mock-api',
    from: './src',
    except: ['./contract', './lib/format.ts', './lib/sanitize.ts'],
    message: 'mock-api imports only src/contract from the site.',
  },
  // The site imports nothing of the mock API, its ground floor (mock-api/schema: the database's
  // shape, the seed values, the password hash, slugs, XML escaping, day times) included: they
  // describe the mock, not the vendor API the site calls.
  {
    target: './src',
    from: './mock-api',
    message:
      'The site imports nothing of mock-api: what the site and the mock share lives in src/contract.',
  },
  // mock-api/schema is the mock's ground floor, shared with the fixtures: it imports nothing
  // else of the mock.
  {
    target: './mock-api/schema',
    from: './mock-api',
    except: ['./schema'],
    message:
      'mock-api/schema is the ground floor of the mock: it imports nothing else of mock-api.',
  },
  // A server loader (get-*.ts, load-*.ts, *.server.ts) takes its fetcher from the api/ file
  // beside it, which the data hook (use-*.ts) imports too: never from the hook's file.
  {
    target: ['./src/**/get-*.ts', './src/**/load-*.ts', './src/**/*.server.ts'],
    from: './src/features/**/use-*.{ts,tsx}',
    message:
      'A server loader does not import a use-*.ts hook file: move the fetcher it shares with the hook into the api/ file beside them.',
  },
  // Imports run down. The routing feature (like every feature) reads the page-kind id table
  // from src/lib and never reaches up into the composition roots that import it back.
  {
    target: './src/features',
    from: ['./src/page-kinds', './src/pages'],
    message:
      'A feature cannot import src/page-kinds or src/pages (the composition roots): move what it needs to src/lib.',
  },
  // The mock's floors, from the ground up: schema; http (envelope, input, limits); store;
  // auth, forms and cms; the route files; the console and the OpenAPI routes; the route table
  // and the server on top. A route file never mounts the console: route-table.ts does.
  {
    target: './mock-api/routes',
    from: [
      './mock-api/console',
      './mock-api/openapi',
      './mock-api/route-table.ts',
      './mock-api/server.ts',
    ],
    message:
      'A route file does not import the console, the OpenAPI routes or the route table: mock-api/route-table.ts mounts them.',
  },
  // A route file does not borrow from a sibling route file: what two need lives in the kit,
  // in mock-api/forms, auth, store or http.
  {
    target: ['./mock-api/routes/!(index).ts', './mock-api/routes/*/**'],
    from: ROUTE_FILES,
    message:
      'A route file does not import another route file: move the shared piece to mock-api/forms, auth, store or http (or the route kit).',
  },
  {
    target: [
      './mock-api/schema',
      './mock-api/http',
      './mock-api/store',
      './mock-api/auth',
      './mock-api/forms',
      './mock-api/cms',
    ],
    from: [
      './mock-api/routes',
      './mock-api/console',
      './mock-api/openapi',
      './mock-api/route-table.ts',
      './mock-api/server.ts',
    ],
    message:
      "The mock's logic (schema, http, store, auth, forms, cms) does not import the route files, the console or the server: what a handler gets is mock-api/http/route-context.ts.",
  },
  // http sits below the store (the store throws its ApiError); only route-context.ts names the
  // types of the store and the CMS a handler gets.
  {
    target: './mock-api/http/!(route-context).ts',
    from: ['./mock-api/store', './mock-api/auth', './mock-api/forms', './mock-api/cms'],
    message:
      "mock-api/http sits below the store, auth, forms and cms: pass what it needs in (as WriteLimiter.meter takes the change's bytes).",
  },
  {
    target: './mock-api/store',
    from: ['./mock-api/auth', './mock-api/forms', './mock-api/cms'],
    message: 'mock-api/store sits below auth, forms and cms.',
  },
  // One direction between the mock and its data: the fixtures make the database from the
  // contract, the mock's ground floor and their own factories; of the mock, only its entries
  // (main.ts, seed.ts) import them and hand the generator to the store.
  {
    target: './fixtures',
    from: './mock-api',
    except: ['./schema'],
    message:
      'The fixtures import nothing of mock-api but its ground floor: move what both need to mock-api/schema (mock-db.ts, mock-seed.ts) or src/contract.',
  },
  {
    target: ['./mock-api/*/**', './mock-api/!(main|seed).ts'],
    from: './fixtures',
    message:
      'Only mock-api/main.ts and mock-api/seed.ts import the fixtures: read seed values from mock-api/schema, and take the generator as a parameter (createMockServer({ makeDatabase })).',
  },
];

/**
 * api/ folders hold calls (docs/code-layout.md): a module in a feature's api/ folder imports,
 * as a value, something that calls the API (the API client or a data-fetching module of
 * src/lib, the live reads among them, an endpoint entry of src/contract, swr) or another
 * api/ module; or it is the typing of a call's request and answer (type declarations only);
 * or it is one of the site's own API routes (`*-route.ts`). A pure reshaper, which imports none of these, sits beside the view.
 */
const CALL_SOURCES = [
  /^@\/lib\/(.+[-/])?(api|fetch|swr|live-read)([-/]|$)/,
  /^@\/lib\/diag\/interface$/,
  /^@\/lib\/site-data$/,
  /^@\/contract\/(vendor-endpoints\/|(.+\/)?[a-z-]*api-types$)/,
  /^swr(\/|$)/,
  /(^|\/)api\//,
  /^\.\/[^/]+$/,
];
const TYPE_ONLY = new Set(['TSTypeAliasDeclaration', 'TSInterfaceDeclaration']);

function isValueImport(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return false;
  const specifiers = node.specifiers ?? [];
  if (node.type === 'ImportDeclaration' && specifiers.length > 0) {
    return specifiers.some((s) => s.importKind !== 'type');
  }
  if (node.type === 'ExportNamedDeclaration')
    return specifiers.some((s) => s.exportKind !== 'type');
  return true;
}

function isTypeOnlyStatement(node) {
  if (TYPE_ONLY.has(node.type)) return true;
  if (node.type === 'ImportDeclaration') return !isValueImport(node);
  if (node.type === 'ExportNamedDeclaration') {
    return node.declaration ? TYPE_ONLY.has(node.declaration.type) : !isValueImport(node);
  }
  return node.type === 'ExportAllDeclaration' && node.exportKind === 'type';
}

const apiCallsRule = {
  meta: {
    type: 'problem',
    messages: {
      noCall:
        'api/ folders hold calls: this module imports no API client, endpoint entry or other api/ module. Move a pure reshaper beside the view that uses it (the feature folder), keep only calls and their request/answer types here.',
    },
    schema: [],
  },
  create(context) {
    const sources = [];
    return {
      'ImportDeclaration, ExportNamedDeclaration[source], ExportAllDeclaration'(node) {
        if (isValueImport(node)) sources.push(node.source.value);
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') sources.push(String(node.source.value));
      },
      'Program:exit'(program) {
        if (program.body.every(isTypeOnlyStatement)) return;
        if (sources.some((source) => CALL_SOURCES.some((pattern) => pattern.test(source)))) return;
        context.report({ node: program, messageId: 'noCall' });
      },
    };
  },
};

const config = [
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'fixtures/db.json',
      'mock-api/uploads/**',
      'test-results/**',
      'playwright-report/**',
      '.e2e/**',
      '.bench/**',
      'next-env.d.ts',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // A rest sibling drops the named keys on purpose (`const { secret, ...rest } = row`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'import/no-restricted-paths': ['error', { zones: boundaryZones }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message: "Use Link from '@/components/ui/link' (see its comment).",
            },
          ],
        },
      ],
    },
  },
  // The API's runtime schemas (zod) describe the contract for the document, the mock and the
  // tests; the site reads only the types inferred from them, which weigh nothing in a bundle.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/contract/schemas/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', 'zod/*', 'zod-openapi', '@/contract/schemas/*', '**/schemas/*'],
              allowTypeImports: true,
              message:
                'The site imports only types from the API schemas (import type): zod stays out of its bundles.',
            },
          ],
        },
      ],
    },
  },
  // api/ folders hold calls (apiCallsRule above).
  {
    files: ['src/features/**/api/**/*.{ts,tsx}'],
    ignores: ['src/features/**/api/**/*-route.ts'],
    plugins: { house: { rules: { 'api-calls': apiCallsRule } } },
    rules: { 'house/api-calls': 'error' },
  },
];

export default config;
