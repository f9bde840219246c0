import { readBase64Code } from '@/features/auth/base64';

const STANDARD = Buffer.from('{"id":"x>?a","email":"new@gmail.com"}').toString('base64');

describe('the code of /association', () => {
  it('accepts standard base64, with or without padding', () => {
    expect(STANDARD).toMatch(/[+=]/);
    expect(readBase64Code(STANDARD)).toBe(STANDARD);
    expect(readBase64Code(STANDARD.replace(/=+$/, ''))).toBe(STANDARD.replace(/=+$/, ''));
  });

  it('reads spaces back as the + a query string turned into them', () => {
    expect(readBase64Code(STANDARD.replace(/\+/g, ' '))).toBe(STANDARD);
  });

  it('accepts URL-safe base64', () => {
    const urlSafe = Buffer.from('{"id":"x>?a"}').toString('base64url');
    expect(readBase64Code(urlSafe)).toBe(urlSafe);
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['given twice', [STANDARD, STANDARD]],
    ['made of other characters', '%%not*base64%%'],
    ['one letter past a whole group', 'abcde'],
    ['padded in the middle', 'ab==cd'],
    ['over-padded', 'abc==='],
  ])('refuses a code that is %s', (_name, value) => {
    expect(readBase64Code(value)).toBeNull();
  });
});
