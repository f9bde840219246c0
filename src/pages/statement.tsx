export { default } from '@/features/content/statement/statement-view';
export { getStatementStaticProps as getStaticProps } from '@/features/content/statement/api/get-statement';
