import clsx from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import { Picture, type PictureProps } from '@/components/picture';
import styles from './library-card.module.css';

/** The frame of a card in a library grid (an article filling its cell). */
export function LibraryCard({ className, ...props }: ComponentPropsWithoutRef<'article'>) {
  return <article className={clsx(styles.card, className)} {...props} />;
}

/**
 * A card's picture: decorative (the card's title names it), sized for the grid's one, two or
 * three columns; nothing for an empty `src` (a card without one).
 */
export function LibraryCardPicture(
  props: Pick<PictureProps, 'src' | 'width' | 'height' | 'className'>,
) {
  return (
    <Picture {...props} alt="" sizes="(max-width: 600px) 100vw, (max-width: 1025px) 50vw, 340px" />
  );
}
