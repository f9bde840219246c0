import type { ComponentPropsWithoutRef, ElementType } from 'react';
import styles from './visually-hidden.module.css';

/** The class, for elements that are not rendered through VisuallyHidden. */
export const visuallyHiddenClass = styles.visuallyHidden;

/** The same on a phone only (768px and less) (a stacked table's header row, where each cell names its value). */
export const visuallyHiddenOnPhoneClass = styles.visuallyHiddenOnPhone;

type VisuallyHiddenProps<E extends ElementType> = {
  /** Default span. */
  as?: E;
} & Omit<ComponentPropsWithoutRef<E>, 'as' | 'className'>;

/** Text for screen readers only (a heading, a label, a live message). */
export function VisuallyHidden<E extends ElementType = 'span'>({
  as,
  ...props
}: VisuallyHiddenProps<E>) {
  const Element: ElementType = as ?? 'span';
  return <Element className={styles.visuallyHidden} {...props} />;
}
