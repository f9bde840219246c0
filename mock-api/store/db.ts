/**
 * The mock's database: the JSON file is read once into memory; reads come from memory;
 * every change goes through update(), which
 *  - hands the callback a draft (tables are copied on first touch, so a small change does not
 *    copy the whole database),
 *  - commits the draft only if the callback returns without throwing (no partial writes),
 *  - saves the committed state atomically (temporary file + rename) through one serialized
 *    writer queue, and resolves once the change is on disk.
 */
import { existsSync, readFileSync } from 'node:fs';
import { generateDatabase } from '../../fixtures/generate';
import { removeStaleTempFiles, writeJsonAtomicSync, writeTextAtomic } from './atomic-file';
import type { Database } from './db-schema';

export type DeepReadonly<T> = T extends (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/**
 * A table's part of the file, as JSON.stringify(database, null, 1) writes it, kept per table
 * object: a commit replaces only the tables it changed, so a flush serializes those alone and
 * reuses the others' text (the coverage rows alone are half of the 4 MB).
 */
const tableText = new WeakMap<object, string>();

function fragment(value: unknown): string {
  const cached = typeof value === 'object' && value !== null ? tableText.get(value) : undefined;
  if (cached !== undefined) return cached;
  // Nested one level deeper than the table: string values never hold a raw newline.
  const text = JSON.stringify(value, null, 1).replace(/\n/g, '\n ');
  if (typeof value === 'object' && value !== null) tableText.set(value, text);
  return text;
}

/** The same text as `${JSON.stringify(data, null, 1)}\n`, from the per-table cache. */
export function serializeDatabase(data: object): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(data)) {
    if (value === undefined || typeof value === 'function') continue;
    parts.push(` ${JSON.stringify(name)}: ${fragment(value)}`);
  }
  return parts.length === 0 ? '{}\n' : `{\n${parts.join(',\n')}\n}\n`;
}

const TABLES_ARE_OBJECTS = (value: unknown): value is Database =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export class MockDb {
  private current: Database;
  /** Version of `current`; bumped on every commit. */
  private version = 0;
  private savedVersion = 0;
  private queue: Promise<void> = Promise.resolve();
  /**
   * Called before every change (update, replace): may throw to refuse it, nothing changed
   * (the anonymous write limit, mock-api/write-limit.ts).
   */
  writeGate: (() => void) | null = null;

  private constructor(
    readonly file: string,
    data: Database,
  ) {
    this.current = data;
  }

  /**
   * Opens `file`. When it is missing, `whenMissing` (default: the fixtures) makes the data,
   * which is written at once.
   */
  static open(file: string, whenMissing: () => Database = generateDatabase): MockDb {
    // A crash mid-write leaves its temporary file: never left to pile up.
    removeStaleTempFiles(file);
    if (!existsSync(file)) {
      const data = whenMissing();
      writeJsonAtomicSync(file, data);
      return new MockDb(file, data);
    }
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!TABLES_ARE_OBJECTS(parsed)) throw new Error(`${file} does not hold a database object`);
    return new MockDb(file, parsed);
  }

  /** The committed state. Never mutate it: change data through update(). */
  get data(): DeepReadonly<Database> {
    return this.current;
  }

  /**
   * Runs `fn` on a draft and commits it if `fn` returns normally; if it throws, nothing
   * changes and the error propagates. `fn` must be synchronous. Resolves with `fn`'s result
   * once the new state is saved.
   */
  async update<T>(fn: (draft: Database) => T): Promise<T> {
    this.writeGate?.();
    const base = this.current;
    const copies = new Map<keyof Database, unknown>();
    const draft = new Proxy(base, {
      get(target, key, receiver) {
        // A table set on the draft (even one the base lacks, as in an older database) reads back.
        if (typeof key === 'string' && copies.has(key as keyof Database)) {
          return copies.get(key as keyof Database);
        }
        if (typeof key === 'string' && Object.prototype.hasOwnProperty.call(target, key)) {
          const name = key as keyof Database;
          if (!copies.has(name)) copies.set(name, structuredClone(target[name]));
          return copies.get(name);
        }
        return Reflect.get(target, key, receiver);
      },
      set(_target, key, value) {
        if (typeof key !== 'string') return false;
        copies.set(key as keyof Database, value);
        return true;
      },
      deleteProperty() {
        throw new Error('Tables cannot be deleted');
      },
    });
    const result = fn(draft);
    if (result instanceof Promise) {
      throw new Error('MockDb.update() callbacks must be synchronous');
    }
    if (copies.size > 0) {
      this.commit({ ...base, ...(Object.fromEntries(copies) as Partial<Database>) });
      await this.save();
    }
    return result;
  }

  /** Replaces the whole database (used by reset). */
  async replace(data: Database): Promise<void> {
    this.commit(data);
    await this.save();
  }

  /** Restores the fixtures. */
  async reset(): Promise<void> {
    await this.replace(generateDatabase());
  }

  /** Resolves when every committed change is on disk. */
  async flush(): Promise<void> {
    await this.save();
  }

  private commit(next: Database): void {
    this.current = next;
    this.version += 1;
  }

  /** Queues a save of the latest state; concurrent saves coalesce into one write. */
  private save(): Promise<void> {
    const target = this.version;
    const run = async () => {
      if (this.savedVersion >= target) return;
      const version = this.version;
      // Serialized in this tick, so the text is exactly version `version`.
      await writeTextAtomic(this.file, serializeDatabase(this.current));
      this.savedVersion = Math.max(this.savedVersion, version);
    };
    const next = this.queue.then(run);
    // Keep the queue alive after a failed write; the caller still sees the error.
    this.queue = next.catch(() => undefined);
    return next;
  }
}
