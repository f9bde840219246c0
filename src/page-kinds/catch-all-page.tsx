import { Seo } from '@/components/seo';
import type { CatchAllProps } from './types';
import { PageKindView } from './views';

/** The CMS catch-all page: the SEO head and the view of the page's kind. */
export default function CatchAllPage({ seo, page }: CatchAllProps) {
  return (
    <>
      <Seo seo={seo} />
      <PageKindView page={page} />
    </>
  );
}
