import { getAssociationStaticProps } from '@/features/auth/api/get-auth-pages';
import { withPreview } from '@/features/routing/preview/with-preview';

export { default } from '@/features/auth/association/association-view';

/** In draft mode the page shows the drafts (src/features/routing/preview/with-preview.ts). */
export const getStaticProps = withPreview(getAssociationStaticProps);
