import type { APIRequestContext } from '@playwright/test';

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
    await request.post(`/api/revalidate?secret=${REVALIDATE_SECRET}`, {
      data: { paths: touched },
    });
  }
}
