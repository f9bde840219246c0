import { useRouter } from 'next/router';
import { SESSION_FLAG, SUBSCRIBED_EMAIL_KEY } from '@/config/constants';
import type { SiteData } from '@/lib/site-types';
import { pathOnly, serviceCenterPath } from '../menu';
import { useAfterPageLoad } from './use-after-page-load';
import { useIsDesktop } from './use-is-desktop';
import { useStoredValue, writeStoredValue } from './use-stored-value';

export const PROMO_CLOSED = 'close';

export interface PromoState {
  popup: boolean;
  topBar: boolean;
  rightTab: boolean;
}

export const closePromo = (flag: (typeof SESSION_FLAG)[keyof typeof SESSION_FLAG]) =>
  writeStoredValue('session', flag, PROMO_CLOSED);

/**
 * Which promotions of spec 1, 2.13 a visitor sees now. The mailing-list popup (33) comes
 * first; the top bar (34) and the right tab (35) wait until it is closed (or is not due),
 * so they never stack on the dialog. Flags live in browser storage, so nothing shows
 * before hydration, and all wait for the page to settle (useAfterPageLoad).
 */
export function usePromos(site: SiteData): PromoState {
  const router = useRouter();
  const isDesktop = useIsDesktop();
  const pageSettled = useAfterPageLoad();
  const popupFlag = useStoredValue('session', SESSION_FLAG.popup);
  const subscribed = useStoredValue('local', SUBSCRIBED_EMAIL_KEY);
  const topFlag = useStoredValue('session', SESSION_FLAG.topBox);
  const rightFlag = useStoredValue('session', SESSION_FLAG.rightBox);

  // undefined: not read yet (server render, hydration).
  const known = pageSettled && popupFlag !== undefined && subscribed !== undefined;
  const popup = known && site.popup !== null && popupFlag !== PROMO_CLOSED && !subscribed;

  const servicePath = serviceCenterPath(site.menu);
  const onServiceCenter =
    servicePath !== null &&
    (pathOnly(router.asPath) === servicePath || router.pathname === servicePath);
  const boxesAllowed = known && !popup && isDesktop && !onServiceCenter;

  return {
    popup,
    topBar:
      boxesAllowed && site.topBox !== null && topFlag !== undefined && topFlag !== PROMO_CLOSED,
    rightTab:
      boxesAllowed &&
      site.rightBox !== null &&
      rightFlag !== undefined &&
      rightFlag !== PROMO_CLOSED,
  };
}
