/**
 * A parameter an operation lists as a mock extension works in the default mode and is ignored
 * in strict mode, as the vendor's API would ignore it.
 */
import { VENDOR_ENDPOINTS } from '@/contract/endpoints';
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
