import clsx from 'clsx';
import dynamic from 'next/dynamic';
import { useId } from 'react';
import typo from '@/styles/typography.module.css';
import type { VinCheckProps } from '../types';
import styles from './vin-check.module.css';

// The field works in the browser only (it asks the coverage service): it loads after the
// page, and the decoder with the first VIN checked, so the page's first load stays small.
const VinPanel = dynamic(() => import('./vin-panel').then((m) => m.VinPanel), {
  ssr: false,
  loading: () => <div className={styles.formSpace} />,
});

/**
 * "Check my car": a VIN decoded to its maker and model year, and which of our products cover
 * that vehicle, each with a link to its coverage table (vin-panel.tsx).
 */
export function VinCheck(props: VinCheckProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.check}>
      <h2 id={headingId} className={typo.h4}>
        Check my car
      </h2>
      <p className={clsx(typo.body2, styles.intro)}>
        Enter the vehicle identification number (VIN), 17 letters and digits found at the foot of
        the windscreen or on the driver&rsquo;s door pillar, to see which of our tools cover the
        vehicle.
      </p>
      <VinPanel {...props} />
    </section>
  );
}
