/**
 * `GET /api/support/faqs?category_id=&article_type_id=&keyword=&page=`: the FAQ list the
 * browser asks for after the first page (other pages, filters, searches). The answers are
 * CMS HTML and the one sanitizer runs on the server only, so the browser does not call the
 * API for them directly: this route does, sanitizes every answer and answers
 * `{code: 200, msg, data: FaqList}`; an API refusal is passed on as `{code, msg}` (HTTP 200),
 * bad input is 400, an API that does not answer 502.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { ApiError, MSG_SERVICE_FAILED } from '@/lib/api-client';
import { type FaqsRouteAnswer, parseFaqsQuery } from '../faq-query';
import { fetchFaqList } from './fetch-faqs.server';

export async function faqsRouteHandler(
  req: NextApiRequest,
  res: NextApiResponse<FaqsRouteAnswer>,
): Promise<void> {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    res.status(405).json({ code: 405, msg: 'Use GET' });
    return;
  }
  const filters = parseFaqsQuery(req.query);
  if (typeof filters === 'string') {
    res.status(400).json({ code: 400, msg: filters });
    return;
  }
  try {
    const data = await fetchFaqList(filters);
    // Public data: a short browser cache spares the API repeated pages.
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.status(200).json({ code: 200, msg: 'Success', data });
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'business') {
      res.status(200).json({ code: error.code, msg: error.message });
      return;
    }
    res.status(502).json({ code: 502, msg: MSG_SERVICE_FAILED });
  }
}
