/**
 * `GET /mock/preview-link?path=/products/X` → `data: {url}`: the site's draft-mode link for one
 * of its pages (`<site>/api/draft?secret=…&path=…`), so the mock console can open a preview
 * without the tester typing the shared secret. The mock knows the secret only when its publish
 * webhook is on (SITE_REVALIDATE_URL and REVALIDATE_SECRET); otherwise it says so, and the
 * console asks for the secret instead.
 *
 * The link carries the site's secret, so it is given only to a request addressed to the mock
 * by a loopback name: a foreign domain pointed at 127.0.0.1 (DNS rebinding, whose same-origin
 * GETs carry no Origin for the guard to refuse) does not get it.
 */
import { ApiError, CODE } from '../../http/envelope';
import { validateQuery, yup } from '../../http/validate';
import type { RouteDef } from '../types';
import { isLoopbackHost } from './guard';

export const PATH_MSG = 'path must be a page of the site: it starts with one "/"';
export const HOST_MSG =
  'The preview link is given only to a request addressed to the mock as 127.0.0.1, localhost or [::1]';
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
      if (!isLoopbackHost(req.headers.host)) throw new ApiError(CODE.forbidden, HOST_MSG, 403);
      const { path } = await validateQuery(linkQuery, req.query);
      const secret = ctx.publish?.secret ?? '';
      if (!secret) throw new ApiError(CODE.conflict, NO_SECRET_MSG);
      return { data: { url: previewUrl(ctx.siteUrl, secret, path) } };
    },
  },
];
