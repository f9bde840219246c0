/**
 * The mock's records a spec reads or edits over plain HTTP (fetch, no browser fixture), so a
 * spec that starts its own mock (the fleet specs) and one against the suite's mock read them
 * the same way: a product of the catalogue and its page, and edits through the mock's CMS.
 */
import { expect } from '@playwright/test';

/** A product of category 23 (the `index`th of its first page): its id and its page's path. */
export async function productOfCategory23(
  mock: string,
  index = 0,
): Promise<{ id: number; path: string; title: string }> {
  const list = await fetch(`${mock}/api/goods/goods_all?category_id=23&page=1`);
  const goods = ((await list.json()) as { goods_all: { goods_id: number; goods_title: string }[] })
    .goods_all;
  const chosen = goods[index];
  expect(chosen, `product ${index} of category 23`).toBeTruthy();
  return { id: chosen.goods_id, path: productPath(chosen.goods_title), title: chosen.goods_title };
}

/** A product's page, from its title (words joined by dashes). */
export function productPath(title: string): string {
  return `/products/${encodeURIComponent(title.trim().replace(/\s+/g, '-'))}`;
}

export interface CmsAnswer {
  code: number;
  msg: string;
  revalidated: string[];
}

/** A call of the mock's CMS (JSON body) that must answer code 200: its answer. */
export async function cmsCall(url: string, method: string, body: unknown = {}): Promise<CmsAnswer> {
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as CmsAnswer;
  expect(answer.code, answer.msg).toBe(200);
  return answer;
}

/**
 * A product edit through the mock CMS as an editor makes it: `fields` saved as the draft, then
 * published (`query`: `?revalidate=false` publishes without calling the site). The publish's
 * answer.
 */
export async function publishProduct(
  mock: string,
  id: number,
  fields: Record<string, unknown>,
  query = '',
): Promise<CmsAnswer> {
  const record = `${mock}/mock/content/goods/${id}`;
  await cmsCall(record, 'PUT', fields);
  return cmsCall(`${record}/publish${query}`, 'POST');
}
