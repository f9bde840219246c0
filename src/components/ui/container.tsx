import clsx from 'clsx';
import type { ComponentPropsWithoutRef, ElementType } from 'react';
import styles from './container.module.css';

export type ContainerProps<E extends ElementType = 'div'> = {
  /** The element to render (a section, main, ...). Default div. */
  as?: E;
} & Omit<ComponentPropsWithoutRef<E>, 'as'>;

/**
 * Centres the content at the site's one width (--content-max) with the page gutters. There
 * is deliberately no size option: one layout system for every page kind.
 */
export function Container<E extends ElementType = 'div'>({
  as,
  className,
  ...props
}: ContainerProps<E>) {
  const Element: ElementType = as ?? 'div';
  return <Element className={clsx(styles.container, className)} {...props} />;
}
