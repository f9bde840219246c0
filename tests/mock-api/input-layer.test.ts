/** The one input layer (prototype-named keys, depth) and strict integer parsing. */
import { isForbiddenKey, MAX_DEPTH, sanitizeInput, TOO_DEEP_MSG } from '../../mock-api/http/input';
import { sharedEnv } from './helpers';

const env = sharedEnv();

describe('sanitizeInput', () => {
  it('drops every Object.prototype name and prototype, at any depth', () => {
    const input = JSON.parse(
      '{"a":1,"__proto__":{"x":1},"constructor":{"prototype":{"y":1}},"b":{"toString":"t","c":[{"valueOf":1,"d":2}]}}',
    ) as unknown;
    const out = sanitizeInput(input) as Record<string, unknown>;
    expect(JSON.stringify(out)).toBe('{"a":1,"b":{"c":[{"d":2}]}}');
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('treats bracket and dot forms by their first name', () => {
    expect(isForbiddenKey('__proto__[x]')).toBe(true);
    expect(isForbiddenKey('constructor.prototype')).toBe(true);
    expect(isForbiddenKey('hasOwnProperty')).toBe(true);
    expect(isForbiddenKey('page')).toBe(false);
    expect(isForbiddenKey('constructors')).toBe(false);
  });

  it('refuses nesting deeper than MAX_DEPTH', () => {
    let deep: unknown = 1;
    for (let i = 0; i <= MAX_DEPTH + 1; i += 1) deep = { a: deep };
    expect(() => sanitizeInput(deep)).toThrow(TOO_DEEP_MSG);
  });
});

it('answers a deeply nested JSON body with a clear 400, not a 5xx', async () => {
  const body = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
  const res = await env.api
    .post('/api/home/email_add')
    .set('Content-Type', 'application/json')
    .send(body);
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ code: 400, msg: TOO_DEEP_MSG });
});

it('the issue example answers 200 with the goods', async () => {
  const res = await env.api.get('/api/goods/goods_all?category_id=2&page=1&constructor=1');
  expect(res.status).toBe(200);
  expect(res.body.code).toBe(200);
});

describe('strict integers', () => {
  it.each(['0x10', '1e1', ' 1', '1 ', '+1', '-0x1', '1_0', '0b1', 'Infinity'])(
    'page=%j is refused, never read as a number',
    async (value) => {
      const res = await env.api.get('/api/goods/goods_all').query({ category_id: 2, page: value });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: 400, msg: 'page must be a number' });
    },
  );

  it('decimal digits are read as they are', async () => {
    const res = await env.api.get('/api/goods/goods_all').query({ category_id: 2, page: '02' });
    expect(res.body.code).toBe(200);
    expect(res.body.page).toMatchObject({ currentPage: 2 });
  });

  it('category_id=0x2 is refused too', async () => {
    const res = await env.api.get('/api/goods/goods_all').query({ category_id: '0x2' });
    expect(res.body.code).toBe(400);
  });
});
