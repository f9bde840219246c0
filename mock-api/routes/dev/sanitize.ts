/**
 * `POST /mock/sanitize` `{html}` → `data: {html}`: what the site keeps of an HTML field, through
 * the site's own sanitizer (src/lib/sanitize.ts), so the mock console previews a CMS edit as
 * the public page will show it.
 */
import { sanitizeHtml } from '../../../src/lib/sanitize';
import { text, validateBody, yup } from '../../http/validate';
import type { RouteDef } from '../types';

/** As long as a body may be (the mock refuses bodies over 100 kB anyway). */
export const MAX_SANITIZE = 100_000;

const sanitizeBody = yup.object({
  html: text('html', MAX_SANITIZE).required('html is required'),
});

export const sanitizeRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/mock/sanitize',
    summary: "What the site's sanitizer keeps of {html}: data {html}",
    handler: async ({ req }) => {
      const { html } = await validateBody(sanitizeBody, req.body);
      return { data: { html: sanitizeHtml(html) } };
    },
  },
];
