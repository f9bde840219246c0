import { useRouter } from 'next/router';
import { useFormBusy } from '@/components/form/open-forms';
import { SESSION_FLAG, SUBSCRIBED_EMAIL_KEY } from '@/config/constants';
import type { ConfigBlock, SiteData } from '@/lib/site-types';
import { isAccountPath, pathOnly, serviceCenterPath } from '../menu';
import { isPromoCurrent } from '@/lib/promo-dates';
import { useAfterPageLoad } from './use-after-page-load';
import { useIsDesktop } from './use-is-desktop';
import { useStoredValue, writeStoredValue } from '@/lib/use-stored-value';

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

/** What decides which promotions show; undefined where browser storage is not read yet. */
export interface PromoInputs {
  /** The page has settled (useAfterPageLoad). */
  pageSettled: boolean;
  inAccountArea: boolean;
  onServiceCenter: boolean;
  isDesktop: boolean;
  /** A form dialog is open or the focus is in a page's form. */
  formBusy: boolean;
  /** Configs 33, 34 and 35 exist and are within their stated dates. */
  popupOn: boolean;
  topOn: boolean;
  rightOn: boolean;
  popupFlag: string | null | undefined;
  subscribed: string | null | undefined;
  topFlag: string | null | undefined;
  rightFlag: string | null | undefined;
}

const notClosed = (flag: string | null | undefined) => flag !== undefined && flag !== PROMO_CLOSED;

/**
 * Spec: the popup (33) shows while not closed this session and no address is stored;
 * the top box (34) and the right box (35) show when they exist and were not closed this
 * session, each on its own flag: they do not wait for the popup (which, modal, sits above
 * them while open). Nothing shows before the page has settled, in the customer area, or past
 * a stated end date (the configs' `on`); neither the popup nor the tab while the visitor is
 * in a form; the bar above the header stays, as it covers nothing. The boxes are desktop
 * furniture and keep off the Service Center page.
 */
export function promoVisibility(inputs: PromoInputs): PromoState {
  const settled = inputs.pageSettled && !inputs.inAccountArea;
  const popup =
    settled &&
    inputs.popupOn &&
    notClosed(inputs.popupFlag) &&
    inputs.subscribed !== undefined &&
    !inputs.subscribed &&
    !inputs.formBusy;
  const boxes = settled && inputs.isDesktop && !inputs.onServiceCenter;
  return {
    popup,
    topBar: boxes && inputs.topOn && notClosed(inputs.topFlag),
    rightTab: boxes && !inputs.formBusy && inputs.rightOn && notClosed(inputs.rightFlag),
  };
}

/** Which promotions (config records 33-35) a visitor sees now (see promoVisibility). */
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
  const path = pathOnly(router.asPath);
  const servicePath = serviceCenterPath(site.menu);
  return promoVisibility({
    pageSettled,
    inAccountArea: isAccountPath(site.menu, path),
    onServiceCenter:
      servicePath !== null && (path === servicePath || router.pathname === servicePath),
    isDesktop,
    formBusy,
    popupOn: isOn(site.popup, now),
    topOn: isOn(site.topBox, now),
    rightOn: isOn(site.rightBox, now),
    popupFlag,
    subscribed,
    topFlag,
    rightFlag,
  });
}
