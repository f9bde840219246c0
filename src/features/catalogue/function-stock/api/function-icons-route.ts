import type { NextApiRequest, NextApiResponse } from 'next';
import { functionIconSvg, isFunctionClass, isFunctionIcon } from '../function-icons';

/** `<icon>-<class>.svg`, as ../function-picture-url.ts writes it. */
const NAME = /^([A-Za-z]+)-(\d)\.svg$/;

/**
 * GET /api/function-icons/<icon>-<class>.svg: a sample function's picture, drawn from the
 * icon's path and the class's colours. Anything else is a 404 (a 405 for another method).
 */
export function functionIconsRouteHandler(req: NextApiRequest, res: NextApiResponse): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).json({ code: 405, msg: 'Use GET' });
    return;
  }
  const raw = req.query.name;
  const match = NAME.exec((Array.isArray(raw) ? raw[0] : raw) ?? '');
  const icon = match?.[1] ?? '';
  const classId = Number(match?.[2]);
  if (!match || !isFunctionIcon(icon) || !isFunctionClass(classId)) {
    res.status(404).json({ code: 404, msg: 'No such picture' });
    return;
  }
  // The pictures change only with a release of the site.
  res.setHeader('Cache-Control', 'public, max-age=86400');
  res.setHeader('Content-Type', 'image/svg+xml');
  res.status(200).send(functionIconSvg(icon, classId));
}
