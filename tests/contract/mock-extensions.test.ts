/**
 * A parameter an operation lists as a mock extension works in the default mode and is ignored
 * in strict mode, as the vendor's API would ignore it; the document marks each extension.
 */
import { PREVIEW_HEADER } from '@/contract/cms-signing';
import { VENDOR_ENDPOINTS } from '@/contract/endpoints';
import { openApiDocument, UNDESCRIBED_ANSWER_FIELDS } from '@/contract/schemas/document';
import { DOWNLOADS_ARCHIVE_OPERATIONS } from '@/contract/schemas/support';
import { makeEnv, type TestEnv } from '../mock-api/helpers';

const { path } = VENDOR_ENDPOINTS.downloadsArchive.downloads;

describe.each([
  ['default', false],
  ['strict', true],
])('download=1 in %s mode', (_mode, strict) => {
  let env: TestEnv;
  beforeAll(() => {
    env = makeEnv({ strict, files: true });
  });
  afterAll(() => env.cleanup());

  it(strict ? 'is ignored: the answer names the file' : 'answers the file itself', async () => {
    expect(DOWNLOADS_ARCHIVE_OPERATIONS.downloads.mockExtensions?.map((e) => e.field)).toContain(
      'download',
    );
    const res = await env.api.get(path).query({ archive_id: 1, download: 1 });
    expect(res.status).toBe(200);
    if (strict) {
      expect(res.body).toMatchObject({
        code: 200,
        archive_find: { archive_title: expect.any(String) },
      });
    } else {
      expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    }
  });
});

describe('the document marks the mock’s extensions', () => {
  type Parameter = {
    $ref?: string;
    name?: string;
    in?: string;
    schema?: { enum?: unknown[] };
    'x-mock-extension'?: { field: string; does: string };
  };
  type DocOperation = {
    parameters?: Parameter[];
    'x-mock-extension'?: { field: string; documentedField?: boolean }[];
  };
  const document = openApiDocument();
  const components = (document.components?.parameters ?? {}) as Record<string, Parameter>;
  const resolve = (parameter: Parameter): Parameter =>
    parameter.$ref ? components[parameter.$ref.split('/').pop()!]! : parameter;
  const operationsOf = (method: 'get' | 'post') =>
    Object.entries(document.paths ?? {}).flatMap(([route, item]) => {
      const operation = (item as Record<string, DocOperation | undefined>)[method];
      return operation ? [[route, operation] as const] : [];
    });

  it('lists the preview header as an x-mock-extension on every GET (where the mock reads it)', () => {
    const gets = operationsOf('get');
    expect(gets.length).toBeGreaterThan(40);
    for (const [route, operation] of gets) {
      const header = (operation.parameters ?? [])
        .map(resolve)
        .find((p) => p.in === 'header' && p.name === PREVIEW_HEADER);
      expect([route, header?.['x-mock-extension']?.field]).toEqual([route, PREVIEW_HEADER]);
    }
    // A POST never reads drafts: the document does not offer the header there.
    for (const [route, operation] of operationsOf('post')) {
      const names = (operation.parameters ?? []).map(resolve).map((p) => p.name);
      expect([route, names]).toEqual([route, expect.not.arrayContaining([PREVIEW_HEADER])]);
    }
  });

  it.each([
    ['/api/about/aboutList', 'configsName', ['about']],
    ['/api/home/homeList', 'configsName', ['home']],
    ['/api/search/global_search', 'searchTypeName', ['goods', 'article']],
  ])('%s documents the values of %s; the mock’s others are an extension', (route, name, values) => {
    const operation = (document.paths?.[route] as Record<string, DocOperation>).get!;
    const parameter = (operation.parameters ?? []).map(resolve).find((p) => p.name === name);
    expect(parameter?.schema?.enum).toEqual(values);
    expect(operation['x-mock-extension']).toContainEqual(
      expect.objectContaining({ field: name, documentedField: true }),
    );
  });

  it('says on every JSON answer that the default mode may answer undescribed fields', () => {
    type Answer = { content?: Record<string, unknown>; 'x-mock-extension'?: unknown };
    const answers = Object.entries(document.paths ?? {}).flatMap(([route, item]) =>
      Object.values(item as Record<string, { responses?: Record<string, Answer> }>).map(
        (operation) => [route, operation.responses?.['200']] as const,
      ),
    );
    const json = answers.filter(([, answer]) => answer?.content?.['application/json']);
    expect(json.length).toBeGreaterThan(80);
    for (const [route, answer] of json) {
      expect([route, answer?.['x-mock-extension']]).toEqual([route, UNDESCRIBED_ANSWER_FIELDS]);
    }
  });
});
