/** FAQs: the list, the types of a category, the combined filter and the keyword search. */
import sanitizeHtml from 'sanitize-html';
import { FAQS_PAGE_SIZE } from '../../mock-api/routes/faqs';
import { htmlText } from '../../mock-api/store/queries';
import { expectFields, expectFullFirstPage, sharedEnv } from './helpers';

const env = sharedEnv();

interface Faq {
  article_id: number;
  article_title: string;
  article_details: string;
  article_addtime: string;
  category: { category_id: number; category_name: string };
  type: { article_type_id: number; article_type_name: string };
}

const FAQ_KEYS = [
  'article_addtime',
  'article_details',
  'article_id',
  'article_title',
  'category',
  'type',
];

function checkFaqs(faqs: Faq[]) {
  expectFields(faqs, FAQ_KEYS);
  for (const f of faqs) {
    expectFields([f.category], ['category_id', 'category_name']);
    expectFields([f.type], ['article_type_id', 'article_type_name']);
    expect(f.category.category_name).not.toBe('');
    expect(f.type.article_type_name).not.toBe('');
  }
  const times = faqs.map((f) => f.article_addtime);
  expect(times).toEqual([...times].sort().reverse());
}

const post = (path: string, body: unknown) =>
  env.api.post(`/api/faqs/${path}`).send(body as object);

describe('article_all', () => {
  it('pages every FAQ with the categories and types', async () => {
    const res = await post('article_all', { page: 1 });
    expect(res.body.code).toBe(200);
    expectFullFirstPage(res.body.page, res.body.article_all, FAQS_PAGE_SIZE, 3);
    checkFaqs(res.body.article_all);
    expect(res.body.category_all.map((c: { category_id: number }) => c.category_id)).toEqual([
      21, 22, 23, 24, 25, 26, 27,
    ]);
    expectFields(res.body.category_all, ['category_id', 'category_name']);
    expect(res.body.article_type_all).toHaveLength(6);
    const second = await post('article_all', { page: '2' });
    expect(second.body.article_all[0].article_id).not.toBe(res.body.article_all[0].article_id);
    const none = await post('article_all', {});
    expect(none.body.page.currentPage).toBe(1);
    const past = await post('article_all', { page: 99 });
    expect(past.body).toMatchObject({ article_all: [], page: { currentPage: 99 } });
  });

  it('has HTML answers a sanitizer keeps readable', async () => {
    const faqs = env.mock.db.data.faqs;
    const html = faqs.map((f) => f.article_details).join('');
    for (const tag of ['<p>', '<ol>', '<ul>', '<strong>', '<a href=', '<table>'])
      expect(html).toContain(tag);
    expect(html).toContain('style="');
    for (const f of faqs) {
      expect(f.article_details).not.toMatch(/<script|on\w+=|javascript:/i);
      const clean = sanitizeHtml(f.article_details);
      expect(htmlText(clean).length).toBeGreaterThan(30);
    }
  });

  it('refuses a bad page', async () => {
    for (const [page, msg] of [
      [0, 'page must be 1 or more'],
      ['one', 'page must be a number'],
      [2.5, 'page must be a whole number'],
    ] as const) {
      expect((await post('article_all', { page })).body).toEqual({ code: 400, msg });
    }
  });
});

describe('article_type', () => {
  it('answers the types that have FAQs in a category, all for 0', async () => {
    const all = await post('article_type', { category_id: 0, page: 1 });
    expect(
      all.body.article_type_all.map((t: { article_type_id: number }) => t.article_type_id),
    ).toEqual([1, 2, 3, 4, 5, 6]);
    const faqs = env.mock.db.data.faqs;
    let differs = false;
    for (const id of [21, 22, 23, 24, 25, 26, 27]) {
      const res = await post('article_type', { category_id: String(id) });
      const types = res.body.article_type_all.map(
        (t: { article_type_id: number }) => t.article_type_id,
      );
      const expected = [
        ...new Set(faqs.filter((f) => f.category_id === id).map((f) => f.article_type_id)),
      ].sort();
      expect(types).toEqual(expected);
      if (types.length < 6) differs = true;
    }
    expect(differs).toBe(true);
  });

  it('refuses an unknown or malformed category', async () => {
    expect((await post('article_type', { category_id: 71 })).body).toEqual({
      code: 404,
      msg: 'No FAQ category with category_id 71',
    });
    expect((await post('article_type', { category_id: 'x' })).body).toEqual({
      code: 400,
      msg: 'category_id must be a number',
    });
  });
});

