export { default } from '@/features/catalogue/search/search-view';
export { getSearchServerSideProps as getServerSideProps } from '@/features/catalogue/search/api/get-search';
