import clsx from 'clsx';
import type { ReactNode } from 'react';
import { PICTURE_SIZES } from '@/config/images';
import { Picture } from './picture';
import { Container } from './ui/container';
import styles from './page-banner.module.css';

/** A page's banner across the viewport. */
const PAGE_BANNER_PICTURE = {
  width: 1920,
  height: 480,
  sizes: PICTURE_SIZES.fullBleed,
} as const;

export interface PageBannerProps {
  src: string;
  /** '' when the title over it already names the page. */
  alt?: string;
  /** The largest paint of the page: preload it. */
  priority?: boolean;
  /**
   * The page's title, set as HTML text over the picture (banner pictures carry no text, so
   * it stays legible at every width). Without a picture the title still shows, on a band.
   */
  title?: string;
  /** A line under the title (the category's introduction). */
  subtitle?: string;
  /** The title's element: the page's h1 by default. */
  headingAs?: 'h1' | 'h2' | 'p';
  headingId?: string;
  /** Actions under the text (Apply Now...). */
  children?: ReactNode;
}

/**
 * The full-width banner at the top of a page: the picture, and the page's title and
 * introduction over it on a scrim. Its box is reserved by the aspect ratio (never shorter than
 * the text), so nothing below it moves while the picture loads.
 */
export function PageBanner({
  src,
  alt = '',
  priority = false,
  title,
  subtitle,
  headingAs: Heading = 'h1',
  headingId,
  children,
}: PageBannerProps) {
  const hasText = Boolean(title || subtitle || children);
  if (!src && !hasText) return null;
  return (
    <div
      className={clsx(styles.banner, src ? styles.withPicture : styles.plain)}
      data-page-banner=""
    >
      <Picture
        src={src}
        alt={alt}
        {...PAGE_BANNER_PICTURE}
        priority={priority}
        className={styles.picture}
      />
      {hasText ? (
        <div className={styles.overlay}>
          <Container className={styles.content}>
            {title ? (
              <Heading id={headingId} className={styles.title}>
                {title}
              </Heading>
            ) : null}
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
            {children ? <div className={styles.actions}>{children}</div> : null}
          </Container>
        </div>
      ) : null}
    </div>
  );
}
