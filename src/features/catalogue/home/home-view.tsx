import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { HomeAlbums } from './components/home-albums';
import { HomeBanner } from './components/home-banner';
import { HomeIntro } from './components/home-intro';
import { HomeSupport } from './components/home-support';
import { HomeTabs } from './components/home-tabs';
import type { HomeProps } from '../types';

/** Home: banners, introduction, product tabs, albums, support grid. */
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
      <HomeIntro about={about} intro={intro} contacts={contacts} />
      <HomeTabs tabs={tabs} />
      <HomeAlbums albums={albums} />
      <HomeSupport support={support} />
    </>
  );
}
