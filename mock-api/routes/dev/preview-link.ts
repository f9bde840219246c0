/**
 * `GET /mock/preview-link?path=/products/X` → `data: {url}`: the site's draft-mode link for one
 * of its pages (`<site>/api/draft?secret=…&path=…`), so the mock console can open a preview
 * without the tester typing the shared secret. The mock knows the secret only when its publish
 * webhook is on (SITE_REVALIDATE_URL and REVALIDATE_SECRET); otherwise it says so, and the
 * console asks for the secret instead.
 */
import { ApiError, CODE } from '../../http/envelope';
import { validateQuery, yup } from '../../http/validate';
import type { RouteDef } from '../types';

export const PATH_MSG = 'path must be a page of the site: it starts with one "/"';
export const NO_SECRET_MSG =
  "The mock does not know the site's secret (set SITE_REVALIDATE_URL and REVALIDATE_SECRET): type it in the console instead";

const linkQuery = yup.object({
  path: yup
    .string()
    .strict()
    .typeError(PATH_MSG)
    .required(PATH_MSG)
    .max(500, 'path must be at most 500 characters')
    .test('page-path', PATH_MSG, (value) => /^\/(?![/\\])/.test(value)),
});

/** The site's draft-mode link for `path`. */
export function previewUrl(siteUrl: string, secret: string, path: string): string {
  const url = new URL('/api/draft', `${siteUrl}/`);
  url.searchParams.set('secret', secret);
  url.searchParams.set('path', path);
  return url.toString();
}

export const previewLinkRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/mock/preview-link',
    summary:
      "The site's preview link of ?path= (its draft mode, with the shared secret): data {url}",
    handler: async ({ req, ctx }) => {
      const { path } = await validateQuery(linkQuery, req.query);
      const secret = ctx.publish?.secret ?? '';
      if (!secret) throw new ApiError(CODE.conflict, NO_SECRET_MSG);
      return { data: { url: previewUrl(ctx.siteUrl, secret, path) } };
    },
  },
];
