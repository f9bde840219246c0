import { pictureProxyHandler, uploadsPath } from '@/lib/picture-proxy';
import { optimizablePicturePath } from '@/lib/format';
import { getRequest, recorder, type Recorded } from '../../helpers/api-route';

async function call(path: string[], method = 'GET'): Promise<Recorded> {
  const { res, answer } = recorder();
  await pictureProxyHandler(getRequest({ method, query: { path } }), res);
  return answer;
}

const realFetch = global.fetch;
let fetchMock: jest.Mock;

beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterAll(() => {
  global.fetch = realFetch;
});

describe('which pictures the optimizer reads through the proxy', () => {
  it('raster files under the API uploads, by their proxy path', () => {
    expect(optimizablePicturePath('http://localhost:4000/uploads/goods/a.jpg')).toBe(
      '/api/pictures/uploads/goods/a.jpg',
    );
    expect(optimizablePicturePath('http://localhost:4000/uploads/b/c.webp?v=2')).toBe(
      '/api/pictures/uploads/b/c.webp',
    );
  });

  it('nothing else', () => {
    expect(optimizablePicturePath('http://localhost:4000/uploads/icons/a.svg')).toBeNull();
    expect(optimizablePicturePath('http://localhost:4000/api/goods.jpg')).toBeNull();
    expect(optimizablePicturePath('https://cdn.example.com/uploads/a.jpg')).toBeNull();
  });

  it('the route accepts raster uploads paths only', () => {
    expect(uploadsPath(['uploads', 'goods', 'a.jpg'])).toBe('uploads/goods/a.jpg');
    expect(uploadsPath(['uploads', '..', 'db.json'])).toBeNull();
    expect(uploadsPath(['uploads', '..', 'x.jpg'])).toBeNull();
    expect(uploadsPath(['api', 'goods.jpg'])).toBeNull();
    expect(uploadsPath(['uploads', 'logo.svg'])).toBeNull();
    expect(uploadsPath(['uploads', 'a b.jpg'])).toBeNull();
  });
});

describe('GET /api/pictures/uploads/...', () => {
  it('answers the API picture from the server-side API address', async () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff]);
    fetchMock.mockResolvedValue(
      new Response(bytes, {
        headers: { 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=60' },
      }),
    );
    const answer = await call(['uploads', 'goods', 'a.jpg']);
    expect(fetchMock).toHaveBeenCalledWith(
      'http://127.0.0.1:4000/uploads/goods/a.jpg',
      expect.anything(),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/jpeg');
    expect(answer.headers['cache-control']).toBe('public, max-age=60');
    expect(answer.body).toEqual(bytes);
  });

  it('does not fetch a path outside the raster uploads', async () => {
    expect((await call(['api', 'configs', 'x.jpg'])).status).toBe(404);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses what the API answers that is not a raster picture', async () => {
    fetchMock.mockResolvedValue(
      new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }),
    );
    expect((await call(['uploads', 'a.jpg'])).status).toBe(502);
    fetchMock.mockResolvedValue(new Response('missing', { status: 404 }));
    expect((await call(['uploads', 'b.jpg'])).status).toBe(404);
    fetchMock.mockRejectedValue(new Error('down'));
    expect((await call(['uploads', 'c.jpg'])).status).toBe(502);
  });

  it('answers GET and HEAD only', async () => {
    const answer = await call(['uploads', 'a.jpg'], 'POST');
    expect(answer.status).toBe(405);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
