/**
 * The one description of a folder keeping one kind of the customer's records (serial numbers,
 * orders, products, warranty claims, garage), as ../vendor-endpoints/endpoint.ts
 * `recordEndpoints` names its six endpoints: `<key>Add`, `All`, `Del`, `EditGet`, `EditPost`
 * and `Keyword`. Each folder gives its record, its form, its options and its examples.
 */
import { z } from 'zod';
import type { Envelope } from '../api-types';
import { idOnly, keywordBody, listQuery, recordId } from './fields';
import {
  answered,
  apiPage,
  bareEnvelope,
  namedEnvelope,
  type MockExtension,
  type Operation,
} from './operation';

/** The six operations of a record folder keyed `<key>Add`... */
export type RecordOperations<
  K extends string,
  All extends Envelope,
  Keyword extends Envelope,
> = Readonly<
  Record<`${K}Add` | `${K}Del` | `${K}EditGet` | `${K}EditPost`, Operation<Envelope>> &
    Record<`${K}All`, Operation<All>> &
    Record<`${K}Keyword`, Operation<Keyword>>
>;

type Row = Readonly<Record<string, unknown>>;

export interface RecordFolder<RecordSchema extends z.ZodObject> {
  /** The vendor's stem of the answers' and the id's names, e.g. `goods_verify`. */
  readonly stem: string;
  /** The record's id, in the rows and the requests, e.g. `goods_verify_id`. */
  readonly idField: string;
  /** One record in words, e.g. `serial number`. */
  readonly what: string;
  readonly record: RecordSchema;
  /** The lists the forms choose from, answered beside the records by `_all`. */
  readonly options: z.ZodRawShape;
  /** What `_add` takes. */
  readonly form: z.ZodObject;
  /** What the POST `_edit` takes: by default the id and the form. */
  readonly editForm?: z.ZodObject;
  /** The keyword search's message for a blank keyword. */
  readonly emptyKeyword: string;
  /** The fields the keyword search looks in, in words. */
  readonly searches: string;
  /** The keyword answer's list, when it is not `<stem>_all`. */
  readonly keywordAnswer?: string;
  /** How `_del` takes the id: in the query (GET) or the body (POST). */
  readonly del: 'GET' | 'POST';
  /** What each operation says beyond the shared words (its rules, its refusals). */
  readonly descriptions?: Partial<Readonly<{ add: string; editPost: string; del: string }>>;
  /** Codes answered besides the shared ones (400, 403, 404). */
  readonly codes?: Partial<Readonly<{ add: number[]; editPost: number[]; del: number[] }>>;
  readonly mockExtensions?: Partial<
    Readonly<{ add: MockExtension[]; editPost: MockExtension[]; del: MockExtension[] }>
  >;
  /** Realistic calls on the demo customer's records (each must succeed on the fixtures). */
  readonly example: {
    /** Records of the list (the first page's first rows). */
    readonly records: readonly Row[];
    /** The options, a few of each. */
    readonly options: Readonly<Record<string, unknown>>;
    readonly total: number;
    readonly add: { readonly body: Row; readonly added: Row };
    readonly edit: { readonly body: Row; readonly saved: Row; readonly msg?: string };
    /** The record `_edit` (GET) reads. */
    readonly find: Row;
    readonly delId: number;
    readonly keyword: string;
  };
}

