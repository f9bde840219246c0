/**
 * The slug rule for goods names in URLs: spaces become hyphens (docs/api.md, "Config records
 * and the category tree").
 * Titles carry no hyphens of their own, so the rule is reversible; matching is case-insensitive.
 */
export function goodsSlug(title: string): string {
  return title.trim().replace(/\s+/g, '-');
}

/** True when `param` names `title`, given either as the title itself or as its slug. */
export function matchesGoodsSlug(title: string, param: string): boolean {
  return goodsSlug(title).toLowerCase() === goodsSlug(param).toLowerCase();
}

/** A file-name-safe, lower-case slug for any label (pictures, article paths). */
export function fileSlug(label: string): string {
  return (
    label
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'item'
  );
}
