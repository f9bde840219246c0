/** Read helpers shared by the routes: reshaping stored records into the API's payloads. */
import type { ApiCategory, ApiConfigItem, ApiAdvertisement } from '../../src/contract/api-types';
import { NAMED_ENTITIES } from '../../src/contract/html-entities';
import type { DeepReadonly } from './db';
import type {
  Database,
  DbAdvertisement,
  DbCategory,
  DbConfig,
  DbGoods,
  DbSupportCategory,
} from '../schema/mock-db';
import { ApiError, CODE } from '../http/envelope';
import { peek } from './peek';
import { goodsInCategories, goodsOnSale, lowerText, narrowed, textIndex } from './indexes';

type Data = DeepReadonly<Database>;
type Category = DeepReadonly<DbCategory>;

function bySort(a: Category, b: Category): number {
  return a.category_sort - b.category_sort || a.category_id - b.category_id;
}

/** A stored category as the API sends it (without the children). */
export function categoryFields(category: Category): Omit<ApiCategory, 'children'> {
  const { category_sort, ...fields } = category;
  return { ...fields, category_album: [...fields.category_album] };
}

export function childrenOf(data: Data, parentId: number): Category[] {
  return data.categories.filter((c) => c.category_parent_id === parentId).sort(bySort);
}

/** The nested menu tree; every node has a `children` array. */
export function categoryTree(data: Data, parentId = 0): ApiCategory[] {
  return childrenOf(data, parentId).map((category) => ({
    ...categoryFields(category),
    children: categoryTree(data, category.category_id),
  }));
}

export function findCategory(data: Data, categoryId: number): Category {
  const category = data.categories.find((c) => c.category_id === categoryId);
  if (!category) throw new ApiError(CODE.notFound, `No category with category_id ${categoryId}`);
  return category;
}

/** Ids of the category and all its descendants. */
export function subtreeIds(data: Data, categoryId: number): Set<number> {
  const ids = new Set([categoryId]);
  let added = true;
  while (added) {
    added = false;
    for (const c of data.categories) {
      if (ids.has(c.category_parent_id) && !ids.has(c.category_id)) {
        ids.add(c.category_id);
        added = true;
      }
    }
  }
  return ids;
}

/** Goods on sale in the category or below it, by id (a copy of the indexed list). */
export function goodsUnder(data: Data, categoryId: number): DeepReadonly<DbGoods>[] {
  return [...goodsInCategories(data, categoryId, () => subtreeIds(data, categoryId))];
}

/** Visible config blocks of a group, by id, without the group name. */
export function configsOf(data: Data, group: string): ApiConfigItem[] {
  return data.configs
    .filter((c) => c.configs_name === group && c.configs_show_id === 1)
    .sort((a, b) => a.configs_id - b.configs_id)
    .map(configFields);
}

export function configFields(config: DeepReadonly<DbConfig>): ApiConfigItem {
  const { configs_name, ...fields } = config;
  return fields;
}

export function advertisementsOf(data: Data, place: string): ApiAdvertisement[] {
  return data.advertisements
    .filter((a) => a.advertisement_place === place)
    .sort((a, b) => a.advertisement_sort - b.advertisement_sort)
    .map((a: DeepReadonly<DbAdvertisement>) => ({
      advertisement_id: a.advertisement_id,
      advertisement_name: a.advertisement_name,
      advertisement_introduce: a.advertisement_introduce,
      advertisement_picture: a.advertisement_picture,
      advertisement_url: a.advertisement_url,
    }));
}

/** The next free id of a table. */
export function nextId<T>(rows: readonly T[], key: (row: T) => number): number {
  // A read-only scan: over plain rows, not one draft proxy per row (mock-api/store/peek.ts).
  return peek(rows).reduce((max, row) => Math.max(max, key(row)), 0) + 1;
}

/** A page of rows: `page` is 1-based; a page past the end is empty (the total stays right). */
export function paginate<T>(
  rows: readonly T[],
  page: number,
  listRows: number,
): { page: { currentPage: number; total: number; listRows: number }; rows: T[] } {
  const start = (page - 1) * listRows;
  return {
    page: { currentPage: page, total: rows.length, listRows },
    rows: rows.slice(start, start + listRows),
  };
}

/** The text of an HTML fragment (tags dropped, common entities decoded, spaces collapsed). */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code = Number(name.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Case-insensitive substring test; `needle` is expected trimmed and lower-case. */
export function containsText(haystack: string, needle: string): boolean {
  return haystack.toLowerCase().includes(needle);
}

const goodsTitle = (g: DeepReadonly<DbGoods>) => lowerText(g, 'title', (row) => row.goods_title);
const goodsText = (g: DeepReadonly<DbGoods>) =>
  lowerText(g, 'describe', (row) => htmlText(row.goods_describe));

/** Goods matching a keyword: title matches first, then description matches, each by id. */
export function searchGoods(data: Data, keyword: string): DeepReadonly<DbGoods>[] {
  const needle = keyword.trim().toLowerCase();
  const onSale = goodsOnSale(data);
  // Only the rows the text indexes name are read (mock-api/store/indexes.ts).
  const byTitle = narrowed(onSale, textIndex(onSale, 'title', goodsTitle), needle).filter((g) =>
    goodsTitle(g).includes(needle),
  );
  const inTitle = new Set(byTitle);
  const byText = narrowed(onSale, textIndex(onSale, 'describe', goodsText), needle).filter(
    (g) => !inTitle.has(g) && goodsText(g).includes(needle),
  );
  return [...byTitle, ...byText];
}

/** The file or video categories under a support page, in order. */
export function supportCategoriesOf(
  data: Data,
  parentId: number,
): DeepReadonly<DbSupportCategory>[] {
  return (data.support_categories ?? [])
    .filter((c) => c.category_parent_id === parentId)
    .sort((a, b) => a.category_sort - b.category_sort || a.category_id - b.category_id);
}
