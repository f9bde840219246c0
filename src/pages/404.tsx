import type { GetStaticProps } from 'next';
import { getNotFoundProps } from '@/features/routing/not-found/api/get-not-found';
import type { NotFoundProps } from '@/features/routing/types';
import { NotFoundView } from '@/features/routing/not-found/not-found-view';

export const getStaticProps: GetStaticProps<NotFoundProps> = () => getNotFoundProps();

export default function NotFoundPage({ products }: NotFoundProps) {
  return <NotFoundView products={products} />;
}
