/**
 * MockDb.update() with structural sharing (the write path): a commit copies only what
 * changed, shares the rest with the state before, never leaves a draft (proxy) in committed
 * data or in a callback's result, and freezes what it commits; a flush stringifies only the
 * rows that changed since the last one.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { types } from 'node:util';
import { MockDb } from '../../mock-api/store/db';
import { readDatabaseFile } from '../../mock-api/store/journal';
import { serializeDatabase } from '../../mock-api/store/serialize';

interface Item {
  id: number;
  name: string;
  tags: string[];
  meta: { seen: number };
}
interface Note {
  id: number;
  item?: Item;
  items?: Item[];
  nested?: { deeper: { item: Item } };
}
interface TestData {
  items: Item[];
  notes: Note[];
  settings: { title: string; list: number[] };
}

let dir: string;
let file: string;
let db: MockDb;
// The test database has its own small shape; MockDb's type names the real one.
const data = () => db.data as unknown as TestData;
const update = <T>(fn: (draft: TestData) => T) =>
  db.update((draft) => fn(draft as unknown as TestData));
/** What is on disk: the snapshot with its journal replayed. */
const onDisk = () => readDatabaseFile(file) as unknown as TestData;

const item = (id: number): Item => ({ id, name: `item ${id}`, tags: ['a'], meta: { seen: 0 } });

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'sharing-'));
  file = path.join(dir, 'db.json');
  const initial: TestData = {
    items: [1, 2, 3].map(item),
    notes: [],
    settings: { title: 'T', list: [1] },
  };
  db = MockDb.open(file, () => initial as never);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Every proxy reachable from `value`, by path. */
function proxiesIn(value: unknown, at = '$', found: string[] = []): string[] {
  if (typeof value !== 'object' || value === null) return found;
  if (types.isProxy(value)) {
    found.push(at);
    return found;
  }
  for (const [key, child] of Object.entries(value)) proxiesIn(child, `${at}.${key}`, found);
  return found;
}

it('a row read through the draft and stored inside another table commits as plain data', async () => {
  await update((draft) => {
    const row = draft.items.find((candidate) => candidate.id === 2)!;
    row.meta.seen += 1;
    const untouched = draft.items[0];
    draft.notes.push({ id: 1, item: row });
    draft.notes.push({ id: 2, items: [untouched, row] });
    draft.notes.push({ id: 3, nested: { deeper: { item: draft.items[2] } } });
    draft.settings.list.push(2);
  });
  expect(proxiesIn(db.data)).toEqual([]);
  // structuredClone refuses a proxy (live or revoked).
  expect(() => structuredClone(db.data)).not.toThrow();
  const { items, notes } = data();
  expect(notes[0].item).toEqual({ ...item(2), meta: { seen: 1 } });
  expect(notes[0].item).toBe(items[1]);
  expect(notes[1].items).toEqual([item(1), { ...item(2), meta: { seen: 1 } }]);
  expect(notes[2].nested!.deeper.item).toEqual(item(3));
  expect(onDisk()).toEqual(JSON.parse(JSON.stringify(db.data)));
  // Still plain after a later commit changes the row again.
  await update((draft) => {
    draft.items[1].name = 'renamed';
  });
  expect(proxiesIn(db.data)).toEqual([]);
  expect(data().notes[0].item!.name).toBe('item 2');
});

it('shares unchanged rows and tables with the state before and leaves that state as it was', async () => {
  const before = data();
  const beforeJson = JSON.stringify(before);
  await update((draft) => {
    draft.items[1].tags.push('b');
    draft.items.push(item(4));
  });
  const after = data();
  expect(JSON.stringify(before)).toBe(beforeJson);
  expect(after.items).not.toBe(before.items);
  expect(after.items[0]).toBe(before.items[0]);
  expect(after.items[2]).toBe(before.items[2]);
  expect(after.items[1]).not.toBe(before.items[1]);
  expect(after.items[1].meta).toBe(before.items[1].meta);
  expect(after.settings).toBe(before.settings);
  expect(after.notes).toBe(before.notes);
  expect(onDisk().items[1].tags).toEqual(['a', 'b']);
});

