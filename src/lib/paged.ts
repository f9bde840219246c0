/** Walking every page of a paginated API list (used to pre-build detail pages). */

/** Safety net: a misbehaving API must not make a build loop for ever. */
export const MAX_PAGES = 200;

export async function collectPages<T>(
  fetchPage: (page: number) => Promise<{ items: T[]; total: number; listRows: number }>,
): Promise<T[]> {
  const first = await fetchPage(1);
  const pageCount = Math.min(MAX_PAGES, Math.ceil(first.total / Math.max(1, first.listRows)));
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pageCount - 1) }, (_, i) => fetchPage(i + 2)),
  );
  return [first, ...rest].flatMap((page) => page.items);
}
