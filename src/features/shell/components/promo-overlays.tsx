import dynamic from 'next/dynamic';
import { SESSION_FLAG } from '@/config/constants';
import type { SiteData } from '@/lib/site-types';
import { closePromo, usePromos } from '../hooks/use-promos';

// Fetched only when a visitor is actually shown one of them.
const MailingListPopup = dynamic(
  () => import('./mailing-list-popup').then((m) => m.MailingListPopup),
  { ssr: false },
);
const PromoBar = dynamic(() => import('./promo-bar').then((m) => m.PromoBar), { ssr: false });
const PromoTab = dynamic(() => import('./promo-tab').then((m) => m.PromoTab), { ssr: false });

/**
 * The top box (config 34) as a slim bar in the page's flow above the header: it pushes
 * the page down rather than covering the hero. Desktop only; it does not wait for the popup.
 */
export function PromoTopBar({ site }: { site: SiteData }) {
  const promos = usePromos(site);
  if (!promos.topBar || !site.topBox) return null;
  return <PromoBar config={site.topBox} onClose={() => closePromo(SESSION_FLAG.topBox)} />;
}

/**
 * The mailing-list popup (config 33) and the right box (config 35) as a side tab, each on its
 * own session flag: the modal popup sits above the tab while both are open.
 */
export function PromoOverlays({ site }: { site: SiteData }) {
  const promos = usePromos(site);
  return (
    <>
      {promos.rightTab && site.rightBox && (
        <PromoTab config={site.rightBox} onClose={() => closePromo(SESSION_FLAG.rightBox)} />
      )}
      {promos.popup && site.popup && <MailingListPopup config={site.popup} />}
    </>
  );
}
