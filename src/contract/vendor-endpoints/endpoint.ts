/** What names one endpoint (the lists: ../endpoints.ts). */
import type { Envelope } from '../api-types';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One endpoint: `Res` is the answer's type (only a type: no value carries it). */
export interface Endpoint<Res extends Envelope = Envelope, M extends HttpMethod = HttpMethod> {
  readonly method: M;
  readonly path: string;
  /** Never set: it only carries the answer's type to the caller. */
  readonly response?: Res;
}

export function get<Res extends Envelope = Envelope>(path: string): Endpoint<Res, 'GET'> {
  return { method: 'GET', path };
}

export function post<Res extends Envelope = Envelope>(path: string): Endpoint<Res, 'POST'> {
  return { method: 'POST', path };
}

/** The folder of an endpoint's path, e.g. `/api/garage` for `/api/garage/garage_all`. */
export function endpointFolder(endpoint: Endpoint): string {
  return endpoint.path.slice(0, endpoint.path.lastIndexOf('/'));
}
