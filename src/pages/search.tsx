export { default } from '@/features/catalogue/views/search-view';
export { getSearchServerSideProps as getServerSideProps } from '@/features/catalogue/api/get-search';