describe('article_search_test', () => {
  it('combines category AND type AND keyword; 0 or empty means all', async () => {
    const all = await post('article_search_test', {
      category_id: 0,
      article_type_id: 0,
      articleKeywordsName: '',
      page: 1,
    });
    const total = (await post('article_all', {})).body.page.total;
    expect(all.body.page.total).toBe(total);
    const category = await post('article_search_test', {
      category_id: 21,
      article_type_id: '',
      page: 1,
    });
    checkFaqs(category.body.article_all);
    for (const f of category.body.article_all) expect(f.category.category_id).toBe(21);
    const both = await post('article_search_test', { category_id: 21, article_type_id: 1 });
    expect(both.body.page.total).toBeGreaterThan(0);
    expect(both.body.page.total).toBeLessThan(category.body.page.total);
    for (const f of both.body.article_all)
      expect(f).toMatchObject({ category: { category_id: 21 }, type: { article_type_id: 1 } });
    const keyword = await post('article_search_test', {
      category_id: 21,
      article_type_id: 1,
      articleKeywordsName: 'UPDATE',
    });
    for (const f of keyword.body.article_all as Faq[]) {
      expect(`${f.article_title} ${htmlText(f.article_details)}`.toLowerCase()).toContain('update');
    }
    // The keyword also matches the answer's text, not its markup.
    const inAnswer = await post('article_search_test', { articleKeywordsName: 'spam folder' });
    expect(inAnswer.body.page.total).toBeGreaterThan(0);
    const markup = await post('article_search_test', { articleKeywordsName: 'strong' });
    expect(markup.body.page.total).toBe(0);
    const none = await post('article_search_test', { articleKeywordsName: 'flux capacitor' });
    expect(none.body).toMatchObject({ code: 200, article_all: [], page: { total: 0 } });
  });

  it('refuses unknown ids, wrong types and over-long keywords', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ category_id: 999 }, 404, 'No FAQ category with category_id 999'],
      [{ article_type_id: 9 }, 404, 'No FAQ type with article_type_id 9'],
      [{ article_type_id: -2 }, 400, 'article_type_id must be 0 (all) or a category id'],
      [{ articleKeywordsName: 5 }, 400, 'articleKeywordsName must be text'],
      [
        { articleKeywordsName: 'k'.repeat(201) },
        400,
        'articleKeywordsName must be at most 200 characters',
      ],
      [{ page: -1 }, 400, 'page must be 1 or more'],
    ];
    for (const [body, code, msg] of cases) {
      expect({ body, ...(await post('article_search_test', body)).body }).toEqual({
        body,
        code,
        msg,
      });
    }
  });
});

describe('article_search', () => {
  it('answers every match of the question or answer, newest first', async () => {
    const res = await env.api
      .get('/api/faqs/article_search')
      .query({ articleKeywordsName: 'Update' });
    expect(res.body.code).toBe(200);
    // Every match, not a page of them (a word more than a page of FAQs use).
    const expected = env.mock.db.data.faqs.filter((f) =>
      `${f.article_title} ${htmlText(f.article_details)}`.toLowerCase().includes('update'),
    );
    expect(expected.length).toBeGreaterThanOrEqual(FAQS_PAGE_SIZE);
    expect(res.body.data).toHaveLength(expected.length);
    checkFaqs(res.body.data);
    for (const f of res.body.data as Faq[]) {
      expect(`${f.article_title} ${htmlText(f.article_details)}`.toLowerCase()).toContain('update');
    }
  });

  it('needs keywords', async () => {
    for (const query of [{}, { articleKeywordsName: '  ' }]) {
      expect((await env.api.get('/api/faqs/article_search').query(query)).body).toEqual({
        code: 400,
        msg: 'Please enter keywords',
      });
    }
  });
});
