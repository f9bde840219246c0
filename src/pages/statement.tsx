export { default } from '@/features/content/views/statement-view';
export { getStatementStaticProps as getStaticProps } from '@/features/content/api/get-statement';
