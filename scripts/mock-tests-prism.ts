/**
 * `npm run contract:mock-tests`: the mock-API tests (tests/mock-api, or the files given as
 * arguments) with their HTTP requests through Prism's validation proxy. Each test file's mock
 * listens on a port of its own (tests/mock-api/helpers.ts, when MOCK_API_PRISM_URL is
 * set); the /api/ calls go through the contract front (scripts/lib/openapi/contract-front.ts) and
 * Prism to that mock, the rest (the mock's /mock/ routes, pictures) in process as always. Prism runs without --errors, so each test still sees the mock's own answer (a test that
 * sends a wrong request on purpose still gets the mock's refusal), and what Prism says is
 * logged in .e2e/mock-tests-violations.jsonl with the test that sent it.
 *
 * Each test keeps the mode it asks for (the default one unless it says strict). Fails when jest
 * fails or when a strict mock's answer violates the document. Listed by test, not failed:
 * requests the document does not allow (most of those tests send them on purpose: the mock's
 * own validation is what they test) and the default mode's answers (its extensions are fields
 * and paths the document does not list). Ports: MOCK_TESTS_FRONT_PORT (default 4032),
 * MOCK_TESTS_PRISM_PORT (4033).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startContractFront } from './lib/openapi/contract-front';
import { documentValue } from './lib/openapi/document-tools';
import { startPrism } from './lib/openapi/prism';
import { envPort } from './lib/ports';
import { exitAfterStop, log, ROOT, runMain } from './lib/processes';

interface Logged {
  method: string;
  url: string;
  label?: string;
  violation: string;
}

/**
 * A request violation names where in the request (`request.query...`, `request: Supported
 * content types...`) and nothing in the answer.
 */
function isRequestViolation(violation: string): boolean {
  return /(^|[\s:;])request[.:]/.test(violation) && !/response[.:]|"response"/.test(violation);
}

function readLog(file: string): Logged[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Logged);
}

function countBy(items: readonly Logged[], key: (item: Logged) => string): [string, number][] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

async function main(): Promise<void> {
  const frontPort = envPort('MOCK_TESTS_FRONT_PORT', 4032);
  const prismPort = envPort('MOCK_TESTS_PRISM_PORT', 4033);
  const dir = path.join(ROOT, '.e2e');
  mkdirSync(dir, { recursive: true });
  const document = documentValue();
  const documentFile = path.join(dir, 'openapi-mock-tests.json');
  writeFileSync(documentFile, JSON.stringify(document));
  const logFile = path.join(dir, 'mock-tests-violations.jsonl');
  writeFileSync(logFile, '');

  const frontUrl = `http://127.0.0.1:${frontPort}`;
  const prism = await startPrism({
    documentFile,
    // Prism forwards to the front, which passes what Prism sends on to the test's mock.
    upstream: frontUrl,
    port: prismPort,
    errors: false,
    // Prism's own lines repeat the violations the front logs.
  });
  const front = await startContractFront({
    port: frontPort,
    prismUrl: prism.url,
    observe: true,
    mockUrl: (req) => `http://127.0.0.1:${String(req.headers['x-mock-upstream'] ?? '')}`,
    logFile,
  });
  log(`mock-API tests through Prism (${prism.url}) via the contract front ${front.url}`);

  const files = process.argv.slice(2);
  // Prism and the front add a hop to every request: hooks that sign in take longer than 5 s.
  const jestArgs = ['jest', '--selectProjects', 'node', '--forceExit', '--testTimeout=30000'];
  jestArgs.push(...(files.length ? files : ['tests/mock-api']));
  const jestCode = await new Promise<number>((resolve) => {
    const child = spawn('npx', jestArgs, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, MOCK_API_PRISM_URL: front.url },
    });
    child.once('exit', (code) => resolve(code ?? 1));
  });
  await front.close();
  await prism.stop();

  const logged = readLog(logFile);
  const requests = logged.filter((item) => isRequestViolation(item.violation));
  // The answers' violations, and anything else Prism reports (its own errors). The default
  // mode answers its extensions (fields the document does not list) by design: only the
  // strict mock must answer within the document.
  const others = logged.filter((item) => !isRequestViolation(item.violation));
  const isDefault = (item: Logged) => (item.label ?? '').startsWith('default mode');
  const answers = others.filter((item) => !isDefault(item));
  const extensions = others.filter(isDefault);
  for (const item of answers) {
    console.error(
      `ANSWER VIOLATION ${item.label ?? ''}: ${item.method} ${item.url}: ${item.violation}`,
    );
  }
  console.log('Requests outside the document, by test (most on purpose):');
  for (const [label, count] of countBy(requests, (item) => item.label ?? '(no label)')) {
    console.log(`  ${count}  ${label}`);
  }
  console.log('Default-mode answers outside the document (its extensions), by test:');
  for (const [label, count] of countBy(extensions, (item) => item.label ?? '(no label)')) {
    console.log(`  ${count}  ${label}`);
  }
  log(
    `jest exit ${jestCode}; through Prism: ${answers.length} strict-mode answer violations, ` +
      `${requests.length} requests outside the document, ${extensions.length} default-mode ` +
      `answers with extensions (${logFile})`,
  );
  await exitAfterStop(jestCode === 0 && answers.length === 0 ? 0 : 1);
}

runMain(main);
