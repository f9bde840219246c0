import { useRouter } from 'next/router';
import { useFormBusy } from '@/components/form/open-forms';
import { SESSION_FLAG, SUBSCRIBED_EMAIL_KEY } from '@/config/constants';
import type { ConfigBlock, SiteData } from '@/lib/site-types';
import { isAccountPath, pathOnly, serviceCenterPath } from '../menu';
import { isPromoCurrent } from '@/lib/promo-dates';
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

/** A promotion that exists and whose stated end date (if any) is not past. */
function isOn(config: ConfigBlock | null, now: Date): boolean {
  return config !== null && isPromoCurrent(config, now);
}

/**
 * Which promotions (config records 33-35) a visitor sees now. The mailing-list popup (33) comes
 * first; the top bar (34) and the right tab (35) wait until it is closed (or is not due),
 * so they never stack on the dialog. Flags live in browser storage, so nothing shows
 * before hydration, and all wait for the page to settle (useAfterPageLoad). None shows in
 * the customer area, none past the end date its text states, and neither the popup nor the
 * tab while the visitor is in a form (a form dialog open, or the focus in a page's form);
 * the bar above the header stays, as it covers nothing.
 */
export function usePromos(site: SiteData): PromoState {
  const router = useRouter();
  const isDesktop = useIsDesktop();
  const pageSettled = useAfterPageLoad();
  const popupFlag = useStoredValue('session', SESSION_FLAG.popup);
  const subscribed = useStoredValue('local', SUBSCRIBED_EMAIL_KEY);
  const topFlag = useStoredValue('session', SESSION_FLAG.topBox);
  const rightFlag = useStoredValue('session', SESSION_FLAG.rightBox);
  const formBusy = useFormBusy();
  const now = new Date();

  // undefined: not read yet (server render, hydration).
  const inAccountArea = isAccountPath(site.menu, pathOnly(router.asPath));
  const known =
    pageSettled && popupFlag !== undefined && subscribed !== undefined && !inAccountArea;
  const popupDue = known && isOn(site.popup, now) && popupFlag !== PROMO_CLOSED && !subscribed;
  const popup = popupDue && !formBusy;

  const servicePath = serviceCenterPath(site.menu);
  const onServiceCenter =
    servicePath !== null &&
    (pathOnly(router.asPath) === servicePath || router.pathname === servicePath);
  // The boxes wait while the popup is due, even if a form holds it back.
  const boxesAllowed = known && !popupDue && isDesktop && !onServiceCenter;

  return {
    popup,
    topBar:
      boxesAllowed && isOn(site.topBox, now) && topFlag !== undefined && topFlag !== PROMO_CLOSED,
    rightTab:
      boxesAllowed &&
      !formBusy &&
      isOn(site.rightBox, now) &&
      rightFlag !== undefined &&
      rightFlag !== PROMO_CLOSED,
  };
}
