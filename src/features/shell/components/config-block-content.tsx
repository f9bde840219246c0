import clsx from 'clsx';
import { Picture } from '@/components/picture';
import { Prose } from '@/components/prose';
import type { ConfigBlock } from '@/lib/site-types';
import typo from '@/styles/typography.module.css';
import styles from './config-block-content.module.css';

interface Props {
  config: ConfigBlock;
  titleId?: string;
  /** Intrinsic size of the picture (it scales to the width of its box). */
  pictureWidth: number;
  pictureHeight: number;
  /** Heading level of the title. */
  titleComponent?: 'h2' | 'h3';
}

/** A CMS config record: picture, title, subtitle and sanitized HTML. */
export function ConfigBlockContent({
  config,
  titleId,
  pictureWidth,
  pictureHeight,
  titleComponent: Title = 'h2',
}: Props) {
  return (
    <div className={styles.block}>
      <Picture
        src={config.picture}
        alt=""
        width={pictureWidth}
        height={pictureHeight}
        className={styles.picture}
      />
      {config.title && (
        <Title id={titleId} className={typo.h3}>
          {config.title}
        </Title>
      )}
      {config.subtitle && <p className={clsx(typo.subtitle1, typo.secondary)}>{config.subtitle}</p>}
      <Prose html={config.html} className={styles.html} />
    </div>
  );
}
