import clsx from 'clsx';
import { Picture } from '@/components/picture';
import { Prose } from '@/components/prose';
import { PICTURE_SIZES } from '@/config/images';
import type { ConfigBlock } from '@/lib/site-types';
import typo from '@/styles/typography.module.css';
import styles from './two-column-block.module.css';
import list from '@/styles/list.module.css';

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
        width={800}
        height={600}
        sizes={PICTURE_SIZES.half}
        className={styles.picture}
        data-config-id={lead.id}
      />
      <div className={styles.text}>
        <div data-config-id={lead.id}>
          {lead.title ? <h3 className={typo.h3}>{lead.title}</h3> : null}
          {lead.subtitle ? (
            <p className={clsx(typo.subtitle1, typo.secondary, styles.subtitle)}>{lead.subtitle}</p>
          ) : null}
          <Prose html={lead.html} className={styles.prose} />
        </div>
        {items.length > 0 ? (
          <ul className={clsx(list.bare, styles.items)}>
            {items.map((item) => (
              <li key={item.id} data-config-id={item.id} className={styles.item}>
                <Picture
                  src={item.picture}
                  alt=""
                  width={48}
                  height={48}
                  sizes="48px"
                  className={styles.icon}
                />
                <div>
                  {item.title ? <h4 className={typo.h6}>{item.title}</h4> : null}
                  {item.subtitle ? (
                    <p className={clsx(typo.body2, typo.secondary)}>{item.subtitle}</p>
                  ) : null}
                  <Prose html={item.html} className={styles.prose} />
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