/** The six operations of a record folder (curried as recordEndpoints: answer types first). */
export function recordOperations<All extends Envelope, Keyword extends Envelope>() {
  return <K extends string, R extends z.ZodObject>(
    key: K,
    folder: RecordFolder<R>,
  ): RecordOperations<K, All, Keyword> => {
    const { stem, idField, what, record, example } = folder;
    const listField = `${stem}_all`;
    const findField = `${stem}_find`;
    const keywordField = folder.keywordAnswer ?? listField;
    const page = (rows: number) => ({ currentPage: 1, total: rows, listRows: 10 });
    const found = namedEnvelope({ [findField]: record });
    const editForm =
      folder.editForm ?? z.object({ [idField]: recordId(idField), ...folder.form.shape });
    const shared = [400, 403, 404];
    const codes = (more: number[] = []) => [...new Set([...shared, ...more])].sort((a, b) => a - b);
    const idExample = (id: unknown) => ({ [idField]: id as number });
    const described: Readonly<Record<string, Operation>> = {
      [`${key}Add`]: {
        summary: `Adds a ${what} for the customer`,
        description: [
          `Answers the stored ${what} as \`${findField}\` (with its new \`${idField}\`).`,
          folder.descriptions?.add,
        ]
          .filter(Boolean)
          .join(' '),
        auth: 'required',
        body: folder.form,
        response: found,
        codes: codes(folder.codes?.add),
        example: {
          body: example.add.body,
          response: answered('Added successfully', { [findField]: example.add.added }),
        },
        ...(folder.mockExtensions?.add ? { mockExtensions: folder.mockExtensions.add } : {}),
      },
      [`${key}All`]: {
        summary: `A page of the customer’s ${what} records (newest first) and the forms’ options`,
        auth: 'required',
        query: listQuery,
        response: namedEnvelope({ ...folder.options, [listField]: z.array(record), page: apiPage }),
        codes: [400],
        example: {
          query: { page: 1 },
          response: answered('Success', {
            ...example.options,
            [listField]: example.records,
            page: page(example.total),
          }),
        },
      },
      [`${key}Del`]: {
        summary: `Deletes one of the customer’s ${what} records`,
        ...(folder.descriptions?.del ? { description: folder.descriptions.del } : {}),
        auth: 'required',
        ...(folder.del === 'GET' ? { query: idOnly(idField) } : { body: idOnly(idField) }),
        response: bareEnvelope,
        codes: codes(folder.codes?.del),
        example: {
          ...(folder.del === 'GET'
            ? { query: idExample(example.delId) }
            : { body: idExample(example.delId) }),
          response: answered('Deleted successfully'),
        },
        ...(folder.mockExtensions?.del ? { mockExtensions: folder.mockExtensions.del } : {}),
      },
      [`${key}EditGet`]: {
        summary: `One of the customer’s ${what} records, to edit`,
        auth: 'required',
        query: idOnly(idField),
        response: found,
        codes: codes(),
        example: {
          query: idExample(example.find[idField]),
          response: answered('Success', { [findField]: example.find }),
        },
      },
      [`${key}EditPost`]: {
        summary: `Saves one of the customer’s ${what} records`,
        description: [
          `Answers the saved ${what} as \`${findField}\`.`,
          folder.descriptions?.editPost,
        ]
          .filter(Boolean)
          .join(' '),
        auth: 'required',
        body: editForm,
        response: found,
        codes: codes(folder.codes?.editPost),
        example: {
          body: example.edit.body,
          response: answered(example.edit.msg ?? 'Saved successfully', {
            [findField]: example.edit.saved,
          }),
        },
        ...(folder.mockExtensions?.editPost
          ? { mockExtensions: folder.mockExtensions.editPost }
          : {}),
      },
      [`${key}Keyword`]: {
        summary: `Searches the customer’s ${what} records`,
        description: `The records whose ${folder.searches} holds the keyword (any case), newest first, answered as \`${keywordField}\`: every match on one page.`,
        auth: 'required',
        body: keywordBody(folder.emptyKeyword),
        mockExtensions: [
          { field: 'page', does: 'Pages the matches, 10 a page (the site pages them itself).' },
        ],
        response: namedEnvelope({ [keywordField]: z.array(record), page: apiPage }),
        codes: [400],
        example: {
          body: { goodsVerifyKeyword: example.keyword },
          response: answered('Success', {
            [keywordField]: example.records.slice(0, 1),
            page: page(1),
          }),
        },
      },
    };
    // The answers' schemas are built from `record` and `options`, of which All and Keyword
    // are the inferred types (../account-api-types.ts); the keys are `key`'s.
    return described as unknown as RecordOperations<K, All, Keyword>;
  };
}
