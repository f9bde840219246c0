export { default } from '@/features/auth/association/association-view';
export { getAssociationStaticProps as getStaticProps } from '@/features/auth/api/get-auth-pages';
