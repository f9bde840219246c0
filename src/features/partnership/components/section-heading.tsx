import clsx from 'clsx';
import typo from '@/styles/typography.module.css';
import styles from './partnership.module.css';

/** A section's title (h2) and its optional subtitle, centred above the section. */
export function SectionHeading({
  id,
  title,
  subtitle,
  className,
}: {
  id?: string;
  title: string;
  subtitle?: string;
  className?: string;
}) {
  if (!title && !subtitle) return null;
  return (
    <div className={clsx(styles.sectionHeading, className)}>
      {title ? (
        <h2 id={id} className={typo.h2}>
          {title}
        </h2>
      ) : null}
      {subtitle ? <p className={clsx(typo.body1, typo.secondary)}>{subtitle}</p> : null}
    </div>
  );
}
