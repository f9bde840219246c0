/**
 * Every endpoint the vendor documents, from the contract (src/contract/endpoints.ts). The server
 * answers each one: the implemented ones through routes/, the others with
 * `{code: 501, msg: 'Not implemented yet'}` (HTTP 200), so every path is at least reserved.
 * IMPLEMENTED_ENDPOINTS in routes/index.ts is the honest list of what works.
 */
import { type HttpMethod, VENDOR_ENDPOINT_LIST } from '../../src/contract/endpoints';

export type { HttpMethod };

export const SPEC_ENDPOINTS: readonly (readonly [HttpMethod, string])[] = VENDOR_ENDPOINT_LIST.map(
  ({ method, path }) => [method, path] as const,
);

export const NOT_IMPLEMENTED_MSG = 'Not implemented yet';

/**
 * `GET /api/buy/letter_find`: one name for `method path` as the routes match it (Express matches
 * paths in any case and with an optional trailing slash; HEAD is answered as GET). Strict mode's
 * allow-list (./strict.ts) and its table of documented input (./strict-params.ts) key on it.
 */
export function endpointKey(method: string, path: string): string {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  return `${verb} ${path.replace(/\/+$/, '').toLowerCase()}`;
}
