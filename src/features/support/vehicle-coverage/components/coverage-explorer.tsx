import clsx from 'clsx';
import dynamic from 'next/dynamic';
import { useCallback, useId, useRef, useState } from 'react';
import { Pagination } from '@/components/pagination';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import typo from '@/styles/typography.module.css';
import { useCoverageCascade } from '../api/use-coverage-cascade';
import { COVERAGE_PAGE_SIZE, isPending, selectedBrand, selection } from '../cascade-state';
import type { CoveragePreset, CoverageState, FunctionListRef, ToolOffer } from '../types';
import { CoverageLegend } from './coverage-cell';
import { CoverageSelects } from './coverage-selects';
import { CoverageTable } from './coverage-table';
import { VinCheck } from './vin-check';
import styles from './coverage-explorer.module.css';

// MUI's dialog (focus trap) is fetched the first time a function list is opened.
const FunctionDialog = dynamic(() => import('./function-dialog').then((m) => m.FunctionDialog), {
  ssr: false,
});

/**
 * "Check my car" (a VIN) above the "Diagnosis" view: the
 * cascade's selects, the legend, the result table with its pagination, and the function
 * popup. `?product=&brand=&year=` in the address preselects them (vin-panel.tsx).
 */
export function CoverageExplorer({
  initial,
  tools,
}: {
  initial: CoverageState | null;
  tools: ToolOffer[];
}) {
  const { state, dispatch } = useCoverageCascade(initial);
  const headingId = useId();
  const brandSelectId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const choosePreset = useCallback(
    (chosen: CoveragePreset) => dispatch({ type: 'presetChosen', ...chosen }),
    [dispatch],
  );
  const showTable = useCallback(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: 'start' });
  }, []);
  // The list last opened stays mounted while the dialog closes; `opened` counts openings so
  // each one starts with an empty search.
  const [popup, setPopup] = useState<{ list: FunctionListRef; open: boolean; opened: number }>();
  const chosen = selection(state);
  const brand = selectedBrand(state);
  const { results } = state;
  const loadingRows = isPending(state, 'data') || isPending(state, 'fields');
  const busy = loadingRows || isPending(state, 'brands') || isPending(state, 'products');
  const caption = [state.product, brand?.brand, state.version].filter(Boolean).join(', ');

  const status = busy
    ? 'Loading results'
    : results
      ? `${results.total} ${results.total === 1 ? 'result' : 'results'}`
      : '';

  return (
    <div className={styles.page}>
      <VinCheck
        shownProduct={state.product}
        onPreset={choosePreset}
        onShowTable={showTable}
        brandSelectId={brandSelectId}
        tools={tools}
      />
      <section aria-labelledby={headingId} className={styles.explorer}>
        {/* Focused when a product's coverage-table link brings the table into view. */}
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={clsx(typo.h4, styles.heading)}>
          Diagnosis
        </h2>
        <CoverageSelects state={state} dispatch={dispatch} brandSelectId={brandSelectId} />
        <CoverageLegend />
        <div className={styles.results}>
          <CoverageTable
            caption={caption}
            columns={state.columns}
            results={results}
            busy={busy}
            onOpenFunctions={(list) =>
              setPopup((current) => ({ list, open: true, opened: (current?.opened ?? 0) + 1 }))
            }
          />
        </div>
        <VisuallyHidden role="status">{status}</VisuallyHidden>
        {results && results.total > 0 ? (
          <Pagination
            total={results.total}
            pageSize={COVERAGE_PAGE_SIZE}
            page={state.page}
            onChange={(page) => dispatch({ type: 'pageChanged', page })}
            jumper
            label="Coverage results pages"
          />
        ) : null}
        {popup && chosen ? (
          <FunctionDialog
            key={popup.opened}
            open={popup.open}
            list={popup.list}
            selection={chosen}
            onClose={() => setPopup({ ...popup, open: false })}
          />
        ) : null}
      </section>
    </div>
  );
}
