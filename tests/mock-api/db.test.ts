/** The database: commits, atomic saves, restarts, reset, and the dev routes that read it. */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MockDb, serializeDatabase } from '../../mock-api/store/db';
import { readDatabaseFile } from '../../mock-api/store/journal';
import { expectFields, makeEnv, sharedEnv } from './helpers';

const env = sharedEnv();

// What is on disk: the snapshot with its journal replayed (mock-api/store/journal.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const onDisk = (file: string): any => readDatabaseFile(file);

describe('update', () => {
  it('commits nothing when the callback throws (no partial writes)', async () => {
    const before = JSON.stringify(env.mock.db.data);
    await expect(
      env.mock.db.update((draft) => {
        draft.subscribers.push({
          subscriber_id: 999,
          eAccount: 'half@example.com',
          created_at: '',
        });
        draft.site_settings.site_settings_title = 'Changed';
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(JSON.stringify(env.mock.db.data)).toBe(before);
    expect(onDisk(env.dbFile).site_settings.site_settings_title).toBe('Diagtools');
  });

  it('serializes concurrent writes and leaves no temporary file', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        env.api.post('/api/home/email_add').send({ eAccount: `burst${i}@example.com` }),
      ),
    );
    const saved = onDisk(env.dbFile);
    for (let i = 0; i < 20; i++) {
      expect(
        saved.subscribers.some((s: { eAccount: string }) => s.eAccount === `burst${i}@example.com`),
      ).toBe(true);
    }
    expect(readdirSync(path.dirname(env.dbFile)).sort()).toEqual(['db.json', 'db.json.journal']);
  });

  it('reads back a table the draft added (an older database without it)', async () => {
    const local = makeEnv();
    try {
      const data = structuredClone(local.mock.db.data) as unknown as Record<string, unknown>;
      delete data.code_requests;
      await local.mock.db.replace(data as never);
      const count = await local.mock.db.update((draft) => {
        draft.code_requests ??= [];
        draft.code_requests.push({ email: 'a@example.com', requested_at: '' });
        return draft.code_requests.length;
      });
      expect(count).toBe(1);
      expect(local.mock.db.data.code_requests).toHaveLength(1);
    } finally {
      await local.cleanup();
    }
  });
});

describe('persistence', () => {
  it('keeps writes across a restart', async () => {
    const res = await env.api.post('/api/home/email_add').send({ eAccount: 'persist@example.com' });
    expect(res.body.code).toBe(200);
    const restarted = env.restart();
    expect(
      restarted.mock.db.data.subscribers.some((s) => s.eAccount === 'persist@example.com'),
    ).toBe(true);
    // Subscribing again (same answer) stores no second row: the first is known.
    await restarted.api.post('/api/home/email_add').send({ eAccount: 'persist@example.com' });
    expect(
      restarted.mock.db.data.subscribers.filter((s) => s.eAccount === 'persist@example.com'),
    ).toHaveLength(1);
  });
});

