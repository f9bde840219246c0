import clsx from 'clsx';
import { Picture } from '@/components/picture';
import { PICTURE_SIZES } from '@/config/images';
import type { ConfigBlock } from '@/lib/site-types';
import typo from '@/styles/typography.module.css';
import styles from './two-column-block.module.css';
import list from '@/styles/list.module.css';
import { BlockText } from '../../components/block-text';
import { ICON_PICTURE } from '../../components/icon-picture';

/** The lead's picture: 4:3, half the content wide beside the text. */
const LEAD_PICTURE = { width: 800, height: 600, sizes: PICTURE_SIZES.half } as const;

/**
 * The two-column block (configs 44-47): the first visible config's picture on one side; on
 * the other its text, then each further config as an item (icon, title, subtitle, text).
 * One column on phones, or when there is no picture.
 */
export function TwoColumnBlock({ blocks }: { blocks: ConfigBlock[] }) {
  if (blocks.length === 0) return null;
  const [lead, ...items] = blocks;
  return (
    <div className={clsx(styles.block, lead.picture && styles.withPicture)}>
      <Picture
        src={lead.picture}
        alt={lead.title}
        {...LEAD_PICTURE}
        className={styles.picture}
        data-config-id={lead.id}
      />
      <div className={styles.text}>
        <div data-config-id={lead.id}>
          <BlockText
            block={lead}
            titleClassName={typo.h3}
            subtitleClassName={clsx(typo.subtitle1, typo.secondary, styles.subtitle)}
            textClassName={styles.prose}
          />
        </div>
        {items.length > 0 ? (
          <ul className={clsx(list.bare, styles.items)}>
            {items.map((item) => (
              <li key={item.id} data-config-id={item.id} className={styles.item}>
                <Picture src={item.picture} alt="" {...ICON_PICTURE} className={styles.icon} />
                <div>
                  <BlockText block={item} heading="h4" textClassName={styles.prose} />
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
