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
