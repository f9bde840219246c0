import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Picture } from './picture';
import styles from './text-with-picture.module.css';

/**
 * Text beside a picture: two columns on wide screens (the picture first when `reversed`),
 * stacked on phones, one column when there is no picture.
 */
export function TextWithPicture({
  picture,
  alt,
  reversed = false,
  children,
  component: Element = 'div',
  configId,
}: {
  picture: string;
  alt: string;
  reversed?: boolean;
  children: ReactNode;
  component?: 'div' | 'article';
  /** Marks the block with the CMS config it shows (data-config-id). */
  configId?: number;
}) {
  return (
    <Element
      data-config-id={configId}
      className={clsx(styles.block, picture && styles.withPicture)}
    >
      <div className={reversed ? styles.reversed : undefined}>{children}</div>
      {picture ? (
        <Picture src={picture} alt={alt} width={800} height={600} className={styles.picture} />
      ) : null}
    </Element>
  );
}
