export { getRobotsServerSideProps as getServerSideProps } from '@/features/routing/sitemap';

/** The response is written in getServerSideProps; nothing renders. */
export default function Robots() {
  return null;
}
