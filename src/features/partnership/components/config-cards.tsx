import clsx from 'clsx';
import { Picture } from '@/components/picture';
import type { ConfigBlock } from '@/lib/site-types';
import typo from '@/styles/typography.module.css';
import styles from './config-cards.module.css';
import card from '@/styles/card.module.css';
import { balancedGridClass } from '@/components/grid-list';
import { BlockText } from './block-text';

export interface ConfigCardsProps {
  blocks: readonly ConfigBlock[];
  /** Cards per row on wide screens (two on tablets, one on phones). */
  columns?: 2 | 3 | 4;
  /** photo: a wide picture on top; icon: a small picture centred above the title. */
  look?: 'photo' | 'icon';
  /** The level of each card's title. Default 3. */
  headingLevel?: 3 | 4;
  className?: string;
  /** The list's accessible name (e.g. the section's heading id). */
  labelledBy?: string;
}

const PICTURE_SIZE = {
  photo: { width: 480, height: 320 },
  icon: { width: 96, height: 96 },
} as const;

const SIZES = {
  2: '(max-width: 768px) 100vw, 50vw',
  3: '(max-width: 768px) 100vw, (max-width: 1024px) 50vw, 33vw',
  4: '(max-width: 768px) 100vw, (max-width: 1024px) 50vw, 25vw',
} as const;

/**
 * How a block's card is drawn: an SVG picture is an icon (drawn small, whole), whatever the
 * list asked for; a photo keeps the list's look.
 */
export function blockLook(picture: string, look: 'photo' | 'icon'): 'photo' | 'icon' {
  const path = picture.split(/[?#]/)[0];
  return /\.svg$/i.test(path) || picture.startsWith('data:image/svg') ? 'icon' : look;
}

/** Config blocks as a row of cards: picture, title, subtitle and the block's HTML. */
export function ConfigCards({
  blocks,
  columns = 3,
  look = 'photo',
  headingLevel = 3,
  className,
  labelledBy,
}: ConfigCardsProps) {
  if (blocks.length === 0) return null;
  return (
    <ul
      className={clsx(balancedGridClass, styles.grid, styles[`columns${columns}`], className)}
      aria-labelledby={labelledBy}
    >
      {blocks.map((block) => {
        const blockStyle = blockLook(block.picture, look);
        const size = PICTURE_SIZE[blockStyle];
        return (
          <li
            key={block.id}
            className={clsx(card.card, styles[blockStyle])}
            data-config-id={block.id}
          >
            <Picture
              src={block.picture}
              alt={block.title}
              width={size.width}
              height={size.height}
              sizes={blockStyle === 'icon' ? `${size.width}px` : SIZES[columns]}
              className={clsx(card.picture, styles.picture)}
            />
            <div className={styles.body}>
              <BlockText
                block={block}
                heading={`h${headingLevel}`}
                titleClassName={clsx(typo.h6, styles.title)}
                textClassName={styles.text}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
