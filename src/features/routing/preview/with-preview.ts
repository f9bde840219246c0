/**
 * Draft mode for a page's getStaticProps: in draft mode (the editor's cookie, set by
 * /api/draft) the page's data is loaded as a preview (drafts, no module caches) and its props
 * say so, for the preview bar. Next renders such a request on demand and stores it in no
 * cache; outside draft mode the page is loaded as it always was.
 */
import type { GetStaticProps, GetStaticPropsContext, PreviewData } from 'next';
import type { ParsedUrlQuery } from 'node:querystring';
import { recordRegeneration } from '@/lib/ops-events';
import { runAsPreview } from './preview-scope';

/** Set on the props of a page rendered in draft mode. */
export interface PreviewProps {
  preview?: true;
}

export function withPreview<P extends object, Q extends ParsedUrlQuery>(
  getStaticProps: GetStaticProps<P, Q>,
): GetStaticProps<P & PreviewProps, Q> {
  return async (context: GetStaticPropsContext<Q, PreviewData>) => {
    // Outside draft mode each run is a regeneration (or a first render): the metrics time it.
    if (!context.draftMode)
      return recordRegeneration(context.params, () => getStaticProps(context));
    const result = await runAsPreview(() => Promise.resolve(getStaticProps(context)));
    if (!('props' in result)) return result;
    return { ...result, props: { ...result.props, preview: true as const } };
  };
}
