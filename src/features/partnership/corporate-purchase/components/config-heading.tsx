import clsx from 'clsx';
import { Prose } from '@/components/prose';
import type { ConfigBlock } from '@/lib/site-types';
import typo from '@/styles/typography.module.css';
import styles from './config-heading.module.css';

/**
 * A title config (36, 43, 48, 49): its title as the section's heading, then its subtitle and
 * its (sanitized) content when the CMS gives them.
 */
export function ConfigHeading({ block, headingId }: { block: ConfigBlock; headingId: string }) {
  return (
    <header className={styles.header} data-config-id={block.id}>
      {block.title ? (
        <h2 id={headingId} className={clsx(typo.h2, styles.title)}>
          {block.title}
        </h2>
      ) : null}
      {block.subtitle ? (
        <p className={clsx(typo.subtitle1, typo.secondary, styles.subtitle)}>{block.subtitle}</p>
      ) : null}
      <Prose html={block.html} className={styles.content} />
    </header>
  );
}
