import clsx from 'clsx';
import { Button } from '@/components/ui/button';
import typo from '@/styles/typography.module.css';
import styles from './country-suggestion.module.css';

/**
 * The browser language's country, offered and never applied by itself: the list stays
 * whole ("Showing dealers in every country.") until the visitor takes the suggestion, which
 * chooses the country as the map and the country select do, or dismisses it.
 */
export function CountrySuggestion({
  name,
  onAccept,
  onDismiss,
}: {
  /** The suggested country's name. */
  name: string;
  onAccept: () => void;
  onDismiss: () => void;
}) {
  return (
    <div role="note" aria-label="Country suggestion" className={styles.suggestion}>
      <p className={clsx(typo.body2, styles.text)}>
        Showing dealers in every country. Dealers in {name}?
      </p>
      <Button variant="outlined" size="small" onClick={onAccept}>
        {`Show dealers in ${name}`}
      </Button>
      <Button variant="text" size="small" onClick={onDismiss}>
        Keep all countries
      </Button>
    </div>
  );
}
