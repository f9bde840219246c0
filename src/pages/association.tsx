export { default } from '@/features/auth/views/association-view';
export { getAssociationStaticProps as getStaticProps } from '@/features/auth/api/get-auth-pages';
