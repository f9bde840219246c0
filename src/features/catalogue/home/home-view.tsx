import { HydrateLater } from '@/components/hydrate-later';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { HomeAlbums } from './components/home-albums';
import { HomeBanner } from './components/home-banner';
import { HomeIntro } from './components/home-intro';
import { HomeSupport } from './components/home-support';
import { HomeTabs } from './components/home-tabs';
import type { HomeProps } from '../types';

/**
 * Home: banners, introduction, product tabs, albums, support grid. All but the banner
 * (the product and album carousels: many cards, below the first screen) hydrate after the
 * rest of the page, in slices the browser can interrupt (HydrateLater).
 */
export default function HomeView({
  siteTitle,
  banners,
  about,
  intro,
  contacts,
  tabs,
  albums,
  support,
}: HomeProps) {
  return (
    <>
      <VisuallyHidden as="h1">{siteTitle}</VisuallyHidden>
      <HomeBanner banners={banners} />
      <HydrateLater>
        <HomeIntro about={about} intro={intro} contacts={contacts} />
        <HomeTabs tabs={tabs} />
        <HomeAlbums albums={albums} />
        <HomeSupport support={support} />
      </HydrateLater>
    </>
  );
}
