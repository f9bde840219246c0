export { getProductContentServerSideProps as getServerSideProps } from '@/features/routing/product-content';

/** Always redirects or answers 404 in getServerSideProps; nothing renders. */
export default function ProductContent() {
  return null;
}