describe('dev routes', () => {
  it('POST /mock/outage makes /api/ fail as asked and recover, dev routes keep answering', async () => {
    const path = '/api/category/category_all';
    await env.api.post('/mock/outage').send({ mode: 'error' }).expect(200);
    const failed = await env.api.get(path).expect(500);
    expect(failed.body).toEqual({ code: 500, msg: 'Simulated outage' });
    await env.api.get('/mock/health').expect(200);

    await env.api.post('/mock/outage').send({ mode: 'down' }).expect(200);
    await expect(env.api.get(path)).rejects.toThrow(/socket hang up|ECONNRESET/);

    await env.api.post('/mock/outage').send({ mode: 'none' }).expect(200);
    expect((await env.api.get(path).expect(200)).body.code).toBe(200);
  });

  it('POST /mock/outage refuses an unknown mode', async () => {
    const res = await env.api.post('/mock/outage').send({ mode: 'sideways' });
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toBe('mode must be one of none, error, down');
  });

  it('GET /mock/health', async () => {
    const res = await env.api.get('/mock/health').expect(200);
    expect(res.body).toMatchObject({ code: 200 });
  });

  it('GET /mock/outbox lists mails newest first, filtered by address', async () => {
    await env.mock.db.update((draft) => {
      draft.outbox.push(
        {
          mail_id: 50,
          emailAddress: 'Outbox@Example.com',
          email_type: 2,
          code: '111111',
          sent_at: '2026-06-01T10:00:00.000Z',
        },
        {
          mail_id: 51,
          emailAddress: 'outbox@example.com',
          email_type: 1,
          code: '333333',
          sent_at: '2026-06-03T10:00:00.000Z',
        },
        {
          mail_id: 52,
          emailAddress: 'outbox@example.com',
          email_type: 2,
          code: '222222',
          sent_at: '2026-06-02T10:00:00.000Z',
        },
        {
          mail_id: 53,
          emailAddress: 'other@example.com',
          email_type: 2,
          code: '444444',
          sent_at: '2026-06-04T10:00:00.000Z',
        },
      );
    });
    const res = await env.api.get('/mock/outbox?email=outbox@example.com');
    expect(res.body.code).toBe(200);
    expect(res.body.data.map((m: { code: string }) => m.code)).toEqual([
      '333333',
      '222222',
      '111111',
    ]);
    expectFields([res.body.data[0]], ['code', 'emailAddress', 'email_type', 'sent_at']);
  });

  it('POST /mock/reset restores a changed record', async () => {
    await env.mock.db.update((draft) => {
      draft.site_settings.site_settings_title = 'Changed';
      draft.goods[0].goods_title = 'Renamed Tool';
    });
    expect(
      (await env.api.get('/api/SiteSettings/site_settings_find')).body.site_settings_find
        .site_settings_title,
    ).toBe('Changed');
    const res = await env.api.post('/mock/reset');
    expect(res.body).toMatchObject({ code: 200 });
    const after = await env.api.get('/api/SiteSettings/site_settings_find');
    expect(after.body.site_settings_find.site_settings_title).toBe('Diagtools');
    expect(env.mock.db.data.goods[0].goods_title).toBe('AD900 Pro Scan Tool');
    expect(onDisk(env.dbFile).site_settings.site_settings_title).toBe('Diagtools');
    expect(env.mock.db.data.subscribers.some((s) => s.eAccount === 'persist@example.com')).toBe(
      false,
    );
  });
});

describe('temporary files left by a crash', () => {
  it('are removed when the database is opened; the database and other files stay', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mock-db-tmp-'));
    const file = path.join(dir, 'db.json');
    writeFileSync(file, '{"meta":{}}\n');
    // A dead process's half-written file, this process's own (a restart in the same pid, as
    // in Docker, where the server is pid 1 again), and unrelated files.
    const dead = '.db.json.999999999.abcd1234.tmp';
    const own = `.db.json.${process.pid}.00ff00ff.tmp`;
    for (const name of [dead, own, '.other.json.1.aa.tmp', 'notes.tmp']) {
      writeFileSync(path.join(dir, name), '{"half');
    }
    MockDb.open(file);
    expect(readdirSync(dir).sort()).toEqual(['.other.json.1.aa.tmp', 'db.json', 'notes.tmp']);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('serializeDatabase (group commit: only changed tables are serialized)', () => {
  it('writes exactly what JSON.stringify(data, null, 1) writes, before and after a change', async () => {
    const data = env.mock.db.data;
    expect(serializeDatabase(data)).toBe(`${JSON.stringify(data, null, 1)}\n`);
    await env.mock.db.update((draft) => {
      draft.site_settings.site_settings_title = 'Line\nbreak "quoted"';
    });
    const after = env.mock.db.data;
    expect(serializeDatabase(after)).toBe(`${JSON.stringify(after, null, 1)}\n`);
    // flush() folds the journal into the snapshot: the file itself, exactly.
    await env.mock.db.flush();
    expect(readFileSync(env.dbFile, 'utf8')).toBe(`${JSON.stringify(after, null, 1)}\n`);
    await env.mock.db.update((draft) => {
      draft.site_settings.site_settings_title = 'Diagtools';
    });
    expect(serializeDatabase({})).toBe('{}\n');
    expect(serializeDatabase({ a: [], b: {}, c: 1, d: undefined })).toBe(
      `${JSON.stringify({ a: [], b: {}, c: 1 }, null, 1)}\n`,
    );
  });
});
