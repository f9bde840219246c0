import { getStatementStaticProps } from '@/features/content/statement/api/get-statement';
import { withPreview } from '@/features/routing/preview/with-preview';

export { default } from '@/features/content/statement/statement-view';

/** In draft mode the page shows the drafts (src/features/routing/preview/with-preview.ts). */
export const getStaticProps = withPreview(getStatementStaticProps);
