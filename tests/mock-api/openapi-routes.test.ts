/**
 * The mock serves the OpenAPI document (JSON and YAML, generated from the contract's schemas,
 * its server the mock itself) and the console's interactive reference: Swagger UI from
 * node_modules under a policy that lets nothing load from elsewhere, and the demo customer's
 * sign-in.
 */
import { parse } from 'yaml';
import { openApiDocument } from '@/contract/schemas/document';
import { REFERENCE_CSP } from '../../mock-api/openapi/reference-page';
import { CONSOLE_CSP } from '../../mock-api/routes/dev/index-page';
import { DEMO_ACCOUNTS, makeEnv, sharedEnv } from './helpers';

jest.setTimeout(60_000);

const env = sharedEnv();

describe('GET /openapi.json and /openapi.yaml', () => {
  it('answers the generated document with this mock as its server', async () => {
    const res = await env.api.get('/openapi.json').set('Host', 'localhost:4123');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const { servers, ...rest } = openApiDocument();
    expect(servers).toBeDefined();
    expect(res.body).toEqual({
      ...JSON.parse(JSON.stringify(rest)),
      servers: [{ url: 'http://localhost:4123', description: 'This mock API' }],
    });
  });

  it('answers the same document in YAML', async () => {
    const json = await env.api.get('/openapi.json').set('Host', 'localhost:4123');
    const yaml = await env.api.get('/openapi.yaml').set('Host', 'localhost:4123');
    expect(yaml.status).toBe(200);
    expect(yaml.headers['content-type']).toMatch(/^application\/yaml/);
    expect(parse(yaml.text)).toEqual(json.body);
  });

  it('is served in strict mode too (it is not under /api/)', async () => {
    const strict = makeEnv({ strict: true });
    try {
      const res = await strict.api.get('/openapi.json');
      expect(res.status).toBe(200);
      expect(res.body.openapi).toBe('3.1.0');
    } finally {
      await strict.cleanup();
    }
  });
});

describe('GET /mock/reference', () => {
  it('loads Swagger UI and its own script from the mock only, under its policy', async () => {
    const res = await env.api.get('/mock/reference');
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBe(REFERENCE_CSP);
    expect(REFERENCE_CSP).toContain("script-src 'self'");
    expect(REFERENCE_CSP).toContain("connect-src 'self'");
    const sources = [...res.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual(
      expect.arrayContaining([
        '/mock/reference/swagger-ui-bundle.js',
        '/mock/reference/swagger-ui.css',
        '/mock/reference/reference.js',
      ]),
    );
    for (const source of sources) expect(source).toMatch(/^(\/|data:)/);
    for (const asset of sources.filter((source) => source.startsWith('/mock/reference/'))) {
      const file = await env.api.get(asset).buffer(true);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toMatch(
        asset.endsWith('.css') ? /^text\/css/ : /^application\/javascript/,
      );
      expect(file.text.length).toBeGreaterThan(1000);
    }
  });

  it('offers the demo customer’s sign-in, whose credentials sign in through the API', async () => {
    const res = await env.api.get('/mock/reference');
    const email = /data-demo-email="([^"]+)"/.exec(res.text)?.[1];
    const password = /data-demo-password="([^"]+)"/.exec(res.text)?.[1];
    expect({ email, password }).toEqual({
      email: DEMO_ACCOUNTS.demo.email,
      password: DEMO_ACCOUNTS.demo.password,
    });
    const script = await env.api.get('/mock/reference/reference.js');
    expect(script.text).toContain('/api/login/check_login');
    expect(script.text).toContain('preauthorizeApiKey');
    const login = await env.api
      .post('/api/login/check_login')
      .send({ uEmail: email, uPassword: password });
    expect(login.body).toMatchObject({ code: 200, data: expect.any(String) });
  });

  it('is framed by the console, whose policy allows its own frames only', () => {
    expect(REFERENCE_CSP).toContain("frame-ancestors 'self'");
    expect(CONSOLE_CSP).toContain("frame-src 'self'");
  });
});
