/**
 * Service center and support menus, downloads (real files, bytes and headers) and the training
 * videos (a real WebM clip, the embeddable player).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SAMPLE_VIDEO_ASSET } from '../../fixtures/factories/context';
import { readZip } from '../../fixtures/files';
import { generateFixtures } from '../../fixtures/generate';
import { ARCHIVES_PAGE_SIZE, ARCHIVE_NOT_FOUND_MSG } from '../../mock-api/routes/downloads';
import { VIDEOS_PAGE_SIZE } from '../../mock-api/routes/videos';
import {
  expectFields,
  expectFullFirstPage,
  fixtures,
  makeEnv,
  sharedEnv,
  type TestEnv,
} from './helpers';

const env = sharedEnv({ files: true, siteOrigins: ['http://localhost:3000'] });

interface Archive {
  archive_id: number;
  category_id: number;
  category_name: string;
  archive_title: string;
  archive_picture: string;
  archive_file: string;
  archive_size: number;
  archive_addtime: string;
}
interface Video {
  video_id: number;
  category_id: number;
  video_title: string;
  video_picture: string;
  video_file: string;
  video_link: string;
  video_addtime: string;
}

const ARCHIVE_KEYS = [
  'archive_addtime',
  'archive_file',
  'archive_id',
  'archive_picture',
  'archive_size',
  'archive_title',
  'category_id',
  'category_name',
];
const VIDEO_KEYS = [
  'category_id',
  'category_name',
  'video_addtime',
  'video_file',
  'video_id',
  'video_link',
  'video_picture',
  'video_title',
];

/** A binary body as a Buffer (supertest leaves some types unparsed). */
function binary(req: ReturnType<TestEnv['api']['get']>) {
  return req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

function newestFirst<T extends { archive_addtime?: string; video_addtime?: string }>(rows: T[]) {
  const times = rows.map((r) => r.archive_addtime ?? r.video_addtime ?? '');
  expect(times).toEqual([...times].sort().reverse());
}

describe('service_contact_all', () => {
  it('answers every field the service center reads', async () => {
    const res = await env.api.get('/api/ServiceContact/service_contact_all');
    expect(res.body.code).toBe(200);
    const body = res.body;
    const ids = body.contact_all.map((c: { contact_id: number }) => c.contact_id);
    expect(ids).toEqual(expect.arrayContaining([2, 4, 8]));
    expectFields(body.contact_all, [
      'contact_id',
      'contact_link',
      'contact_name',
      'contact_picture',
    ]);
    expect(
      body.contact_all.find((c: { contact_id: number }) => c.contact_id === 8).contact_link,
    ).toMatch(/^mailto:/);
    for (const s of body.social_media_all) {
      expect(s).toEqual(
        expect.objectContaining({
          social_media_name: expect.any(String),
          social_media_link: expect.stringMatching(/^https:\/\//),
          social_media_picture: expect.stringMatching(/^\/uploads\//),
        }),
      );
    }
    for (const m of body.more_services_all) {
      for (const key of [
        'more_services_name',
        'more_services_link',
        'more_services_picture',
        'more_services_describe',
      ]) {
        expect(m[key]).toEqual(expect.any(String));
        expect(m[key]).not.toBe('');
      }
    }
    expect(body.configs_all.map((c: { configs_id: number }) => c.configs_id)).toEqual([
      85, 86, 87, 88,
    ]);
    for (const c of body.configs_all) {
      for (const key of ['configs_title', 'configs_path', 'configs_picture', 'configs_content']) {
        expect(c[key]).not.toBe('');
      }
    }
    expect(body.advertisement_all.length).toBeGreaterThan(0);
    for (const a of body.advertisement_all) {
      expect(a).toEqual(
        expect.objectContaining({
          advertisement_name: expect.any(String),
          advertisement_url: expect.any(String),
          advertisement_picture: expect.stringMatching(/^\/uploads\//),
        }),
      );
    }
  });
});

describe('supports_all', () => {
  const sub = async (id: string | number) =>
    (await env.api.get('/api/supports/supports_all').query({ category_id: String(id) })).body;

  it('answers the file, video and FAQ categories and the support pages', async () => {
    const downloads = await sub(34);
    expect(downloads.code).toBe(200);
    expect(downloads.data.map((c: { category_id: number }) => c.category_id)).toEqual([
      341, 342, 343, 344, 345,
    ]);
    expectFields(
      downloads.data,
      [
        'category_icon',
        'category_id',
        'category_introduce',
        'category_name',
        'category_parent_id',
        'category_paths',
        'category_picture',
      ].sort(),
    );
    for (const c of downloads.data) {
      expect(c).toMatchObject({ category_parent_id: 34, category_paths: '/support/downloads' });
    }
    expect((await sub(36)).data.map((c: { category_id: number }) => c.category_id)).toEqual([
      361, 362, 363, 364, 365,
    ]);
    expect((await sub(35)).data.map((c: { category_id: number }) => c.category_id)).toEqual([
      21, 22, 23, 24, 25, 26, 27,
    ]);
    const support = (await sub(3)).data.map((c: { category_paths: string }) => c.category_paths);
    expect(support).toContain('/support/vehicle-coverage');
    expect((await sub(31)).data).toEqual([]);
  });

  it('refuses a missing, malformed or unknown id', async () => {
    expect((await env.api.get('/api/supports/supports_all')).body).toMatchObject({
      code: 400,
      msg: 'category_id is required',
    });
    expect(await sub('abc')).toMatchObject({ code: 400, msg: 'category_id must be a number' });
    expect(await sub(9999)).toMatchObject({ code: 404, msg: 'No category with category_id 9999' });
  });
});

describe('downloads', () => {
  it('pages every file, 12 at a time, newest first, with all its fields', async () => {
    const res = await env.api.get('/api/downloads/archive_all');
    expect(res.body.code).toBe(200);
    const { page, data } = res.body as {
      page: { currentPage: number; total: number; listRows: number };
      data: Archive[];
    };
    expectFullFirstPage(page, data, ARCHIVES_PAGE_SIZE, 2);
    expectFields(data, ARCHIVE_KEYS);
    for (const a of data) {
      expect(a.archive_file).toMatch(/^\/uploads\/downloads\/[a-z0-9.-]+\.(pdf|zip|txt|csv)$/);
      expect(a.archive_picture).toMatch(/^\/uploads\/archives\/.+\.jpg$/);
    }
    newestFirst(data);
    const all: Archive[] = [];
    for (let p = 1; p <= Math.ceil(page.total / page.listRows); p++) {
      const next = await env.api
        .get('/api/downloads/archive_all')
        .query({ category_id: '0', page: String(p) });
      all.push(...next.body.data);
    }
    expect(new Set(all.map((a) => a.archive_id)).size).toBe(page.total);
    const past = await env.api.get('/api/downloads/archive_all').query({ page: '99' });
    expect(past.body).toMatchObject({ data: [], page: { currentPage: 99, total: page.total } });
    // Every kind of file is there.
    const kinds = new Set(all.map((a) => path.extname(a.archive_file)));
    expect([...kinds].sort()).toEqual(['.csv', '.pdf', '.txt', '.zip']);
  });

  it('filters by category; the Downloads page id means all', async () => {
    const one = await env.api.get('/api/downloads/archive_all').query({ category_id: '345' });
    expect(one.body.data.length).toBeGreaterThan(0);
    for (const a of one.body.data)
      expect(a).toMatchObject({ category_id: 345, category_name: 'Drivers' });
    const all = await env.api.get('/api/downloads/archive_all').query({ category_id: '34' });
    const none = await env.api.get('/api/downloads/archive_all');
    expect(all.body.page.total).toBe(none.body.page.total);
  });

  it('refuses bad pages and categories', async () => {
    const cases: [Record<string, string>, number, string][] = [
      [{ page: '0' }, 400, 'page must be 1 or more'],
      [{ page: 'x' }, 400, 'page must be a number'],
      [{ page: '1.5' }, 400, 'page must be a whole number'],
      [{ page: '100001' }, 400, 'page is too large'],
      [{ category_id: 'pdf' }, 400, 'category_id must be a number'],
      [{ category_id: '-1' }, 400, 'category_id must be 0 (all) or a category id'],
      [{ category_id: '361' }, 404, 'No download category with category_id 361'],
    ];
    for (const [query, code, msg] of cases) {
      const res = await env.api.get('/api/downloads/archive_all').query(query);
      expect({ query, ...res.body }).toEqual({ query, code, msg });
    }
  });

  it('searches titles and category names, any case; a blank keyword is refused', async () => {
    const res = await env.api
      .get('/api/downloads/archive_search')
      .query({ archiveKeywordsName: ' USER MANUAL ' });
    expect(res.body.code).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(5);
    expectFields(res.body.data as Archive[], ARCHIVE_KEYS);
    for (const a of res.body.data as Archive[]) {
      expect(`${a.archive_title} ${a.category_name}`.toLowerCase()).toContain('user manual');
    }
    newestFirst(res.body.data);
    const byCategory = await env.api
      .get('/api/downloads/archive_search')
      .query({ archiveKeywordsName: 'drivers' });
    expect(byCategory.body.data.length).toBeGreaterThan(1);
    const none = await env.api
      .get('/api/downloads/archive_search')
      .query({ archiveKeywordsName: 'zzz' });
    expect(none.body).toMatchObject({ code: 200, data: [] });
    for (const query of [{}, { archiveKeywordsName: '   ' }]) {
      const blank = await env.api.get('/api/downloads/archive_search').query(query);
      expect(blank.body).toEqual({ code: 400, msg: 'Please enter keywords' });
    }
    const long = await env.api
      .get('/api/downloads/archive_search')
      .query({ archiveKeywordsName: 'k'.repeat(201) });
    expect(long.body).toEqual({
      code: 400,
      msg: 'archiveKeywordsName must be at most 200 characters',
    });
  });

  it('names the file to download, and serves it with its name', async () => {
    const list = (await env.api.get('/api/downloads/archive_all').query({ category_id: '341' }))
      .body.data as Archive[];
    const manual = list[0];
    const res = await env.api
      .get('/api/DownloadsArchive/downloads')
      .query({ archive_id: String(manual.archive_id) });
    expect(res.body).toEqual({
      code: 200,
      msg: 'Success',
      archive_find: {
        archive_id: manual.archive_id,
        archive_title: manual.archive_title,
        archive_file: manual.archive_file,
      },
    });
    const file = await binary(
      env.api.get(manual.archive_file).set('Origin', 'http://localhost:3000'),
    );
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const name = path.basename(manual.archive_file);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    );
    expect(file.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(file.headers['access-control-expose-headers']).toBe('Content-Disposition');
    const body = file.body as Buffer;
    expect(body.length).toBe(manual.archive_size);
    expect(body.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(body.toString('latin1')).toContain(manual.archive_title);
    expect(body.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    // Pictures elsewhere are not attachments.
    const picture = await env.api.get('/uploads/contacts/e-mail.svg');
    expect(picture.headers['content-disposition']).toBeUndefined();
  });

  it('serves real PDF, ZIP, TXT and CSV files, byte for byte the fixtures', async () => {
    const { files } = fixtures();
    const downloads = files.filter((f) => f.url.startsWith('/uploads/downloads/'));
    expect(downloads.length).toBeGreaterThan(30);
    const db = env.mock.db.data;
    for (const archive of db.archives) {
      const spec = downloads.find((f) => f.url === archive.archive_file);
      expect(spec?.bytes?.length).toBe(archive.archive_size);
    }
    const zip = db.archives.find((a) => a.archive_file.endsWith('.zip'))!;
    const zipRes = await binary(env.api.get(zip.archive_file));
    expect(zipRes.headers['content-type']).toBe('application/zip');
    const entries = readZip(zipRes.body as Buffer);
    expect(entries.map((e) => e.name)).toContain('README.txt');
    expect(
      entries.find((e) => e.name === 'README.txt')!.data.toString('utf8').length,
    ).toBeGreaterThan(20);
    const csv = db.archives.find((a) => a.archive_file.endsWith('.csv'))!;
    const csvRes = await env.api.get(csv.archive_file);
    expect(csvRes.headers['content-type']).toMatch(/^text\/csv/);
    expect(csvRes.text.split('\r\n')[0]).toBe(
      'Make,Model,Years,Engine,Transmission,ABS,SRS,Special Functions',
    );
    const txt = db.archives.find((a) => a.archive_file.endsWith('.txt'))!;
    const txtRes = await env.api.get(txt.archive_file);
    expect(txtRes.headers['content-type']).toMatch(/^text\/plain/);
    expect(txtRes.text).toContain('Released:');
  });

  it('answers the file itself with download=1', async () => {
    const archive = env.mock.db.data.archives.find((a) => a.archive_file.endsWith('.zip'))!;
    const res = await binary(
      env.api
        .get('/api/DownloadsArchive/downloads')
        .query({ archive_id: String(archive.archive_id), download: '1' }),
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(
      `filename="${path.basename(archive.archive_file)}"`,
    );
    expect((res.body as Buffer).subarray(0, 4).toString('hex')).toBe('504b0304');
    expect((res.body as Buffer).length).toBe(archive.archive_size);
  });

  it('refuses a missing, malformed or unknown id', async () => {
    const url = '/api/DownloadsArchive/downloads';
    expect((await env.api.get(url)).body).toEqual({ code: 400, msg: 'archive_id is required' });
    expect((await env.api.get(url).query({ archive_id: 'one' })).body).toEqual({
      code: 400,
      msg: 'archive_id must be a number',
    });
    expect((await env.api.get(url).query({ archive_id: '0' })).body).toEqual({
      code: 400,
      msg: 'archive_id must be 1 or more',
    });
    const unknown = await env.api.get(url).query({ archive_id: '9999' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ code: 404, msg: ARCHIVE_NOT_FOUND_MSG });
    const unknownFile = await env.api.get(url).query({ archive_id: '9999', download: '1' });
    expect(unknownFile.status).toBe(404);
    expect(unknownFile.body).toEqual({ code: 404, msg: ARCHIVE_NOT_FOUND_MSG });
    const missing = await env.api.get('/uploads/downloads/no-such-file.pdf');
    expect(missing.status).toBe(404);
  });

  it('answers 404 when the file is missing on disk', async () => {
    const bare = makeEnv();
    try {
      const res = await bare.api
        .get('/api/DownloadsArchive/downloads')
        .query({ archive_id: '1', download: '1' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 404, msg: 'The file is not available on this server' });
    } finally {
      await bare.cleanup();
    }
  });
});

describe('the fixture files', () => {
  it('are made the same on every run', () => {
    const digest = (files: ReturnType<typeof fixtures>['files']) =>
      files.map((f) => [f.url, f.bytes ? f.bytes.toString('base64') : f.copyFrom]);
    expect(digest(generateFixtures().files)).toEqual(digest(fixtures().files));
  });
});

describe('the sample video', () => {
  it('is a small real WebM (EBML magic 1A 45 DF A3, the webm doc type)', () => {
    const bytes = readFileSync(SAMPLE_VIDEO_ASSET);
    expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(bytes.subarray(0, 64).toString('latin1')).toContain('webm');
    expect(bytes.length).toBeGreaterThan(10_000);
    expect(bytes.length).toBeLessThan(300 * 1024);
  });

  it('is served under /uploads/videos/ and used by every third product', async () => {
    const res = await binary(env.api.get('/uploads/videos/sample-video.webm'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('video/webm');
    expect((res.body as Buffer).equals(readFileSync(SAMPLE_VIDEO_ASSET))).toBe(true);
    const goods = env.mock.db.data.goods;
    const withVideo = goods.filter((g) => g.goods_video.length > 0);
    expect(withVideo.length).toBe(Math.ceil(goods.length / 3));
    for (const g of withVideo) expect(g.goods_video).toEqual(['/uploads/videos/sample-video.webm']);
    const details = await env.api
      .get('/api/goods/goods_details')
      .query({ goods_title: withVideo[0].goods_title });
    expect(details.body.data.goods_video).toEqual(['/uploads/videos/sample-video.webm']);
  });
});

describe('training videos', () => {
  it('pages the videos, 9 at a time, newest first; each is a file with a poster or a link', async () => {
    const res = await env.api.post('/api/video/video_all').send({ category_id: 0, page: 1 });
    expect(res.body.code).toBe(200);
    expectFullFirstPage(res.body.page, res.body.data, VIDEOS_PAGE_SIZE, 2);
    newestFirst(res.body.data);
    const all = env.mock.db.data.videos;
    expectFields(res.body.data as Video[], VIDEO_KEYS);
    for (const v of res.body.data as Video[]) {
      expect(v.video_picture).toMatch(/^\/uploads\/videos\/.+\.jpg$/);
      expect((v.video_file === '') !== (v.video_link === '')).toBe(true);
    }
    const files = all.filter((v) => v.video_file !== '');
    const links = all.filter((v) => v.video_link !== '');
    expect(files.length).toBeGreaterThan(5);
    expect(links.length).toBeGreaterThan(3);
    for (const v of links) expect(v.video_link).toBe(`/embed/video/${v.video_id}`);
  });

  it('filters by category (the page id or 0 means all) and takes page as text', async () => {
    const one = await env.api.post('/api/video/video_all').send({ category_id: '364', page: '1' });
    expect(one.body.data.length).toBeGreaterThan(0);
    for (const v of one.body.data)
      expect(v).toMatchObject({ category_id: 364, category_name: 'TPMS & Battery' });
    const page36 = await env.api.post('/api/video/video_all').send({ category_id: 36 });
    const empty = await env.api.post('/api/video/video_all').send({ category_id: '', page: '' });
    expect(page36.body.page.total).toBe(empty.body.page.total);
    const form = await env.api
      .post('/api/video/video_all')
      .type('form')
      .send({ category_id: '361', page: '1' });
    expect(form.body.code).toBe(200);
  });

  it('refuses bad categories, pages and bodies', async () => {
    const cases: [unknown, number, string][] = [
      [{ category_id: 341 }, 404, 'No video category with category_id 341'],
      [{ category_id: 'tpms' }, 400, 'category_id must be a number'],
      [{ page: 0 }, 400, 'page must be 1 or more'],
      [{ page: true }, 400, 'page must be a number'],
      [[1], 400, 'The request body must be a JSON object'],
    ];
    for (const [body, code, msg] of cases) {
      const res = await env.api.post('/api/video/video_all').send(body as object);
      expect({ body, ...res.body }).toEqual({ body, code, msg });
    }
  });

  it('searches titles and categories; a blank keyword is refused', async () => {
    const res = await env.api.post('/api/video/video_search').send({ videoKeywordsName: 'tpms' });
    expect(res.body.code).toBe(200);
    expect(res.body.msg).toBe('Success');
    expect(res.body.data.length).toBeGreaterThan(1);
    for (const v of res.body.data)
      expect(`${v.video_title} ${v.category_name}`.toLowerCase()).toContain('tpms');
    const none = await env.api
      .post('/api/video/video_search')
      .send({ videoKeywordsName: 'zeppelin' });
    expect(none.body).toEqual({ code: 200, msg: 'No videos match your keywords', data: [] });
    for (const body of [{}, { videoKeywordsName: ' ' }]) {
      expect((await env.api.post('/api/video/video_search').send(body)).body).toEqual({
        code: 400,
        msg: 'Please enter keywords',
      });
    }
    const wrong = await env.api.post('/api/video/video_search').send({ videoKeywordsName: 7 });
    expect(wrong.body).toEqual({ code: 400, msg: 'videoKeywordsName must be text' });
  });

  it('serves the embeddable player of a linked video, autoplay off unless asked', async () => {
    const linked = env.mock.db.data.videos.find((v) => v.video_link !== '')!;
    const res = await env.api.get(`${linked.video_link}?autoplay=0`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("media-src 'self'");
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.text).toContain('<video controls');
    expect(res.text).toContain('src="/uploads/videos/sample-video.webm"');
    expect(res.text).toContain(`poster="${linked.video_picture}"`);
    expect(res.text).not.toContain('autoplay');
    expect(res.text).not.toMatch(/https?:\/\//);
    const auto = await env.api.get(`${linked.video_link}?autoplay=1`);
    expect(auto.text).toContain(' autoplay muted');
    expect((await env.api.get('/embed/video/9999')).status).toBe(404);
    expect((await env.api.get('/embed/video/abc')).status).toBe(400);
  });
});
