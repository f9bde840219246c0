/**
 * `email_add` must not tell a new address from one already subscribed, by
 * its answer or by its time. The time came from the work: a new address was written and
 * flushed (a journal line, an fdatasync), a known one was not. Both paths now do the same
 * operations: one update, one row written, one journal line of the same shape and size.
 */
import { readFileSync } from 'node:fs';
import { journalFile, readDatabaseFile, type Op } from '../../mock-api/store/journal';
import { SUBSCRIBED_MSG } from '../../mock-api/routes/home';
import { freshEnv } from './helpers';

const env = freshEnv();

/** The journal's lines (header included; none before the first write). */
function journalLines(): string[] {
  try {
    return readFileSync(journalFile(env.dbFile), 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

interface Work {
  answer: unknown;
  updates: number;
  /** The journal lines the call appended. */
  lines: string[];
}

/** One subscription, and what it did to the store and its journal. */
async function subscribe(address: string): Promise<Work> {
  const update = jest.spyOn(env.mock.db, 'update');
  const before = journalLines().length;
  const res = await env.api.post('/api/home/email_add').send({ eAccount: address });
  const work = {
    answer: res.body,
    updates: update.mock.calls.length,
    lines: journalLines().slice(Math.max(1, before)),
  };
  update.mockRestore();
  return work;
}

/** A journal line's ops, with the rows' values and positions left out: the shape of the work. */
function shape(line: string) {
  const { ops } = JSON.parse(line) as { ops: Op[] };
  return ops.map((op) => {
    if (op.k !== 'rows') return { k: op.k, t: op.t };
    const rows = [...op.set.map(([, row]) => row), ...op.push] as Record<string, unknown>[];
    return { k: op.k, t: op.t, rows: rows.length, fields: rows.map((row) => Object.keys(row)) };
  });
}

it('a new and a known address take the same operations: one update, one journal line of one row', async () => {
  // Warm-up: the journal exists (its header written) before the two calls compared.
  await subscribe('first@example.com');
  const fresh = await subscribe('new.reader@example.com');
  const known = await subscribe('NEW.reader@example.com');

  expect(fresh.answer).toEqual({ code: 200, msg: SUBSCRIBED_MSG });
  expect(known.answer).toEqual(fresh.answer);
  expect(known.updates).toBe(1);
  expect(fresh.updates).toBe(1);
  // Each flushed exactly one line (appended and fdatasync'd)...
  expect(fresh.lines).toHaveLength(1);
  expect(known.lines).toHaveLength(1);
  // ...of the same shape: one subscriber row, with the same fields...
  expect(shape(known.lines[0])).toEqual(shape(fresh.lines[0]));
  expect(shape(fresh.lines[0])).toEqual([
    {
      k: 'rows',
      t: 'subscribers',
      rows: 1,
      fields: [['subscriber_id', 'eAccount', 'created_at']],
    },
  ]);
  // ...and nearly the same size (the row's index in place of an empty list).
  expect(Math.abs(known.lines[0].length - fresh.lines[0].length)).toBeLessThan(16);

  // The known address is still on the list once, as it was.
  const rows = env.mock.db.data.subscribers.filter((s) => s.eAccount === 'new.reader@example.com');
  expect(rows).toHaveLength(1);
  const onDisk = readDatabaseFile(env.dbFile) as { subscribers: typeof rows };
  expect(onDisk.subscribers.filter((s) => s.eAccount === 'new.reader@example.com')).toEqual(rows);
});
