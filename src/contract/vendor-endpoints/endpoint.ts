/** What names one endpoint (the lists: ../endpoints.ts). */
import type { Envelope } from '../api-types';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A value of a query string, as a call gives it. */
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

/**
 * One endpoint. `Res` is the answer's type and `Req` the type of what a call sends (the query
 * of a GET, the JSON body of a POST): only types, no value carries them.
 */
export interface Endpoint<
  Res extends Envelope = Envelope,
  M extends HttpMethod = HttpMethod,
  Req = unknown,
> {
  readonly method: M;
  readonly path: string;
  /** Never set: it only carries the answer's type to the caller. */
  readonly response?: Res;
  /** Never set: it only carries the request's type to the caller. */
  readonly request?: Req;
}

export function get<Res extends Envelope = Envelope, Req extends object = Query>(
  path: string,
): Endpoint<Res, 'GET', Req> {
  return { method: 'GET', path };
}

export function post<Res extends Envelope = Envelope, Req extends object = object>(
  path: string,
): Endpoint<Res, 'POST', Req> {
  return { method: 'POST', path };
}

/** The folder of an endpoint's path, e.g. `/api/garage` for `/api/garage/garage_all`. */
export function endpointFolder(endpoint: Endpoint): string {
  return endpoint.path.slice(0, endpoint.path.lastIndexOf('/'));
}

/** `goodsVerify` → `goods_verify`: a key's words as the vendor's paths spell them. */
function snake(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/**
 * The six endpoints of a folder keeping one kind of the customer's records (garage, orders,
 * boxes, serial numbers, warranty claims): `<key>_add`, `_all`, `_del`, `_edit` (GET and
 * POST) and `_keyword`, keyed `<key>Add`... Only `_del`'s method differs between the folders.
 * Curried so that the answers' types are given and the key and method inferred.
 */
export function recordEndpoints<All extends Envelope, Keyword extends Envelope>() {
  return <K extends string, Del extends 'GET' | 'POST'>(folder: string, key: K, del: Del) => {
    const at = (action: string) => `${folder}/${snake(key)}_${action}`;
    return {
      [`${key}Add`]: post(at('add')),
      [`${key}All`]: get<All>(at('all')),
      [`${key}Del`]: { method: del, path: at('del') },
      [`${key}EditGet`]: get(at('edit')),
      [`${key}EditPost`]: post(at('edit')),
      [`${key}Keyword`]: post<Keyword>(at('keyword')),
    } as RecordEndpoints<K, All, Keyword, Del>;
  };
}

type RecordEndpoints<
  K extends string,
  All extends Envelope,
  Keyword extends Envelope,
  Del extends HttpMethod,
> = Readonly<
  Record<`${K}Add` | `${K}EditPost`, Endpoint<Envelope, 'POST'>> &
    Record<`${K}All`, Endpoint<All, 'GET'>> &
    Record<`${K}Del`, Endpoint<Envelope, Del>> &
    Record<`${K}EditGet`, Endpoint<Envelope, 'GET'>> &
    Record<`${K}Keyword`, Endpoint<Keyword, 'POST'>>
>;

/**
 * The five endpoints of a folder of issue threads (car issues, product issues): the issues'
 * `<key>_add`, `_all` and `_end`, and their messages' `<messages>_all` and `_send`.
 */
export function issueEndpoints<
  All extends Envelope,
  Messages extends Envelope,
  Sent extends Envelope,
>() {
  return <K extends string, M extends string>(folder: string, key: K, messages: M) => {
    const at = (name: string, action: string) => `${folder}/${snake(name)}_${action}`;
    return {
      [`${key}Add`]: post(at(key, 'add')),
      [`${key}All`]: get<All>(at(key, 'all')),
      [`${key}End`]: get(at(key, 'end')),
      [`${messages}All`]: get<Messages>(at(messages, 'all')),
      [`${messages}Send`]: post<Sent>(at(messages, 'send')),
    } as IssueEndpoints<K, M, All, Messages, Sent>;
  };
}

/** The five endpoints of an issue folder, with their answers (also the schemas' operations). */
export type IssueEndpoints<
  K extends string,
  M extends string,
  All extends Envelope,
  Messages extends Envelope,
  Sent extends Envelope,
> = Readonly<
  Record<`${K}Add`, Endpoint<Envelope, 'POST'>> &
    Record<`${K}All`, Endpoint<All, 'GET'>> &
    Record<`${K}End`, Endpoint<Envelope, 'GET'>> &
    Record<`${M}All`, Endpoint<Messages, 'GET'>> &
    Record<`${M}Send`, Endpoint<Sent, 'POST'>>
>;
