import clsx from 'clsx';
import { Link } from '@/components/ui/link';
import type { MenuItem } from '@/lib/site-types';
import typo from '@/styles/typography.module.css';
import styles from './footer-menu.module.css';

/** One column per top-level menu item with children. */
export function FooterMenu({ columns }: { columns: MenuItem[] }) {
  return (
    <nav aria-label="Footer" className={styles.menu}>
      {columns.map((column) => (
        <div key={column.id}>
          <h2 className={clsx(typo.subtitle1, styles.heading)}>
            <Link href={column.path} className={styles.link}>
              {column.name}
            </Link>
          </h2>
          <ul className={styles.list}>
            {column.children.map((child) => (
              <li key={child.id} className={styles.item}>
                <Link href={child.path} className={styles.link}>
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
