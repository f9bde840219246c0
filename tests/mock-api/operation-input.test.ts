/**
 * The documented endpoints' input layer (mock-api/http/operation-input.ts): a schema reads the
 * query or body, the first failing field's message is the refusal, strict answers keep only
 * documented fields.
 */
import { z } from 'zod';
import { ApiError } from '../../mock-api/http/envelope';
import {
  documentedFields,
  readBody,
  readOperationInput,
  readQuery,
} from '../../mock-api/http/operation-input';
import { filterId, page, requiredText, text } from '../../src/contract/schemas/fields';
import { envelope, type Operation } from '../../src/contract/schemas/operation';

const query = z.object({
  region_id: filterId('region_id', 'Please select a region (0 for all)'),
  page: page(),
  keywords: text('keywords').optional(),
});

function refusal(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    if (error instanceof ApiError) return `${error.code} ${error.message}`;
    throw error;
  }
  throw new Error('no refusal');
}

describe('readQuery', () => {
  it('reads plain decimal text as numbers, applies defaults and drops unknown parameters', () => {
    expect(readQuery(query, { region_id: '3', other: 'x' })).toEqual({ region_id: 3, page: 1 });
  });

  it('refuses with the first failing field’s message', () => {
    expect(refusal(() => readQuery(query, {}))).toBe('400 Please select a region (0 for all)');
    expect(refusal(() => readQuery(query, { region_id: '0x10' }))).toBe(
      '400 region_id must be a number',
    );
    expect(refusal(() => readQuery(query, { region_id: '-1' }))).toBe(
      '400 region_id must be 0 (all) or an id',
    );
    expect(refusal(() => readQuery(query, { region_id: '1', page: '1.5' }))).toBe(
      '400 page must be a whole number',
    );
  });

  it('counts an empty parameter as absent and refuses one given twice', () => {
    expect(refusal(() => readQuery(query, { region_id: '' }))).toBe(
      '400 Please select a region (0 for all)',
    );
    expect(refusal(() => readQuery(query, { region_id: ['1', '2'] }))).toBe(
      '400 region_id must be a single value',
    );
  });
});

describe('readBody', () => {
  const body = z.object({ title: requiredText('title', 'Please enter a title', 10) });

  it('never converts text, and refuses what is not an object', () => {
    expect(readBody(body, { title: ' A ' })).toEqual({ title: ' A ' });
    expect(refusal(() => readBody(body, { title: 5 }))).toBe('400 title must be text');
    expect(refusal(() => readBody(body, { title: '   ' }))).toBe('400 Please enter a title');
    expect(refusal(() => readBody(body, ['x']))).toBe('400 The request body must be a JSON object');
  });
});

describe('an operation', () => {
  const response = envelope({ list: z.array(z.object({ id: z.number() })) });
  const operation: Operation<z.infer<typeof response>> = {
    summary: 'A list',
    query,
    response,
    example: { response: { code: 200, msg: 'Success', list: [] } },
  };

  it('reads a GET’s query', () => {
    expect(readOperationInput(operation, { query: { region_id: '2' }, body: {} })).toEqual({
      region_id: 2,
      page: 1,
    });
  });

  it('answers in strict mode only the documented fields, at every depth', () => {
    const answered = { list: [{ id: 1, secret: 'x' }], extra: true };
    expect(documentedFields(operation, answered)).toEqual({ list: [{ id: 1 }] });
  });
});
