import type { APIRequestContext } from '@playwright/test';
import { test } from '../fixtures';

/** The e2e stack's revalidation secret (scripts/e2e-stack.ts starts the site with it). */
export const REVALIDATE_SECRET = process.env.REVALIDATE_SECRET || 'dev-revalidate-secret';

/**
 * After a test that edited content through the mock CMS: the fixtures back, and the pages it
 * changed (and so the search index) regenerated from them, so the next test reads the fixtures.
 */
export async function undoContentEdits(
  request: APIRequestContext,
  resetMock: () => Promise<void>,
  touched: string[],
): Promise<void> {
  await resetMock();
  if (touched.length > 0) {
    await request.post('/api/revalidate', {
      headers: { Authorization: `Bearer ${REVALIDATE_SECRET}` },
      data: { paths: touched },
    });
  }
}

export interface PublishedEdit {
  code: number;
  msg: string;
  data: Record<string, unknown>;
  revalidated: string[];
  notRevalidated: { path: string; reason: string }[];
  paths: string[];
}

/**
 * An edit through the mock CMS as an editor makes it: the fields saved as the record's draft
 * (`PUT /mock/content/...`), then published (`POST .../publish`, which calls the site's
 * webhook). Answers the publish; a failed draft save answers its own refusal.
 */
export async function publishEdit(
  request: APIRequestContext,
  mockUrl: string,
  collection: 'goods' | 'articles' | 'categories' | 'configs',
  id: number,
  fields: Record<string, unknown>,
): Promise<PublishedEdit> {
  const record = `${mockUrl}/mock/content/${collection}/${id}`;
  const saved = await request.put(record, { data: fields });
  const draft = (await saved.json()) as PublishedEdit;
  if (draft.code !== 200) return draft;
  const published = await request.post(`${record}/publish`, { data: {} });
  return (await published.json()) as PublishedEdit;
}

/**
 * The paths a describe block's tests touched by their edits: after each test, the fixtures back
 * and those pages regenerated (undoContentEdits). A test adds the paths its edit changed.
 */
export function undoEditsAfterEach(): string[] {
  const touched: string[] = [];
  test.afterEach(async ({ request, resetMock }) => {
    await undoContentEdits(request, resetMock, touched.splice(0));
  });
  return touched;
}
