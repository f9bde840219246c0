import clsx from 'clsx';
import { Picture } from '@/components/picture';
import { Prose } from '@/components/prose';
import type { ConfigBlock } from '@/lib/site-types';
import typo from '@/styles/typography.module.css';
import styles from './config-cards.module.css';
import card from '@/styles/card.module.css';
import { gridClass } from '@/components/grid-list';

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
  const Heading = `h${headingLevel}` as const;
  const size = PICTURE_SIZE[look];
  return (
    <ul
      className={clsx(gridClass, styles.grid, styles[`columns${columns}`], className)}
      aria-labelledby={labelledBy}
    >
      {blocks.map((block) => (
        <li key={block.id} className={clsx(card.card, styles[look])} data-config-id={block.id}>
          {block.picture ? (
            <Picture
              src={block.picture}
              alt={block.title}
              width={size.width}
              height={size.height}
              sizes={look === 'icon' ? `${size.width}px` : SIZES[columns]}
              className={clsx(card.picture, styles.picture)}
            />
          ) : null}
          <div className={styles.body}>
            {block.title ? (
              <Heading className={clsx(typo.h6, styles.title)}>{block.title}</Heading>
            ) : null}
            {block.subtitle ? (
              <p className={clsx(typo.body2, typo.secondary)}>{block.subtitle}</p>
            ) : null}
            <Prose html={block.html} className={styles.text} />
          </div>
        </li>
      ))}
    </ul>
  );
}
