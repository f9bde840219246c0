/**
 * Data side of our own customer-area pages (own-pages.ts): the same frame as the menu's
 * pages (the Personal Center's side menu), served at a fixed path. Kept apart from the view
 * so none of it reaches the browser bundle.
 */
import type { GetStaticProps } from 'next';
import { REVALIDATE_CONTENT, REVALIDATE_NOT_FOUND } from '@/config/constants';
import { buildSeo } from '@/lib/seo';
import { getSite } from '@/lib/site-data';
import type { CatchAllProps } from '@/page-kinds/types';
import type { OwnAccountPage } from '../own-pages';
import { getOwnAccountPage } from './get-account-page';

export function ownPageStaticProps(page: OwnAccountPage): GetStaticProps<CatchAllProps> {
  return async () => {
    const { tree, site } = await getSite();
    const props = getOwnAccountPage(tree, page);
    if (!props) return { notFound: true, revalidate: REVALIDATE_NOT_FOUND };
    return {
      props: {
        site,
        seo: buildSeo({ name: page.name, path: page.path }, site.siteTitle),
        page: { kind: 'account', props },
        structuredData: [],
      },
      revalidate: REVALIDATE_CONTENT,
    };
  };
}
