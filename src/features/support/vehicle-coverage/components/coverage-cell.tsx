import clsx from 'clsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { COVERAGE_MARKS, type CoverageMark, coverageMark, MARK_ORDER } from '../cells';
import styles from './coverage-table.module.css';

const MARK_CLASS: Record<CoverageMark, string | undefined> = {
  supported: styles.supported,
  conditional: styles.conditional,
  unsupported: styles.unsupported,
};

function MarkSymbol({ mark }: { mark: CoverageMark }) {
  return (
    <span aria-hidden="true" className={clsx(styles.mark, MARK_CLASS[mark])}>
      {COVERAGE_MARKS[mark].symbol}
    </span>
  );
}

/**
 * A cell's content: √ ※ × as marks (the symbol for the eye, its meaning for screen
 * readers), anything else as text. `blankIsUnsupported`: an empty cell of a coverage
 * column means ×; elsewhere it stays empty.
 */
export function CellContent({
  value,
  blankIsUnsupported,
}: {
  value: string;
  blankIsUnsupported: boolean;
}) {
  const mark = value.trim() === '' && !blankIsUnsupported ? null : coverageMark(value);
  if (!mark) return <>{value}</>;
  return (
    <>
      <MarkSymbol mark={mark} />
      <VisuallyHidden>{COVERAGE_MARKS[mark].meaning}</VisuallyHidden>
    </>
  );
}

/** What the marks mean, above the table. */
export function CoverageLegend() {
  return (
    <ul className={styles.legend} aria-label="Legend">
      {MARK_ORDER.map((mark) => (
        <li key={mark} className={styles.legendItem}>
          <MarkSymbol mark={mark} />
          {COVERAGE_MARKS[mark].meaning}
        </li>
      ))}
    </ul>
  );
}
