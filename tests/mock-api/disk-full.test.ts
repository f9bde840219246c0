/**
 * A full or read-only disk (an ENOSPC or EROFS injected into the file
 * handles the store writes through). A write that did not reach the disk is refused with the
 * business code 503 (HTTP 200), is visible to no read afterwards (memory goes back to what is
 * on disk), and writes work again once there is space.
 */
import { existsSync, mkdtempSync, promises as fs, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CODE } from '../../mock-api/http/envelope';
import { MockDb, WriteNotSavedError } from '../../mock-api/store/db';
import { journalFile, readDatabaseFile } from '../../mock-api/store/journal';
import { signedInEnv, type TestEnv } from './helpers';

jest.setTimeout(60_000);

type FileHandle = fs.FileHandle;
const WRITES = ['write', 'writev', 'writeFile', 'sync', 'datasync'] as const;
type WriteMethod = (typeof WRITES)[number];

/** The errno every write and sync gets while set; `only` limits it to some methods. */
let failing: { code: string; only?: WriteMethod[]; times?: number } | null = null;

beforeAll(async () => {
  const handle = await fs.open(__filename, 'r');
  const proto = Object.getPrototypeOf(handle) as Record<WriteMethod, unknown>;
  await handle.close();
  for (const name of WRITES) {
    const original = proto[name] as (this: FileHandle, ...args: unknown[]) => Promise<unknown>;
    jest.spyOn(proto as Pick<FileHandle, WriteMethod>, name).mockImplementation(function (
      this: FileHandle,
      ...args: unknown[]
    ) {
      const now = failing;
      if (now && (!now.only || now.only.includes(name))) {
        if (now.times !== undefined && --now.times <= 0) failing = null;
        const error = Object.assign(new Error(`${now.code}: injected, ${name}`), {
          code: now.code,
        });
        return Promise.reject(error);
      }
      return original.apply(this, args);
    } as never);
  }
});
afterEach(() => {
  failing = null;
});
afterAll(() => jest.restoreAllMocks());

describe('MockDb', () => {
  interface TestData {
    rows: { id: number }[];
  }
  let dir: string;
  let file: string;
  let db: MockDb;
  const ids = (target: MockDb = db) => (target.data as unknown as TestData).rows.map((r) => r.id);
  const onDisk = () => (readDatabaseFile(file) as unknown as TestData).rows.map((r) => r.id);
  const add = (id: number) =>
    db.update((draft) => {
      (draft as unknown as TestData).rows.push({ id });
      return id;
    });

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'disk-full-'));
    file = path.join(dir, 'db.json');
    db = MockDb.open(file, () => ({ rows: [{ id: 1 }] }) as never);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a write the disk did not take, keeps it out of memory, and recovers', async () => {
    expect(await add(2)).toBe(2);
    failing = { code: 'ENOSPC' };
    const refused = add(3);
    await expect(refused).rejects.toBeInstanceOf(WriteNotSavedError);
    await expect(refused).rejects.toMatchObject({ code: CODE.notSaved });
    await expect(refused).rejects.toThrow('ENOSPC: the disk is full');
    expect(ids()).toEqual([1, 2]);
    // Still refused while the disk is full; reads keep working.
    await expect(add(4)).rejects.toBeInstanceOf(WriteNotSavedError);
    expect(ids()).toEqual([1, 2]);

    failing = null;
    expect(await add(5)).toBe(5);
    expect(ids()).toEqual([1, 2, 5]);
    expect(onDisk()).toEqual([1, 2, 5]);
    expect(ids(MockDb.open(file))).toEqual([1, 2, 5]);
  });

  it('a failed group commit refuses every write of the group; later writes go through', async () => {
    await add(2);
    // The first flush fails once: it carries 10 (the others arrive while it runs, on top).
    failing = { code: 'ENOSPC', times: 1 };
    const group = [10, 11, 12, 13].map((id) => add(id));
    const results = await Promise.allSettled(group);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    expect(ids()).toEqual([1, 2]);

    // The next writes start from what is on disk.
    const later = await Promise.all([20, 21, 22].map((id) => add(id)));
    expect(later).toEqual([20, 21, 22]);
    expect(ids()).toEqual([1, 2, 20, 21, 22]);
    expect(ids(MockDb.open(file))).toEqual([1, 2, 20, 21, 22]);
  });

  it('a line written whole but not synced is cut off: a restart never shows the refused write', async () => {
    await add(2);
    const before = readFileSync(journalFile(file));
    failing = { code: 'EIO', only: ['datasync'] };
    await expect(add(3)).rejects.toThrow('could not write its database (EIO)');
    expect(readFileSync(journalFile(file))).toEqual(before);
    expect(ids(MockDb.open(file))).toEqual([1, 2]);
  });

  it('a read-only disk is named; a failed snapshot (reset) rolls back as well', async () => {
    await add(2);
    failing = { code: 'EROFS' };
    await expect(add(3)).rejects.toThrow('EROFS: the disk is read-only');
    await expect(db.replace({ rows: [] } as never)).rejects.toBeInstanceOf(WriteNotSavedError);
    expect(ids()).toEqual([1, 2]);
    failing = null;
    await add(4);
    expect(ids(MockDb.open(file))).toEqual([1, 2, 4]);
    expect(existsSync(file)).toBe(true);
  });
});

describe('over HTTP', () => {
  let env: TestEnv;
  let token: string;
  beforeAll(async () => ({ env, token } = await signedInEnv()));
  afterAll(() => env.cleanup());

  const NOT_SAVED = {
    code: 503,
    msg: expect.stringContaining('Not saved: the mock API could not write its database') as unknown,
  };

  it('answers HTTP 200 with code 503, shows nothing of the write, and saves it once retried', async () => {
    const address = 'disk-full@example.com';
    const count = () => env.mock.db.data.subscribers.filter((s) => s.eAccount === address).length;
    const profile = async () =>
      (await env.api.get('/api/user/user_find').set('Authorization', token).expect(200)).body as {
        user_find: { uName: string };
      };
    const name = (await profile()).user_find.uName;

    failing = { code: 'ENOSPC' };
    const subscribe = await env.api.post('/api/home/email_add').send({ eAccount: address });
    expect(subscribe.status).toBe(200);
    expect(subscribe.body).toEqual(NOT_SAVED);
    const edit = await env.api
      .post('/api/user/user_edit')
      .set('Authorization', token)
      .send({ uName: 'Never Saved', uFamilyName: 'Saved', uGivenName: 'Never' });
    expect(edit.status).toBe(200);
    expect(edit.body).toEqual(NOT_SAVED);
    // Reads answer, without the refused writes.
    expect(count()).toBe(0);
    expect((await profile()).user_find.uName).toBe(name);

    failing = null;
    const retried = await env.api.post('/api/home/email_add').send({ eAccount: address });
    expect(retried.body).toMatchObject({ code: 200 });
    expect(count()).toBe(1);
    expect(
      (readDatabaseFile(env.dbFile) as { subscribers: { eAccount: string }[] }).subscribers.filter(
        (s) => s.eAccount === address,
      ),
    ).toHaveLength(1);
  });
});
