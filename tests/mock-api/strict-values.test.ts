/**
 * Strict mode and parameter values: where the document lists a field's values (`configsName`:
 * `home` for homeList, `about` for aboutList), the default mode answers the mock's other values
 * too (its extension) and strict mode refuses them, as a client of the vendor never sends them.
 * The shell's popup and boxes (33-35) come from a documented answer in both modes; the editor's
 * preview credential (a mock extension of the CMS stand-in) reads drafts in both modes.
 */
import { previewCredential } from '../../src/contract/cms-signing';
import { makeEnv, type TestEnv } from './helpers';

const SECRET = 'strict-values-secret';
const idsOf = (configs: readonly { configs_id: number }[]) => configs.map((c) => c.configs_id);

describe.each([
  ['default', false],
  ['strict', true],
])('%s mode', (_mode, strict) => {
  let env: TestEnv;
  beforeAll(() => {
    env = makeEnv({ strict, previewSecret: SECRET });
  });
  afterAll(() => env.cleanup());

  it('answers the documented groups', async () => {
    const about = await env.api.get('/api/about/aboutList').query({ configsName: 'about' });
    expect(about.body.code).toBe(200);
    expect(idsOf(about.body.configsList)).toContain(13);
    const home = await env.api.get('/api/home/homeList').query({ configsName: 'home' });
    expect(home.body.code).toBe(200);
    expect(idsOf(home.body.configsList)).toEqual(expect.arrayContaining([9, 28]));
  });

  it(
    strict
      ? 'refuses a group the document does not list (code 400)'
      : 'answers the mock’s other groups (its extension)',
    async () => {
      const site = await env.api.get('/api/about/aboutList').query({ configsName: 'site' });
      const home = await env.api.get('/api/home/homeList').query({ configsName: 'about' });
      if (strict) {
        expect(site.body).toEqual({ code: 400, msg: 'configsName must be about' });
        expect(home.body).toEqual({ code: 400, msg: 'configsName must be home' });
      } else {
        expect(idsOf(site.body.configsList)).toEqual([33, 34, 35]);
        expect(idsOf(home.body.configsList)).toContain(13);
      }
    },
  );

  it(
    strict
      ? 'refuses the search type in another case, with the spec’s message'
      : 'reads the search type in any case (its extension)',
    async () => {
      const search = (searchTypeName: string) =>
        env.api
          .get('/api/search/global_search')
          .query({ searchTypeName, searchKeywordsName: 'tablet' });
      expect((await search('goods')).body.code).toBe(200);
      const upper = await search('GOODS');
      if (strict) expect(upper.body).toEqual({ code: 400, msg: 'Please select type' });
      else expect(upper.body.code).toBe(200);
      expect((await search('video')).body).toEqual({ code: 400, msg: 'Please select type' });
    },
  );

  it('answers the popup and the boxes (33-35) in the blog list’s configs_all', async () => {
    const res = await env.api.get('/api/articles/articles_all').query({ page: 1 });
    expect(res.body.code).toBe(200);
    expect(idsOf(res.body.configs_all)).toEqual([33, 34, 35]);
  });

  it('reads drafts with the preview credential (the CMS stand-in’s, kept as the dev routes)', async () => {
    const config = env.mock.db.data.configs.find((c) => c.configs_id === 33)!;
    const saved = await env.api
      .put(`/mock/content/configs/${config.configs_id}`)
      .send({ configs_title: 'DRAFT-POPUP' });
    expect(saved.body.code).toBe(200);
    const read = (credential?: string | null) => {
      const req = env.api.get('/api/articles/articles_all').query({ page: 1 });
      return credential ? req.set('X-Preview-Credential', credential) : req;
    };
    expect(JSON.stringify((await read(previewCredential(SECRET))).body)).toContain('DRAFT-POPUP');
    expect(JSON.stringify((await read()).body)).not.toContain('DRAFT-POPUP');
  });
});
