/**
 * What the vendor documents as each endpoint's input: the query parameters of a GET, the body
 * fields of a POST, read from its operation's schema (src/contract/schemas/) less the mock's
 * own extensions. Strict mode (./strict.ts) drops everything else before a route reads the
 * request, as the vendor's API ignores what it does not document.
 */
import { VENDOR_ENDPOINTS, type Endpoint } from '../../src/contract/endpoints';
import { OPERATIONS } from '../../src/contract/schemas/index';
import { undocumentedFields, type Operation } from '../../src/contract/schemas/operation';
import { endpointKey } from './endpoints';

function documentedNames(operation: Operation): ReadonlySet<string> {
  const schema = operation.query ?? operation.body;
  const extensions = undocumentedFields(operation);
  return new Set(Object.keys(schema?.shape ?? {}).filter((name) => !extensions.has(name)));
}

function documented(): [string, ReadonlySet<string>][] {
  const entries: [string, ReadonlySet<string>][] = [];
  for (const [folder, endpoints] of Object.entries(VENDOR_ENDPOINTS)) {
    const operations: Readonly<Record<string, Operation>> =
      OPERATIONS[folder as keyof typeof OPERATIONS];
    for (const [key, endpoint] of Object.entries(endpoints as Record<string, Endpoint>)) {
      const path = endpoint.path.startsWith('/') ? endpoint.path : `/${endpoint.path}`;
      entries.push([endpointKey(endpoint.method, path), documentedNames(operations[key]!)]);
    }
  }
  return entries;
}

/** Every documented endpoint's input names, by endpointKey. */
export const DOCUMENTED_PARAMS: ReadonlyMap<string, ReadonlySet<string>> = new Map(documented());

/** The names `method path` documents, or undefined for an endpoint the vendor does not list. */
export function documentedParams(method: string, path: string): ReadonlySet<string> | undefined {
  return DOCUMENTED_PARAMS.get(endpointKey(method, path));
}
