/**
 * `GET /mock/preview-link?path=/products/X` → `data: {url, expires}`: the site's draft-mode link
 * for one of its pages (`<site>/api/draft?path=…&token=…`), so the mock console can open a
 * preview without the tester typing a secret. The token opens that one page's preview for a
 * few minutes (src/contract/preview-token.ts); the secret itself never leaves the mock. The
 * mock signs it with its preview secret (PREVIEW_SECRET, else REVALIDATE_SECRET, as the site);
 * without one it says so, and the console asks for the secret instead.
 *
 * A token still opens drafts, so it is given only to the mock's own page or a tool on this
 * machine: to a request addressed to the mock by a loopback name (a foreign domain pointed at
 * 127.0.0.1, DNS rebinding, does not get it) and carrying no Origin but the mock's own (a script
 * of the site's origin, which the dev routes otherwise let in, does not either).
 */
import { signPreviewToken } from '../../../src/contract/cms-signing';
import { PREVIEW_TOKEN_TTL_S, previewLinkUrl } from '../../../src/contract/preview-token';
import { ApiError, CODE } from '../../http/envelope';
import { validateQuery, yup } from '../../http/validate';
import type { RouteDef } from '../types';
import { isLoopbackHost, isOwnOrigin } from './guard';

export const PATH_MSG = 'path must be a page of the site: it starts with one "/"';
export const HOST_MSG =
  'The preview link is given only to a request addressed to the mock as 127.0.0.1, localhost or [::1]';
export const ORIGIN_MSG =
  "The preview link is given only to the mock's own page or a tool on this machine, not to another origin";
export const NO_SECRET_MSG =
  "The mock does not know the site's preview secret (set PREVIEW_SECRET or REVALIDATE_SECRET): type it in the console instead";

const linkQuery = yup.object({
  path: yup
    .string()
    .strict()
    .typeError(PATH_MSG)
    .required(PATH_MSG)
    .max(500, 'path must be at most 500 characters')
    .test('page-path', PATH_MSG, (value) => /^\/(?![/\\])/.test(value)),
});

/** The site's draft-mode link for `path`, valid PREVIEW_TOKEN_TTL_S from `nowS`. */
export function previewUrl(siteUrl: string, secret: string, path: string, nowS: number): string {
  const token = signPreviewToken(secret, path, nowS);
  if (token === null) throw new ApiError(CODE.conflict, NO_SECRET_MSG);
  return previewLinkUrl(siteUrl, path, token);
}

export const previewLinkRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/mock/preview-link',
    summary:
      "The site's preview link of ?path= (its draft mode, with a token for that page, valid 5 minutes): data {url, expires}",
    handler: async ({ req, ctx }) => {
      if (!isLoopbackHost(req.headers.host)) throw new ApiError(CODE.forbidden, HOST_MSG, 403);
      const origin = req.headers.origin;
      // A browser marks a request of another origin even when it sends no Origin (no-cors).
      const fetchSite = req.headers['sec-fetch-site'];
      const foreignFetch =
        fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
      if ((origin !== undefined && !isOwnOrigin(req, origin)) || foreignFetch) {
        throw new ApiError(CODE.forbidden, ORIGIN_MSG, 403);
      }
      const { path } = await validateQuery(linkQuery, req.query);
      const secret = ctx.previewSecret ?? '';
      if (!secret) throw new ApiError(CODE.conflict, NO_SECRET_MSG);
      // The site checks the token on the wall clock, whatever clock the mock's data runs on.
      const nowS = Math.floor(Date.now() / 1000);
      const expires = new Date((nowS + PREVIEW_TOKEN_TTL_S) * 1000).toISOString();
      return { data: { url: previewUrl(ctx.siteUrl, secret, path, nowS), expires } };
    },
  },
];
