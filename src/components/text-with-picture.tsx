import clsx from 'clsx';
import type { ReactNode } from 'react';
import { HALF_PICTURE } from '@/config/picture-slots';
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
  eager = false,
}: {
  picture: string;
  alt: string;
  reversed?: boolean;
  children: ReactNode;
  component?: 'div' | 'article';
  /** Marks the block with the CMS config it shows (data-config-id). */
  configId?: number;
  /**
   * Near the top on a phone (often the largest thing on screen there): fetched with the page
   * rather than lazily, so it is not what the first paint waits for.
   */
  eager?: boolean;
}) {
  return (
    <Element
      data-config-id={configId}
      className={clsx(styles.block, picture && styles.withPicture)}
    >
      <div className={reversed ? styles.reversed : undefined}>{children}</div>
      <Picture
        src={picture}
        alt={alt}
        {...HALF_PICTURE}
        loading={eager ? 'eager' : undefined}
        className={styles.picture}
      />
    </Element>
  );
}
