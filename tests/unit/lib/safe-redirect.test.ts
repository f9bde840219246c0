import { paths } from '@/lib/paths';
import { safeRedirect } from '@/lib/safe-redirect';

describe('safeRedirect (the remembered path of /login?redirect=)', () => {
  it.each([
    '/',
    '/personal-center/user-info',
    '/personal-center/services/garage?page=2',
    '/products/code-reader#specs',
    '/search?type=goods&keywords=obd%20scanner',
    '/blogs/how-to-read-a-code',
  ])('follows the same-origin path %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with a path', '//evil.example/personal-center'],
    ['three slashes', '///evil.example'],
    ['an https URL', 'https://evil.example/'],
    ['an http URL', 'http://evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a javascript: URL in capitals', 'JavaScript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a backslash host', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a backslash later in the path', '/personal-center\\..\\evil'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline that browsers drop', '/\n/evil.example'],
    ['a relative path', 'personal-center'],
    ['a leading space', ' /personal-center'],
    ['an empty string', ''],
    ['the login page itself', '/login'],
    ['the login page with a query', '/login?redirect=%2F'],
    ['the login page with a trailing slash', '/LOGIN/'],
  ])('falls back to / for %s', (_name, value) => {
    expect(safeRedirect(value)).toBe('/');
  });

  it.each([
    ['absent', undefined],
    ['null', null],
    ['given twice (an array)', ['/personal-center', '/blogs']],
    ['a number', 42],
  ])('falls back to / when the parameter is %s', (_name, value) => {
    expect(safeRedirect(value)).toBe('/');
  });

  it('reads back what paths.login() writes', () => {
    const target = '/personal-center/services/garage?page=2';
    const url = new URL(paths.login(target), 'http://localhost');
    expect(url.pathname).toBe('/login');
    expect(safeRedirect(url.searchParams.get('redirect'))).toBe(target);
  });

  it('leaves the parameter out for the home page', () => {
    expect(paths.login('/')).toBe('/login');
    expect(paths.login()).toBe('/login');
  });
});
