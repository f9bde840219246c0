/**
 * Keys named after Object.prototype members (in the query or a JSON body)
 * never make any route answer a 5xx; they are ignored like any unknown key.
 */
import { SPEC_ENDPOINTS } from '../../mock-api/routes/endpoints';
import { IMPLEMENTED_ENDPOINTS } from '../../mock-api/route-table';
import { signedInEnv, type TestEnv } from './helpers';

let env: TestEnv;
let token: string;
beforeAll(async () => ({ env, token } = await signedInEnv()));
afterAll(() => env.cleanup());

/** Plausible values for the parameters the routes read, so validation reaches the odd key. */
const BASE_QUERY =
  'category_id=2&page=1&id=1&goods_id=1&articles_path=x&region_id=1&country_id=1&mode_id=1' +
  '&letterKeywords=A&keywordsName=a&region_name=Europe&articleKeywordsName=a&searchKeywordsName=a' +
  '&goodsKeywordsName=a&brand=1&class=1&function_id=1&archive_id=1';

const PROTO_QUERIES = [
  'constructor=1',
  'toString=1',
  'hasOwnProperty=1',
  'valueOf=1',
  '__proto__=1',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  'isPrototypeOf=1&propertyIsEnumerable=1&toLocaleString=1&__defineGetter__=1',
];

const PROTO_BODIES = [
  '{"__proto__":{"x":1},"page":1}',
  '{"constructor":{"prototype":{"x":1}},"page":1}',
  '{"prototype":1,"toString":"a","hasOwnProperty":1,"valueOf":"x"}',
  '{"uEmail":"a@b.co","__proto__":{"uEmail":"demo@example.com"}}',
];

const routes = [
  ...new Set([
    ...SPEC_ENDPOINTS.map(([m, p]) => `${m} ${p}`),
    ...IMPLEMENTED_ENDPOINTS.map(([m, p]) => `${m} ${p}`),
  ]),
]
  // Paths with parameters get a plausible id.
  .map((r) => r.replace(/:[a-zA-Z_]+/g, '1'))
  // Switching the API off or resetting is not what this test is about.
  .filter((r) => !/\/mock\/(outage|reset)/.test(r));

it.each(routes)('%s: prototype-named query keys never answer 5xx', async (route) => {
  const [method, path] = route.split(' ');
  for (const extra of PROTO_QUERIES) {
    const url = `${path}?${BASE_QUERY}&${extra}`;
    const req = method === 'GET' ? env.api.get(url) : env.api.post(url).send({});
    const res = await req.set('Authorization', token);
    expect({ url, status: res.status }).toEqual({
      url,
      status: res.status < 500 ? res.status : 'not 5xx',
    });
  }
});

it.each(routes.filter((r) => r.startsWith('POST')))(
  '%s: prototype-named JSON body keys never answer 5xx',
  async (route) => {
    const path = route.split(' ')[1];
    for (const body of PROTO_BODIES) {
      const res = await env.api
        .post(path)
        .set('Authorization', token)
        .set('Content-Type', 'application/json')
        .send(body);
      expect({ body, status: res.status }).toEqual({
        body,
        status: res.status < 500 ? res.status : 'not 5xx',
      });
      expect(JSON.stringify(res.body)).not.toMatch(/\bat .*\.(ts|js):\d+/);
    }
  },
);

it('does not pollute Object.prototype', () => {
  expect(({} as Record<string, unknown>).x).toBeUndefined();
});
