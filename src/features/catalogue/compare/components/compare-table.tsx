import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Picture } from '@/components/picture';
import { Link } from '@/components/ui/link';
import type { CompareProduct, CompareRow } from '../types';
import styles from './compare-table.module.css';

/** What a cell says when its product does not list the specification (no difference). */
export const NOT_LISTED = 'Not listed';
/** The heading of the rows some products do not list. */
export const PARTIAL_GROUP_NAME = 'Listed for some of these products only';

/** Drawn at its own size (no `sizes`: 1x and 2x candidates). */
const COMPARE_TABLE_THUMB = { width: 160, height: 120 } as const;

export interface CompareTableProps {
  /** Names the table (its caption) and its scrolling region. */
  caption: string;
  captionId: string;
  products: readonly CompareProduct[];
  rows: readonly CompareRow[];
  /** Shown under a product's name in its column heading (a Remove link). */
  productActions?: (product: CompareProduct) => ReactNode;
  /** The product whose page this is: its column is marked. */
  currentSlug?: string;
}

/**
 * Products side by side: one column each (picture and name as its heading), one row per
 * specification: price and badge, the specifications every product lists, then under their
 * own heading those some products do not list ("Not listed" in the others' cells). A row
 * whose listed values differ is tinted and says "Differs". On a narrow screen the table
 * scrolls sideways inside its own region while the row names stay put.
 */
export function CompareTable({
  caption,
  captionId,
  products,
  rows,
  productActions,
  currentSlug,
}: CompareTableProps) {
  const main = rows.filter((row) => row.group !== 'partial');
  const partial = rows.filter((row) => row.group === 'partial');
  const renderRow = (row: CompareRow) => (
    <tr
      key={row.name}
      className={clsx(row.differs && styles.differs)}
      data-differs={row.differs}
      data-group={row.group}
    >
      <th scope="row" className={styles.rowName}>
        {row.name}
        {row.differs ? <span className={styles.marker}>Differs</span> : null}
      </th>
      {row.values.map((value, index) => (
        <td key={products[index]?.slug ?? index} className={styles.value}>
          {value ?? <span className={styles.notListed}>{NOT_LISTED}</span>}
        </td>
      ))}
    </tr>
  );
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // Scrolled with the arrow keys when it is wider than the screen.
      tabIndex={0}
      className={styles.scroller}
      data-compare-scroller=""
    >
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {products.map((product) => (
              <th key={product.slug} scope="col" className={styles.product}>
                <Picture
                  src={product.picture}
                  alt=""
                  {...COMPARE_TABLE_THUMB}
                  className={styles.picture}
                />
                <Link href={product.href} className={styles.name}>
                  {product.title}
                </Link>
                {product.slug === currentSlug ? (
                  <span className={styles.current}>This product</span>
                ) : null}
                {productActions ? productActions(product) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{main.map(renderRow)}</tbody>
        {partial.length > 0 ? (
          <tbody data-compare-group="partial">
            <tr>
              <th scope="rowgroup" colSpan={products.length + 1} className={styles.groupName}>
                <span className={styles.groupLabel}>{PARTIAL_GROUP_NAME}</span>
              </th>
            </tr>
            {partial.map(renderRow)}
          </tbody>
        ) : null}
      </table>
    </div>
  );
}
