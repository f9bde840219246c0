/** The mock's request log has colour codes only on a terminal. */
import express from 'express';
import request from 'supertest';
import { requestLine, requestLog } from '../../mock-api/http/request-log';

const ANSI = /\u001b\[/;

async function logOf(color: boolean | undefined): Promise<string[]> {
  const lines: string[] = [];
  const app = express();
  app.use(requestLog({ write: (line) => lines.push(line), color }));
  app.get('/api/x', (_req, res) => res.status(404).json({ code: 404 }));
  await request(app).get('/api/x?page=1');
  await request(app).get('/favicon.ico');
  return lines;
}

it('not a terminal: one plain line per request, method, URL, status, time, length', async () => {
  const lines = await logOf(false);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^GET \/api\/x\?page=1 404 \d+\.\d{3} ms - \d+$/);
  expect(lines[0]).not.toMatch(ANSI);
});

it('the default follows the output: no colour when stdout is not a terminal (as under Jest)', async () => {
  const saved = process.stdout.isTTY;
  process.stdout.isTTY = false;
  try {
    expect((await logOf(undefined))[0]).not.toMatch(ANSI);
  } finally {
    process.stdout.isTTY = saved;
  }
});

it('a terminal: the status is coloured by its class', () => {
  const line = (status: number) =>
    requestLine({ method: 'GET', url: '/', status, ms: 1, length: '2' }, true);
  expect(line(500)).toContain('\u001b[31m500\u001b[0m');
  expect(line(200)).toContain('\u001b[32m200\u001b[0m');
});
