/**
 * `GET /api/suggest?keywords=K`: the names the header's search box offers while the visitor
 * types (../suggestions.ts), as `{code: 200, msg, data: [{kind, title, href}]}`. The site's own
 * route: the index lives on the server only. Its lists failing is 502 (the box then offers
 * nothing and Enter still searches).
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { MSG_SERVICE_FAILED } from '@/lib/api-client';
import type { SuggestAnswer } from '@/lib/search-suggest';
import { suggestionsFrom } from '../suggestions';
import { getCatalogueIndex } from './catalogue-index';

export async function suggestRouteHandler(
  req: NextApiRequest,
  res: NextApiResponse<SuggestAnswer>,
): Promise<void> {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    res.status(405).json({ code: 405, msg: 'Use GET' });
    return;
  }
  const raw = req.query.keywords;
  const keywords = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  try {
    const data = suggestionsFrom(await getCatalogueIndex(), keywords);
    // Public and short-lived, like the search page's answers.
    res.setHeader('Cache-Control', 'public, max-age=60, s-maxage=60');
    res.status(200).json({ code: 200, msg: 'Success', data });
  } catch (error) {
    console.warn('suggest: the index could not be built', error);
    res.setHeader('Cache-Control', 'no-store');
    res.status(502).json({ code: 502, msg: MSG_SERVICE_FAILED });
  }
}
