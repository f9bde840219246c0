import clsx from 'clsx';
import type { ComponentPropsWithoutRef, ElementType } from 'react';
import styles from './container.module.css';

export type ContainerProps<E extends ElementType = 'div'> = {
  /** The element to render (a section, main, ...). Default div. */
  as?: E;
  /** Largest width: lg 1025px (default), xl 1440px. */
  size?: 'lg' | 'xl';
} & Omit<ComponentPropsWithoutRef<E>, 'as'>;

/** Centres the content with the page's side padding and a largest width. */
export function Container<E extends ElementType = 'div'>({
  as,
  size = 'lg',
  className,
  ...props
}: ContainerProps<E>) {
  const Element: ElementType = as ?? 'div';
  return <Element className={clsx(styles.container, styles[size], className)} {...props} />;
}
