import { Seo } from '@/components/seo';
import type { StatementProps } from './api/get-statement';
import CategoryPageView from '../category-page/category-page-view';

export default function StatementView({ seo, statement }: StatementProps) {
  return (
    <>
      <Seo seo={seo} />
      <CategoryPageView {...statement} />
    </>
  );
}
