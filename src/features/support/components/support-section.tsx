import clsx from 'clsx';
import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { PageBanner } from '@/components/page-banner';
import { Picture } from '@/components/picture';
import { Container } from '@/components/ui/container';
import type { SupportNav } from '../types';
import styles from './support-section.module.css';
import { balancedGridClass } from '@/components/grid-list';

/**
 * The support area's frame: banner, heading and the grid of support
 * pages, with the chosen page below it (the "nested routing" of the spec: every support
 * path is a page of its own, drawn inside this frame).
 */
export function SupportSection({
  nav,
  title,
  introduce,
  picture,
  children,
}: {
  nav: SupportNav;
  /** The page's own heading; the Support page itself uses the section's name. */
  title?: string;
  /** The page's introduction, said once: under the title in the banner. */
  introduce?: string;
  /** A banner picture other than the page's own (`nav.banner`). */
  picture?: string;
  children: ReactNode;
}) {
  const headingId = `support-${nav.activeId ?? 'home'}-title`;
  // One banner says the page's title and introduction once (no second heading below it).
  const subtitle = introduce ?? (title === undefined ? nav.introduce : '');
  return (
    <>
      <PageBanner
        src={picture || nav.banner}
        priority
        title={title ?? nav.name}
        subtitle={subtitle}
        headingId={headingId}
      />
      <Container as="section" aria-labelledby={headingId} className={styles.section}>
        <nav aria-label={`${nav.name} pages`}>
          <ul className={clsx(balancedGridClass, styles.grid)}>
            {nav.items.map((item) => (
              <li key={item.id}>
                <Link
                  href={item.path}
                  className={clsx(styles.tileLink, styles.item)}
                  aria-current={item.id === nav.activeId ? 'page' : undefined}
                  scroll={false}
                >
                  <Picture src={item.icon} alt="" width={40} height={40} className={styles.icon} />
                  <span>{item.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.content}>{children}</div>
      </Container>
    </>
  );
}