it('a callback that reads only commits nothing and writes nothing', async () => {
  const before = data();
  const mtime = readFileSync(file, 'utf8');
  const count = await update((draft) => draft.items.filter((row) => row.tags.length > 0).length);
  expect(count).toBe(3);
  expect(data()).toBe(before);
  expect(readFileSync(file, 'utf8')).toBe(mtime);
});

it("returns a callback's result without drafts, readable after the commit", async () => {
  const result = await update((draft) => {
    const row = draft.items[0];
    row.name = 'changed';
    return { copy: { ...row }, row, list: [draft.items[1]], count: draft.items.length };
  });
  expect(proxiesIn(result)).toEqual([]);
  expect(result.copy).toEqual({ ...item(1), name: 'changed' });
  expect(result.copy.tags).toEqual(['a']);
  expect(result.row).toEqual({ ...item(1), name: 'changed' });
  expect(result.list).toEqual([item(2)]);
  expect(result.count).toBe(3);
});

it('freezes committed rows: changing one outside update() throws and changes nothing', async () => {
  await update((draft) => {
    draft.items.push(item(4));
  });
  const rows = data().items as Item[];
  expect(() => {
    rows[0].name = 'stray';
  }).toThrow(TypeError);
  expect(() => {
    (data().settings as { title: string }).title = 'stray';
  }).toThrow(TypeError);
  expect(() => {
    rows[3].tags.push('stray');
  }).toThrow(TypeError);
  expect(data().items.map((row) => row.name)).toEqual(['item 1', 'item 2', 'item 3', 'item 4']);
  expect(data().items[3].tags).toEqual(['a']);
  expect(data().settings.title).toBe('T');
});

const objectsStringified = (stringify: jest.SpyInstance) =>
  stringify.mock.calls
    .map(([value]) => value as unknown)
    .filter((value) => typeof value === 'object' && value !== null);

it('a write appends only the rows it added or changed to the journal', async () => {
  await update((draft) => {
    for (let id = 4; id <= 200; id++) draft.items.push(item(id));
  });
  const stringify = jest.spyOn(JSON, 'stringify');
  try {
    await update((draft) => {
      draft.items.push(item(201));
      draft.items[5].name = 'changed';
    });
    // One journal line: the changed row and the new one, not the table's other 199 rows.
    expect(objectsStringified(stringify)).toEqual([
      {
        ops: [
          { k: 'rows', t: 'items', set: [[5, { ...item(6), name: 'changed' }]], push: [item(201)] },
        ],
      },
    ]);
  } finally {
    stringify.mockRestore();
  }
  expect(onDisk()).toEqual(JSON.parse(JSON.stringify(db.data)));
});

it('a snapshot stringifies only the rows added or changed since the last one', async () => {
  await update((draft) => {
    for (let id = 4; id <= 200; id++) draft.items.push(item(id));
  });
  await db.flush();
  await update((draft) => {
    draft.items.push(item(201));
    draft.items[5].name = 'changed';
  });
  const stringify = jest.spyOn(JSON, 'stringify');
  try {
    await db.flush();
    expect(objectsStringified(stringify)).toEqual(
      expect.arrayContaining([item(201), { ...item(6), name: 'changed' }]),
    );
    expect(objectsStringified(stringify)).toHaveLength(2);
  } finally {
    stringify.mockRestore();
  }
  expect(readFileSync(file, 'utf8')).toBe(`${JSON.stringify(db.data, null, 1)}\n`);
  expect(existsSync(`${file}.journal`)).toBe(false);
});

it('serializeDatabase lays out rows exactly as JSON.stringify(data, null, 1)', () => {
  const odd = {
    rows: [
      {
        id: 1,
        text: 'Line\nbreak "quoted" \u2028 é',
        list: [1, [2, []], {}],
        n: { a: { b: null } },
      },
      {},
      [],
      [{ x: 1 }],
      'text',
      3,
      null,
      undefined,
      { skipped: undefined, kept: true },
    ],
    keyed: { a: { x: [1, 2] }, b: 1, c: undefined, 'quoted "key"': [] },
    empty: [],
    emptyObject: {},
    scalar: 'x',
    missing: undefined,
  };
  expect(serializeDatabase(odd)).toBe(`${JSON.stringify(odd, null, 1)}\n`);
  // Twice: the second time from the cache.
  expect(serializeDatabase(odd)).toBe(`${JSON.stringify(odd, null, 1)}\n`);
});
