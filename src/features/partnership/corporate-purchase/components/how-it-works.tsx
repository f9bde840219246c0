import clsx from 'clsx';
import { Picture } from '@/components/picture';
import { Prose } from '@/components/prose';
import typo from '@/styles/typography.module.css';
import type { QuoteStep } from '../types';
import styles from './how-it-works.module.css';
import paper from '@/components/paper-card.module.css';
import { gridClass } from '@/components/grid-list';

/**
 * The steps of a bulk order (configs 50-53) under their title (49): numbered, with their icon
 * and text. The same records head the quote form's dialog.
 */
export function HowItWorks({ steps }: { steps: QuoteStep[] }) {
  if (steps.length === 0) return null;
  return (
    <ol className={clsx(gridClass, styles.steps)}>
      {steps.map((step, index) => (
        <li key={step.id} data-config-id={step.id} className={clsx(paper.paperCard, styles.step)}>
          <span className={styles.marker} aria-hidden="true">
            {step.picture ? (
              <Picture src={step.picture} alt="" width={48} height={48} className={styles.icon} />
            ) : (
              index + 1
            )}
          </span>
          <span className={clsx(typo.overline, styles.number)}>{`Step ${index + 1}`}</span>
          <h3 className={clsx(typo.h6, styles.title)}>{step.title}</h3>
          <Prose html={step.html} className={clsx(typo.body2, typo.secondary)} />
        </li>
      ))}
    </ol>
  );
}
