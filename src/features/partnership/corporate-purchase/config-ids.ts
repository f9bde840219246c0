/*
 * The corporate purchase page's config records. Here, not in src/config/constants.ts: that
 * module ships with every page, and only this page reads them.
 */

/**
 * Config records of the corporate purchase page: 36, 43, 48 and 49 are
 * titles, 37-42 the feature tiles, 44-47 the two-column block, 50-53 the quote form's steps.
 */
export const CORPORATE_PURCHASE_CONFIG_IDS = {
  tilesTitle: 36,
  tiles: [37, 38, 39, 40, 41, 42],
  columnsTitle: 43,
  columns: [44, 45, 46, 47],
  productsTitle: 48,
  faqLeadTitle: 49,
  steps: [50, 51, 52, 53],
} as const;
/** The tiles' widths out of 24 columns on large screens, in the order of their ids. */
export const CORPORATE_PURCHASE_TILE_SPANS = [6, 6, 12, 12, 6, 6] as const;
