/** Static props of the two routes of the feature: /login and /association. */
import type { GetStaticProps } from 'next';
import { REVALIDATE_CONTENT } from '@/config/constants';
import { paths } from '@/lib/paths';
import { buildSeo, type SeoFields } from '@/lib/seo';
import { getSite } from '@/lib/site-data';
import type { SiteData } from '@/lib/site-types';
import { BIND_TITLE, SIGN_IN_TITLE } from '../copy';
import type { LoginPageProps } from '../types';
import { termsOfServicePath } from '../terms-path';

/** /login shows no header nor footer: the title, the logo and the login picture are enough. */
export const getLoginStaticProps: GetStaticProps<LoginPageProps> = async () => {
  const { site, tree } = await getSite();
  return {
    props: {
      seo: buildSeo({ name: SIGN_IN_TITLE, path: paths.login() }, site.siteTitle),
      siteTitle: site.siteTitle,
      logo: site.logo,
      loginPicture: site.loginPicture,
      termsPath: termsOfServicePath(tree),
    },
    revalidate: REVALIDATE_CONTENT,
  };
};

export interface AssociationPageProps {
  site: SiteData;
  seo: SeoFields;
  /** The customer terms page the consent links to. */
  termsPath: string;
}

/** /association: the bind form inside the usual header and footer. */
export const getAssociationStaticProps: GetStaticProps<AssociationPageProps> = async () => {
  const { site, tree } = await getSite();
  return {
    props: {
      site,
      seo: buildSeo({ name: BIND_TITLE, path: paths.association() }, site.siteTitle),
      termsPath: termsOfServicePath(tree),
    },
    revalidate: REVALIDATE_CONTENT,
  };
};
