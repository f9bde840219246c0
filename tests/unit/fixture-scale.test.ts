import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateFixtures } from '../../fixtures/generate';
import { writeFixtures } from '../../mock-api/seed';
import { parseFixtureScale, scaleDatabase } from '../../fixtures/scale';
import { goodsSlug } from '../../mock-api/schema/slug';
import type { Database } from '../../src/contract/mock-db';

const ROOT = path.resolve(__dirname, '../..');
const SCALE = 3;

const base = generateFixtures();
const scaled = generateFixtures(SCALE);

/** Every picture path a goods or article record names. */
function picturesOf(db: Database): Set<string> {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string' && value.startsWith('/uploads/')) found.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(db.goods);
  walk(db.articles);
  return found;
}

const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

// Generating and comparing whole databases: seconds on a busy machine.
jest.setTimeout(60_000);

describe('FIXTURE_SCALE', () => {
  it('reads a whole number from 1, 1 when unset, and refuses anything else', () => {
    expect(parseFixtureScale(undefined)).toBe(1);
    expect(parseFixtureScale('')).toBe(1);
    expect(parseFixtureScale(' 100 ')).toBe(100);
    for (const bad of ['0', '-2', '1.5', 'abc', '2x', '1e2', '100000']) {
      expect(() => parseFixtureScale(bad)).toThrow(/FIXTURE_SCALE must be a whole number/);
    }
  });

  it('stops the script with a message and exit code 1 on a bad value, writing nothing', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fixture-scale-'));
    try {
      const dbFile = path.join(dir, 'db.json');
      const run = spawnSync(
        process.execPath,
        [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'mock-api/seed.ts'],
        {
          cwd: ROOT,
          env: { ...process.env, FIXTURE_SCALE: 'lots', MOCK_DB: dbFile },
          encoding: 'utf8',
        },
      );
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('FIXTURE_SCALE must be a whole number from 1 to 1000');
      expect(existsSync(dbFile)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('leaves the 1x database exactly as it is', () => {
    expect(scaleDatabase(base.db, 1)).toBe(base.db);
    expect(JSON.stringify(generateFixtures(1).db)).toBe(JSON.stringify(base.db));
  });

  it('makes N times the goods and the articles, keeping every base record and other table', () => {
    expect(scaled.db.goods).toHaveLength(base.db.goods.length * SCALE);
    expect(scaled.db.articles).toHaveLength(base.db.articles.length * SCALE);
    expect(scaled.db.goods.slice(0, base.db.goods.length)).toEqual(base.db.goods);
    expect(scaled.db.articles.slice(0, base.db.articles.length)).toEqual(base.db.articles);
    const { goods, articles, ...others } = scaled.db;
    const { goods: g, articles: a, ...baseOthers } = base.db;
    expect([goods.length, articles.length, g.length, a.length]).not.toContain(0);
    expect(others).toEqual(baseOthers);
  });

  it('gives every copy its own id, title and path (slugs included, any case)', () => {
    const { goods, articles } = scaled.db;
    expect(unique(goods.map((x) => x.goods_id))).toBe(true);
    expect(unique(goods.map((x) => goodsSlug(x.goods_title).toLowerCase()))).toBe(true);
    // The slug rule maps a title back only when it holds no hyphen of its own.
    for (const x of goods) expect(x.goods_title).not.toContain('-');
    expect(unique(articles.map((x) => x.articles_id))).toBe(true);
    expect(unique(articles.map((x) => x.articles_path.toLowerCase()))).toBe(true);
    expect(unique(articles.map((x) => x.articles_title))).toBe(true);
  });

  it('spreads the copies over the same categories, older than their base record', () => {
    const perCategory = (ids: number[], times = 1) => {
      const counts: Record<number, number> = {};
      for (const id of ids) counts[id] = (counts[id] ?? 0) + times;
      return counts;
    };
    expect(perCategory(scaled.db.goods.map((x) => x.category_id))).toEqual(
      perCategory(
        base.db.goods.map((x) => x.category_id),
        SCALE,
      ),
    );
    expect(perCategory(scaled.db.articles.map((x) => x.category_id))).toEqual(
      perCategory(
        base.db.articles.map((x) => x.category_id),
        SCALE,
      ),
    );
    const n = base.db.articles.length;
    scaled.db.articles.slice(n).forEach((copy, i) => {
      expect(copy.articles_addtime < base.db.articles[i % n].articles_addtime).toBe(true);
      expect(copy.articles_addtime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    });
    // Article copies link to products that exist.
    const goodsIds = new Set(scaled.db.goods.map((x) => x.goods_id));
    for (const a of scaled.db.articles)
      if (a.goods_id > 0) expect(goodsIds.has(a.goods_id)).toBe(true);
  });

  it('reuses the base pictures: no new picture to render', () => {
    expect(scaled.pictures).toEqual(base.pictures);
    expect(picturesOf(scaled.db)).toEqual(picturesOf(base.db));
  });

  it('is deterministic, and writeFixtures writes the scaled database to the file asked', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fixture-scale-'));
    try {
      const dbFile = path.join(dir, 'db.json');
      await writeFixtures({ dbFile, scale: SCALE, pictures: false });
      expect(readFileSync(dbFile, 'utf8')).toBe(`${JSON.stringify(scaled.db, null, 1)}\n`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
