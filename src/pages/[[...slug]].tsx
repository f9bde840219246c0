export { default } from '@/page-kinds/catch-all-page';
export { getStaticPaths, getStaticProps } from '@/page-kinds/catch-all-data';
