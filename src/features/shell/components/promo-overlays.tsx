import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { SESSION_FLAG, SUBSCRIBED_EMAIL_KEY } from '@/config/constants';
import type { SiteData } from '@/lib/site-types';
import { useAfterPageLoad } from '../hooks/use-after-page-load';
import { useIsDesktop } from '../hooks/use-is-desktop';
import { useStoredValue, writeStoredValue } from '../hooks/use-stored-value';
import { pathOnly, serviceCenterPath } from '../menu';

// Fetched only when a visitor is actually shown one of them.
const MailingListPopup = dynamic(
  () => import('./mailing-list-popup').then((m) => m.MailingListPopup),
  { ssr: false },
);
const FixedBox = dynamic(() => import('./fixed-box').then((m) => m.FixedBox), { ssr: false });

const CLOSED = 'close';

/**
 * The mailing-list popup and the fixed top and right boxes (spec 1, 2.13 and 4).
 * Their flags live in browser storage, so they appear only after hydration, and they wait
 * for the page to settle (useAfterPageLoad) so they never slow its first paint.
 */
export function PromoOverlays({ site }: { site: SiteData }) {
  const router = useRouter();
  const isDesktop = useIsDesktop();
  const pageSettled = useAfterPageLoad();
  const popupFlag = useStoredValue('session', SESSION_FLAG.popup);
  const subscribed = useStoredValue('local', SUBSCRIBED_EMAIL_KEY);
  const topFlag = useStoredValue('session', SESSION_FLAG.topBox);
  const rightFlag = useStoredValue('session', SESSION_FLAG.rightBox);

  const servicePath = serviceCenterPath(site.menu);
  const onServiceCenter =
    servicePath !== null &&
    (pathOnly(router.asPath) === servicePath || router.pathname === servicePath);
  const boxesAllowed = pageSettled && isDesktop && !onServiceCenter;

  // undefined: not read yet (server render, hydration).
  const showPopup =
    pageSettled &&
    site.popup !== null &&
    popupFlag !== undefined &&
    popupFlag !== CLOSED &&
    subscribed !== undefined &&
    !subscribed;
  const showTop =
    boxesAllowed && site.topBox !== null && topFlag !== undefined && topFlag !== CLOSED;
  const showRight =
    boxesAllowed && site.rightBox !== null && rightFlag !== undefined && rightFlag !== CLOSED;

  return (
    <>
      {showTop && site.topBox && (
        <FixedBox
          config={site.topBox}
          placement="top"
          onClose={() => writeStoredValue('session', SESSION_FLAG.topBox, CLOSED)}
        />
      )}
      {showRight && site.rightBox && (
        <FixedBox
          config={site.rightBox}
          placement="right"
          onClose={() => writeStoredValue('session', SESSION_FLAG.rightBox, CLOSED)}
        />
      )}
      {showPopup && site.popup && <MailingListPopup config={site.popup} />}
    </>
  );
}
