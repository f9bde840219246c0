/**
 * Indexes of the catalogue reads, so a list, a search or a detail costs about the same on a
 * catalogue 100 times larger: built on first use and kept per table array (and per row for a
 * row's search text).
 *
 * The database never changes a table or a row in place: a write makes a new array for every
 * table it changes, and a new object for every row (mock-api/store/db.ts), and a preview read
 * sees overlaid tables of its own (mock-api/cms/preview.ts). So an index keyed by the
 * array it was built from is rebuilt exactly when that table changed, and a view with drafts
 * gets its own; WeakMaps let the old ones go with the states that held them.
 */
import type { DeepReadonly } from './db';
import type { Database, DbArticle, DbGoods } from '../schema/mock-db';
import { goodsSlug } from '../schema/slug';

type Data = DeepReadonly<Database>;
type Goods = DeepReadonly<DbGoods>;
type Article = DeepReadonly<DbArticle>;

/** The value cached for `key`, built by `build` the first time. */
function cached<K extends object, V>(cache: WeakMap<K, V>, key: K, build: () => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = build();
    cache.set(key, value);
  }
  return value;
}

/** The same as `text.toLowerCase()`, worked out once per row field. */
const lowerCache = new WeakMap<object, Map<string, string>>();

/** `field`'s text of `row` (through `read`), lower-case, cached for the row object. */
export function lowerText<Row extends object>(
  row: Row,
  field: string,
  read: (row: Row) => string,
): string {
  const fields = cached(lowerCache, row, () => new Map<string, string>());
  let text = fields.get(field);
  if (text === undefined) {
    text = read(row).toLowerCase();
    fields.set(field, text);
  }
  return text;
}

const onSaleCache = new WeakMap<object, readonly Goods[]>();

/** Goods on sale (status 1), by id. */
export function goodsOnSale(data: Data): readonly Goods[] {
  return cached(onSaleCache, data.goods, () =>
    data.goods.filter((g) => g.goods_status_id === 1).sort((a, b) => a.goods_id - b.goods_id),
  );
}

const slugCache = new WeakMap<object, ReadonlyMap<string, Goods>>();

/** The goods on sale whose slug (any case) is `param`'s: the first in table order. */
export function goodsBySlug(data: Data, param: string): Goods | undefined {
  const index = cached(slugCache, data.goods, () => {
    const map = new Map<string, Goods>();
    for (const g of data.goods) {
      const slug = goodsSlug(g.goods_title).toLowerCase();
      if (g.goods_status_id === 1 && !map.has(slug)) map.set(slug, g);
    }
    return map;
  });
  return index.get(goodsSlug(param).toLowerCase());
}

/** Per goods table, per categories table: the goods on sale under each category, by id. */
const underCache = new WeakMap<object, WeakMap<object, Map<number, readonly Goods[]>>>();

/**
 * The goods on sale whose category is in `ids` (the subtree of `categoryId`), by id; `ids` is
 * read only the first time for a given pair of tables.
 */
export function goodsInCategories(
  data: Data,
  categoryId: number,
  ids: () => ReadonlySet<number>,
): readonly Goods[] {
  const byCategories = cached(underCache, data.goods, () => new WeakMap());
  const lists = cached(byCategories, data.categories, () => new Map<number, readonly Goods[]>());
  let list = lists.get(categoryId);
  if (list === undefined) {
    const wanted = ids();
    list = goodsOnSale(data).filter((g) => wanted.has(g.category_id));
    lists.set(categoryId, list);
  }
  return list;
}

/** Newest first; the higher id first on the same time, so the order is stable. */
export function newestFirst(a: Article, b: Article): number {
  return b.articles_addtime.localeCompare(a.articles_addtime) || b.articles_id - a.articles_id;
}

const newestCache = new WeakMap<object, readonly Article[]>();

/** Every article, newest first. */
export function articlesNewestFirst(data: Data): readonly Article[] {
  return cached(newestCache, data.articles, () => [...data.articles].sort(newestFirst));
}

const pathCache = new WeakMap<object, ReadonlyMap<string, Article>>();

/** The article at `path` (any case): the first in table order. */
export function articleByPath(data: Data, path: string): Article | undefined {
  const index = cached(pathCache, data.articles, () => {
    const map = new Map<string, Article>();
    for (const a of data.articles) {
      const key = a.articles_path.toLowerCase();
      if (!map.has(key)) map.set(key, a);
    }
    return map;
  });
  return index.get(path.toLowerCase());
}

/** The length of the pieces a text index files each text under. */
const GRAM = 3;

/**
 * A text index of rows: for each piece of GRAM characters, the rows (positions, ascending)
 * whose text holds it. A text holding a keyword holds every piece of it, so the rows under all
 * of a keyword's pieces are the only ones that may hold it (each is then checked).
 */
export class TextIndex {
  private readonly grams = new Map<string, number[]>();

  constructor(texts: readonly string[]) {
    // Copies of a record repeat its texts: each distinct text is cut into pieces once.
    const piecesOf = new Map<string, string[]>();
    texts.forEach((text, row) => {
      let pieces = piecesOf.get(text);
      if (!pieces) {
        const found = new Set<string>();
        for (let i = 0; i + GRAM <= text.length; i += 1) found.add(text.slice(i, i + GRAM));
        pieces = [...found];
        piecesOf.set(text, pieces);
      }
      for (const piece of pieces) {
        const rows = this.grams.get(piece);
        if (rows) rows.push(row);
        else this.grams.set(piece, [row]);
      }
    });
  }

  /** Positions (ascending) of the rows that may hold `needle`; null: any row may (too short). */
  candidates(needle: string): number[] | null {
    if (needle.length < GRAM) return null;
    const lists: number[][] = [];
    for (let i = 0; i + GRAM <= needle.length; i += 1) {
      const rows = this.grams.get(needle.slice(i, i + GRAM));
      if (!rows) return [];
      lists.push(rows);
    }
    lists.sort((a, b) => a.length - b.length);
    let result = lists[0];
    for (const list of lists.slice(1)) {
      const other = new Set(list);
      result = result.filter((row) => other.has(row));
      if (result.length === 0) break;
    }
    return result;
  }
}

/** `rows` narrowed to those `index` says may hold `needle` (in the same order). */
export function narrowed<Row>(
  rows: readonly Row[],
  index: TextIndex,
  needle: string,
): readonly Row[] {
  const positions = index.candidates(needle);
  return positions === null ? rows : positions.map((i) => rows[i]);
}

const textIndexes = new WeakMap<object, Map<string, TextIndex>>();

/**
 * The text index of `rows` (a cached table or view: the index lives as long as it) over one
 * field, `name`, read by `text` (lower-case).
 */
export function textIndex<Row extends object>(
  rows: readonly Row[],
  name: string,
  text: (row: Row) => string,
): TextIndex {
  const byName = cached(textIndexes, rows, () => new Map<string, TextIndex>());
  let index = byName.get(name);
  if (!index) {
    index = new TextIndex(rows.map(text));
    byName.set(name, index);
  }
  return index;
}
