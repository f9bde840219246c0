/**
 * Redocly's linter (`@redocly/cli lint`, its recommended rules with redocly.yaml's choices) finds
 * no error in the generated document, warns only where redocly.yaml turned a rule down, and
 * does find the field whose type was deliberately broken.
 */
import path from 'node:path';
import * as doc from '../../scripts/lib/openapi/document-tools';

jest.setTimeout(60_000);

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string }[];
}

/** Rules redocly.yaml keeps as warnings (each with its reason there). */
const WARNED_RULES = ['no-unused-components'];

let temp: ReturnType<typeof doc.tempDir>;
beforeAll(() => {
  temp = doc.tempDir('openapi-lint');
});
afterAll(() => temp.remove());

function lint(document: doc.Json, name: string): LintReport {
  const file = doc.writeJson(path.join(temp.dir, name), document);
  const result = doc.runBin('redocly', [
    'lint',
    file,
    '--config',
    path.join(doc.ROOT, 'redocly.yaml'),
    '--format=json',
  ]);
  const start = result.stdout.indexOf('{');
  if (start < 0) throw new Error(`redocly printed no report: ${result.stderr}`);
  return JSON.parse(result.stdout.slice(start)) as LintReport;
}

describe('redocly lint', () => {
  it('finds no error in the document, and warns only by the rules redocly.yaml turned down', () => {
    const report = lint(doc.documentValue(), 'openapi.json');
    expect(report.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    for (const problem of report.problems) expect(WARNED_RULES).toContain(problem.ruleId);
  });

  it('fails on a field whose type was deliberately changed', () => {
    const report = lint(doc.brokenDocument().document, 'broken.json');
    expect(report.totals.errors).toBeGreaterThan(0);
    expect(report.problems).toContainEqual(
      expect.objectContaining({
        ruleId: 'no-invalid-media-type-examples',
        severity: 'error',
        message: expect.stringContaining('msg'),
      }),
    );
  });
});
