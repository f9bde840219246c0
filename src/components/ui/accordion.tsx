import clsx from 'clsx';
import { type ReactNode, useId, useState } from 'react';
import { Icon } from './icon';
import { expandMoreIcon } from './icon-paths/expand-more';
import styles from './accordion.module.css';

export interface AccordionProps {
  /** The always visible part; it is the button's name. */
  summary: ReactNode;
  children: ReactNode;
  defaultExpanded?: boolean;
  /** The heading level around the button (WAI-ARIA accordion pattern). Default 3. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * One collapsible section: a heading button with aria-expanded and a region. The region
 * stays in the HTML while collapsed, so the server page still carries the full text.
 */
export function Accordion({
  summary,
  children,
  defaultExpanded = false,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={clsx(styles.item, className)}>
      <Heading className={styles.heading}>
        <button
          type="button"
          id={`${id}-summary`}
          className={styles.summary}
          aria-expanded={expanded}
          aria-controls={`${id}-details`}
          onClick={() => setExpanded((open) => !open)}
        >
          <span className={styles.summaryContent}>{summary}</span>
          <Icon path={expandMoreIcon} className={styles.chevron} />
        </button>
      </Heading>
      <div
        id={`${id}-details`}
        role="region"
        aria-labelledby={`${id}-summary`}
        className={styles.details}
        hidden={!expanded}
      >
        {children}
      </div>
    </div>
  );
}
