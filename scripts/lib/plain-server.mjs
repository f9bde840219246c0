/**
 * The bench's ceiling (`npm run bench`, scripts/bench.ts): no framework, the same bytes, from
 * memory. Answers every request with the file BENCH_HTML, on 127.0.0.1:BENCH_PORT.
 */
import fs from 'node:fs';
import http from 'node:http';

const body = fs.readFileSync(process.env.BENCH_HTML);
http
  .createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.length,
    });
    res.end(body);
  })
  .listen(Number(process.env.BENCH_PORT), '127.0.0.1');
