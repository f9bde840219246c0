/** `/sitemaps/N.xml` (the segment is `N.xml`): one shard of the sitemap index. */
export { getSitemapShardServerSideProps as getServerSideProps } from '@/features/routing/sitemap';

/** The response is written in getServerSideProps; nothing renders. */
export default function SitemapShard() {
  return null;
}
