/** The raw body reader of /api/revalidate, on a real HTTP server: the answer reaches the caller. */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readRawBody } from '@/features/routing/raw-body';

const LIMIT = 1024;
let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    void readRawBody(req, LIMIT).then((body) => {
      res.statusCode = body.ok ? 200 : body.status;
      res.end(body.ok ? `read ${Buffer.byteLength(body.text)}` : body.msg);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends `chunks` (declaring their length or not) and answers the status and text. */
function send(chunks: string[], declareLength: boolean): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const total = chunks.reduce((sum, chunk) => sum + Buffer.byteLength(chunk), 0);
    const req = request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        headers: declareLength ? { 'Content-Length': total } : {},
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    // The server may answer and close before the whole body is sent: that is the point.
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

it('reads a body within the limit, exactly', async () => {
  expect(await send(['{"paths":', '["/é"]}'], true)).toEqual({ status: 200, text: 'read 17' });
  expect(await send(['x'.repeat(LIMIT)], false)).toEqual({ status: 200, text: `read ${LIMIT}` });
});

it('answers 413 to a body over the limit, declared or streamed', async () => {
  expect((await send(['x'.repeat(LIMIT + 1)], true)).status).toBe(413);
  const streamed = await send(
    Array.from({ length: 8 }, () => 'y'.repeat(512)),
    false,
  );
  expect(streamed).toEqual({ status: 413, text: `The body is larger than ${LIMIT} bytes` });
});
