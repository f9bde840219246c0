import clsx from 'clsx';
import { useId, useState } from 'react';
import { Prose } from './prose';
import { Button } from './ui/button';
import styles from './read-more.module.css';

/**
 * Sanitized HTML shown collapsed with a Read More / Retract toggle. The full text is in the
 * server HTML either way (only its height is clipped), so search engines read all of it.
 */
export function ReadMore({ html }: { html: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (!html) return null;
  return (
    <div className={styles.readMore}>
      <div id={id} className={clsx(styles.text, !expanded && styles.collapsed)}>
        <Prose html={html} />
      </div>
      <Button
        variant="text"
        size="small"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((value) => !value)}
        className={styles.toggle}
      >
        {expanded ? 'Retract' : 'Read More'}
      </Button>
    </div>
  );
}
