import { errorStatus } from '@/features/routing/error-status';

describe('errorStatus', () => {
  it('reads statusCode, then status, then response.status', () => {
    expect(errorStatus({ statusCode: 404 })).toBe(404);
    expect(errorStatus({ status: 403 })).toBe(403);
    expect(errorStatus({ response: { status: 502 } })).toBe(502);
  });

  it('takes the first source that names an error status', () => {
    expect(errorStatus({ statusCode: 200 }, { status: 404 })).toBe(404);
  });

  it('defaults to 500', () => {
    expect(errorStatus()).toBe(500);
    expect(errorStatus(null, undefined, { statusCode: 'x' })).toBe(500);
  });
});
