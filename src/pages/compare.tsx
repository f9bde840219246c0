export { default } from '@/features/catalogue/compare/compare-view';
export { getCompareServerSideProps as getServerSideProps } from '@/features/catalogue/compare/api/get-compare';
