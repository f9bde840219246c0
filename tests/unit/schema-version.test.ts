import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UPLOADS_MARKER, uploadsSchemaVersion } from '../../mock-api/seed';
import { dbSchemaVersion, SCHEMA_VERSION } from '../../fixtures/schema-version';

describe('the schema a database and an uploads folder were made for', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'schema-version-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function db(content: string): string {
    const file = path.join(dir, 'db.json');
    writeFileSync(file, content);
    return file;
  }

  it('reads it from the head of a database written meta first', () => {
    const file = db(
      JSON.stringify({ meta: { schema_version: 5, seed: 1 }, goods: ['x'.repeat(5000)] }, null, 1),
    );
    expect(dbSchemaVersion(file)).toBe(5);
  });

  it('parses the whole file when meta is not first', () => {
    const file = db(JSON.stringify({ goods: ['x'.repeat(5000)], meta: { schema_version: 4 } }));
    expect(dbSchemaVersion(file)).toBe(4);
  });

  it('is 0 for a missing, broken or meta-less database, so it is made again', () => {
    expect(dbSchemaVersion(path.join(dir, 'missing.json'))).toBe(0);
    expect(dbSchemaVersion(db('{ not json'))).toBe(0);
    expect(dbSchemaVersion(db('{"goods": []}'))).toBe(0);
  });

  it('reads the uploads marker; a folder without one counts as older', () => {
    expect(uploadsSchemaVersion(dir)).toBe(0);
    writeFileSync(path.join(dir, UPLOADS_MARKER), `${SCHEMA_VERSION}\n`);
    expect(uploadsSchemaVersion(dir)).toBe(SCHEMA_VERSION);
  });
});
