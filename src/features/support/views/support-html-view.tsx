import { Picture } from '@/components/picture';
import { Prose } from '@/components/prose';
import { PICTURE_SIZES } from '@/config/images';
import { SupportSection } from '../components/support-section';
import type { SupportHtmlProps } from '../types';
import styles from './support-html-view.module.css';

/** The CMS's category pictures are 1920 × 600: the box is reserved at that ratio. */
const PICTURE_WIDTH = 1920;
const PICTURE_HEIGHT = 600;

/**
 * /support, warranty and FCA SGW (spec 2): in the support frame, the Support page shows its
 * HTML under the grid; warranty and FCA SGW show their own banner picture and HTML body
 * (the category's picture and details).
 */
export default function SupportHtmlView({ name, nav, picture, detailsHtml }: SupportHtmlProps) {
  const isChild = nav.activeId !== null;
  return (
    <SupportSection nav={nav} title={isChild ? name : undefined}>
      {picture && isChild ? (
        <Picture
          src={picture}
          alt=""
          width={PICTURE_WIDTH}
          height={PICTURE_HEIGHT}
          sizes={PICTURE_SIZES.content}
          className={styles.picture}
        />
      ) : null}
      <Prose html={detailsHtml} />
    </SupportSection>
  );
}
