import { parseFaqsQuery } from '@/features/support/faqs/faq-query';
import { faqsRouteHandler } from '@/features/support/faqs/api/faqs-route';
import { getRequest, recorder, type Recorded } from '../../../../../helpers/api-route';
import { stubFetch } from '../../../../../helpers/fetch-stub';

async function call(query: Record<string, string | string[]>, method = 'GET'): Promise<Recorded> {
  const { res, answer } = recorder();
  await faqsRouteHandler(getRequest({ method, query }), res);
  return answer;
}

const fetchStub = stubFetch();
const answer = (body: object, status?: number) => fetchStub.answer(body, status);

const FAQ = {
  article_id: 7,
  article_title: 'Why does the update stop?',
  article_details:
    '<p style="color:red" onclick="steal()">Check the <a href="javascript:alert(1)">cable</a>.</p><script>alert(1)</script><ul><li>Retry</li></ul>',
};

describe('the FAQ route of the site', () => {
  it('asks article_search_test with the filters and sanitizes every answer', async () => {
    answer({
      code: 200,
      msg: 'Success',
      article_all: [FAQ],
      page: { currentPage: 2, total: 11, listRows: 10 },
    });
    const result = await call({
      category_id: '21',
      article_type_id: '3',
      keyword: ' update ',
      page: '2',
    });
    expect(result.status).toBe(200);
    const [url, init] = fetchStub.mock.mock.calls[0] as [string, RequestInit];
    expect(new URL(url).pathname).toBe('/api/faqs/article_search_test');
    expect(JSON.parse(String(init.body))).toEqual({
      category_id: 21,
      article_type_id: 3,
      articleKeywordsName: 'update',
      page: 2,
    });
    const body = result.body as {
      code: number;
      data: { items: { answerHtml: string }[]; total: number; pageSize: number };
    };
    expect(body.code).toBe(200);
    expect(body.data.total).toBe(11);
    expect(body.data.pageSize).toBe(10);
    const html = body.data.items[0].answerHtml;
    expect(html).toContain('<ul><li>Retry</li></ul>');
    expect(html).not.toMatch(/script|onclick|style=|javascript:/i);
  });

  it('asks article_all for an unfiltered page', async () => {
    answer({
      code: 200,
      msg: 'Success',
      article_all: [FAQ],
      page: { currentPage: 3, total: 30, listRows: 10 },
    });
    await call({ category_id: '0', article_type_id: '0', keyword: '', page: '3' });
    const [url, init] = fetchStub.mock.mock.calls[0] as [string, RequestInit];
    expect(new URL(url).pathname).toBe('/api/faqs/article_all');
    expect(JSON.parse(String(init.body))).toEqual({ page: 3 });
  });

  it("passes the API's refusal on and answers 502 when the API does not answer", async () => {
    answer({ code: 404, msg: 'No such category' });
    expect((await call({ category_id: '999' })).body).toEqual({
      code: 404,
      msg: 'No such category',
    });
    fetchStub.mock.mockRejectedValue(new TypeError('fetch failed'));
    const down = await call({});
    expect(down.status).toBe(502);
    expect(down.body).toEqual({ code: 502, msg: 'Service response failed' });
  });

  it('refuses bad input and other methods without calling the API', async () => {
    expect((await call({ page: '0' })).status).toBe(400);
    expect((await call({ page: 'abc' })).status).toBe(400);
    expect((await call({ category_id: '-1' })).status).toBe(400);
    expect((await call({ category_id: ['1', '2'] })).status).toBe(400);
    expect((await call({ keyword: 'x'.repeat(101) })).status).toBe(400);
    expect((await call({}, 'POST')).status).toBe(405);
    expect(fetchStub.mock).not.toHaveBeenCalled();
  });

  it('reads the filters with defaults', () => {
    expect(parseFaqsQuery({})).toEqual({ categoryId: 0, typeId: 0, keyword: '', page: 1 });
    expect(parseFaqsQuery({ keyword: '  obd  ', page: '4' })).toEqual({
      categoryId: 0,
      typeId: 0,
      keyword: 'obd',
      page: 4,
    });
  });
});
