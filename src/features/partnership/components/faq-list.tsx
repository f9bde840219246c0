import { Prose } from '@/components/prose';
import { Accordion } from '@/components/ui/accordion';
import type { FaqItem } from '../types';
import styles from './partnership.module.css';

/** Questions that open and close, each answer rendered from its sanitized HTML. */
export function FaqList({
  items,
  className = styles.faqs,
}: {
  items: readonly FaqItem[];
  /** The list's look; default: stacked with a small gap. */
  className?: string;
}) {
  if (items.length === 0) return null;
  return (
    <div className={className}>
      {items.map((item) => (
        <Accordion key={item.id} summary={item.question}>
          <Prose html={item.answerHtml} />
        </Accordion>
      ))}
    </div>
  );
}
