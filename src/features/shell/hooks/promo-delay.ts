import { createContext } from 'react';
import { PROMO_DELAY_MS } from '@/config/constants';

/**
 * How long after load and idle the promos wait; tests provide 0. Its own module so the
 * shell can export it while the promo logic itself loads after hydration.
 */
export const PromoDelayContext = createContext(PROMO_DELAY_MS);
