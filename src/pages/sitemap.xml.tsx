export { getSitemapServerSideProps as getServerSideProps } from '@/features/routing/sitemap';

/** The response is written in getServerSideProps; nothing renders. */
export default function Sitemap() {
  return null;
}
