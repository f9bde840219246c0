/** A request and a response recorder for the site's API route handlers (ops, draft mode). */
import { Readable } from 'node:stream';
import type { NextApiRequest, NextApiResponse } from 'next';

export interface Recorded {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  /** Where a redirect went. */
  location: string | null;
  /** The draft mode switches asked of Next, in order. */
  draftMode: boolean[];
}

export function getRequest(
  options: {
    query?: Record<string, unknown>;
    headers?: Record<string, string>;
    remoteAddress?: string;
    method?: string;
  } = {},
): NextApiRequest {
  return {
    method: options.method ?? 'GET',
    query: options.query ?? {},
    headers: options.headers ?? {},
    socket: { remoteAddress: options.remoteAddress ?? '127.0.0.1' },
  } as unknown as NextApiRequest;
}

/** What `res.revalidate` does (the revalidation handlers call it); none when left out. */
type Revalidate = (path: string, opts?: { unstable_onlyGenerated?: boolean }) => Promise<void>;

/** A POST with a raw body, as Next hands it over with its body parser off. */
export function rawPost(
  body: string,
  query: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): NextApiRequest {
  return Object.assign(Readable.from([Buffer.from(body)]), {
    method: 'POST',
    query,
    headers,
  }) as unknown as NextApiRequest;
}

export function recorder(revalidate?: Revalidate): { res: NextApiResponse; answer: Recorded } {
  const answer: Recorded = {
    status: 0,
    headers: {},
    body: undefined,
    location: null,
    draftMode: [],
  };
  const res = {
    /** As Node's response keeps it, for handlers that read it back (the ops counters). */
    statusCode: 200,
    setHeader(name: string, value: string) {
      answer.headers[name.toLowerCase()] = value;
      return res;
    },
    status(code: number) {
      answer.status = code;
      res.statusCode = code;
      return res;
    },
    json(body: unknown) {
      answer.body = body;
      return res;
    },
    send(body: unknown) {
      answer.body = body;
      return res;
    },
    redirect(status: number, url: string) {
      answer.status = status;
      answer.location = url;
      return res;
    },
    end() {
      return res;
    },
    setDraftMode({ enable }: { enable: boolean }) {
      answer.draftMode.push(enable);
      return res;
    },
    revalidate,
  } as unknown as NextApiResponse;
  return { res, answer };
}
