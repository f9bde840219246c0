import { Seo } from '@/components/seo';
import type { CatchAllProps } from './types';
import { PageKindView } from './views';

/** The CMS catch-all page: the SEO head and the view of the page's kind. */
export default function CatchAllPage({ seo, page, structuredData }: CatchAllProps) {
  return (
    <>
      <Seo seo={seo} structuredData={structuredData.length > 0 ? structuredData : undefined} />
      <PageKindView page={page} />
    </>
  );
}
