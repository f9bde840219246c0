import type { MouseEvent, ReactNode } from 'react';
import styles from './auth-form.module.css';

/** A link to another view of the page: the view changes in place, nothing is loaded. */
export function ViewLink({
  href,
  onOpen,
  children,
}: {
  /** The fragment naming the view, for the link's address. */
  href: `#${string}`;
  onOpen: () => void;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={styles.link}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        onOpen();
      }}
    >
      {children}
    </a>
  );
}
