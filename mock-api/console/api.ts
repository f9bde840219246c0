/**
 * The console's one way to call the mock: the same JSON dev routes curl uses, on this origin.
 * Every answer is an envelope `{code, msg, ...}`; anything but 200/201 throws its `msg`, which
 * the panels show as it is.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Envelope {
  code: number;
  msg: string;
  [field: string]: unknown;
}

export class RouteError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'RouteError';
  }
}

/** Calls a dev route and returns its envelope; throws a RouteError with the route's msg. */
export async function callRoute(method: Method, path: string, body?: unknown): Promise<Envelope> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
    });
  } catch {
    throw new RouteError(0, `${method} ${path}: the mock did not answer`);
  }
  const answer = (await response.json().catch(() => null)) as Envelope | null;
  if (!answer || typeof answer.code !== 'number') {
    throw new RouteError(response.status, `${method} ${path}: HTTP ${response.status}`);
  }
  if (answer.code !== 200 && answer.code !== 201) {
    throw new RouteError(answer.code, String(answer.msg ?? `code ${answer.code}`));
  }
  return answer;
}

/** A route's `data`, typed by the caller (the routes' answers are documented beside them). */
export async function routeData<T>(method: Method, path: string, body?: unknown): Promise<T> {
  return (await callRoute(method, path, body)).data as T;
}

/** `path?key=value&…` without the empty values. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** A thrown value as text for an Alert. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
