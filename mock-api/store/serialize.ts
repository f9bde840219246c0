/**
 * The database file's bytes, `${JSON.stringify(data, null, 1)}\n`, built from bytes cached per
 * object. A commit shares every unchanged table and row with the state before it (immer's
 * structural sharing, mock-api/store/db.ts), so a flush after adding one order stringifies that
 * order alone and reuses the other rows' bytes: the orders table grows to thousands of rows
 * under load, and re-stringifying it per flush was the write path's main cost.
 * The chunks are written with one writev, never joined into one 4 MB string or buffer.
 *
 * Only plain JSON data is expected (the database is parsed from JSON): no toJSON, no Map.
 * A cached object must never change afterwards: it is frozen when its bytes are cached (an
 * opened array table's rows are frozen by MockDb when it opens the file).
 */

/** A table's bytes at depth 1 (its lines indented by one space), when cached whole. */
const tableBytes = new WeakMap<object, Buffer>();
/** A row's bytes at depth 2 (a table's element or property value) after `,\n  ` (and its key). */
const rowBytes = new WeakMap<object, Buffer>();

/**
 * Tables as they were opened (or replaced): stringified whole the first time, one call being
 * faster than one per row. A commit that changes such a table makes a new one, whose rows
 * are then cached one by one.
 */
const openedTables = new WeakSet<object>();

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** Freezes `value` and everything in it that is not frozen yet (what is cached is). */
export function freezeDeep(value: unknown): void {
  if (!isObject(value) || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) freezeDeep(child);
}

/** JSON.stringify leaves these out of objects and writes them as null in arrays. */
const isSkipped = (value: unknown): boolean =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol';

const ROW_SEPARATOR = ',\n  ';

/** Two levels deep: string values never hold a raw newline, so every newline is layout. */
const rowText = (value: unknown): string =>
  (JSON.stringify(value, null, 1) ?? 'null').replace(/\n/g, '\n  ');

/** `,\n  ` and the row's text: an array element's bytes. */
function elementBytes(value: unknown): Buffer {
  if (!isObject(value))
    return Buffer.from(ROW_SEPARATOR + rowText(isSkipped(value) ? null : value));
  let bytes = rowBytes.get(value);
  if (bytes === undefined) {
    bytes = Buffer.from(ROW_SEPARATOR + rowText(value));
    // Cached bytes must never go stale: the row can no longer change.
    freezeDeep(value);
    rowBytes.set(value, bytes);
  }
  return bytes;
}

/** A table's chunks; the separator before each row is part of the row's bytes. */
function tableChunks(value: unknown, chunks: Buffer[]): void {
  if (!isObject(value)) {
    chunks.push(Buffer.from(JSON.stringify(value)));
    return;
  }
  const cached = tableBytes.get(value);
  if (cached !== undefined) {
    chunks.push(cached);
    return;
  }
  if (openedTables.has(value) || !Array.isArray(value)) {
    // Object tables are few and small: cached whole, per object.
    freezeDeep(value);
    const bytes = Buffer.from(JSON.stringify(value, null, 1).replace(/\n/g, '\n '));
    tableBytes.set(value, bytes);
    chunks.push(bytes);
    return;
  }
  if (value.length === 0) {
    chunks.push(Buffer.from('[]'));
    return;
  }
  chunks.push(Buffer.from('['));
  value.forEach((item: unknown, index) => {
    const bytes = elementBytes(item);
    // The first row's separator is a comma too many: `[` then `\n  ` and the row.
    chunks.push(index === 0 ? bytes.subarray(1) : bytes);
  });
  chunks.push(Buffer.from('\n ]'));
}

/** Marks the tables of `data` (a database just opened or replaced) as opened tables. */
export function markOpened(data: object): void {
  for (const value of Object.values(data)) if (isObject(value)) openedTables.add(value);
}

/**
 * The file's bytes as a list of chunks, to write with one writev: the unchanged rows' and
 * tables' chunks are the cached buffers themselves.
 */
export function serializeChunks(data: object): Buffer[] {
  const chunks: Buffer[] = [];
  let first = true;
  for (const [name, value] of Object.entries(data)) {
    if (isSkipped(value)) continue;
    chunks.push(Buffer.from(`${first ? '{\n' : ',\n'} ${JSON.stringify(name)}: `));
    tableChunks(value, chunks);
    first = false;
  }
  chunks.push(Buffer.from(first ? '{}\n' : '\n}\n'));
  return chunks;
}

/** The same text as `${JSON.stringify(data, null, 1)}\n`, from the per-object cache. */
export function serializeDatabase(data: object): string {
  return Buffer.concat(serializeChunks(data)).toString('utf8');
}
