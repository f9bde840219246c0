import { JSDOM } from 'jsdom';
import sanitize from 'sanitize-html';
import { ALLOWED_IFRAME_HOSTS, sanitizeHtml, sanitizeOptions } from '@/lib/sanitize';
import { XSS_VECTORS } from './sanitize-corpus';

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const URL_ATTRIBUTES = ['href', 'src', 'poster', 'cite', 'srcset', 'action', 'formaction', 'data'];

function allowedAttributesOf(tag: string): readonly string[] {
  const map = sanitizeOptions.allowedAttributes;
  if (!map) return [];
  return (map[tag] ?? []).map((a) => (typeof a === 'string' ? a : a.name));
}

/**
 * Parses sanitized HTML the way a browser does (parse5, via jsdom) and lists every way it breaks
 * the policy. An empty list means: only allowed HTML elements, only allowed attributes, no event
 * handlers or styles, only http(s)/mailto URLs, iframes only from the named hosts, safe links.
 */
function policyViolations(html: string): string[] {
  const problems: string[] = [];
  const fragment = JSDOM.fragment(html);
  const allowedTags = sanitizeOptions.allowedTags || [];
  for (const el of Array.from(fragment.querySelectorAll('*'))) {
    const tag = el.localName;
    if (el.namespaceURI !== HTML_NS) problems.push(`foreign element <${tag}>`);
    if (!allowedTags.includes(tag)) problems.push(`tag <${tag}>`);
    for (const { name, value } of Array.from(el.attributes)) {
      if (/^on/i.test(name)) problems.push(`event attribute ${name} on <${tag}>`);
      if (!allowedAttributesOf(tag).includes(name)) problems.push(`attribute ${name} on <${tag}>`);
      if (!URL_ATTRIBUTES.includes(name)) continue;
      // Resolve like a browser would, against an https page of the site.
      const url = new URL(value, 'https://site.example/page');
      const schemes =
        tag === 'iframe'
          ? ['https:']
          : tag === 'a'
            ? ['http:', 'https:', 'mailto:']
            : ['http:', 'https:'];
      if (!schemes.includes(url.protocol)) problems.push(`${url.protocol} URL in ${tag}[${name}]`);
      if (tag === 'iframe' && !ALLOWED_IFRAME_HOSTS.includes(url.hostname)) {
        problems.push(`iframe host ${url.hostname}`);
      }
      if (/script:/i.test(value)) problems.push(`script: spelt in ${tag}[${name}]`);
    }
    if (tag === 'a') {
      const rel = (el.getAttribute('rel') ?? '').split(/\s+/);
      if (!rel.includes('noopener') || !rel.includes('noreferrer')) problems.push(`link rel`);
      const target = el.getAttribute('target');
      if (target !== null && target !== '_blank') problems.push(`link target ${target}`);
    }
  }
  return problems;
}

function contains(haystack: string, needle: string | RegExp): boolean {
  return typeof needle === 'string'
    ? haystack.toLowerCase().includes(needle.toLowerCase())
    : needle.test(haystack);
}

describe('sanitizeHtml: empty input', () => {
  test.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
  ])('%s gives an empty string', (_label, input) => {
    expect(sanitizeHtml(input)).toBe('');
  });

  test('a non-string slipping through the API types gives an empty string', () => {
    expect(sanitizeHtml(42 as unknown as string)).toBe('');
  });

  test('plain text is kept and escaped', () => {
    expect(sanitizeHtml('Tom & Jerry < 3')).toBe('Tom &amp; Jerry &lt; 3');
  });
});

describe('sanitizeHtml: ordinary CMS content is kept', () => {
  // Each of these is already in the sanitizer's output form, so it must come back unchanged.
  test.each([
    [
      'paragraphs and inline formatting',
      '<p>Hello <strong>bold</strong> <b>b</b> <em>em</em> <i>i</i> <u>u</u> <s>s</s> H<sub>2</sub>O x<sup>2</sup><br />next line</p><hr /><p class="lead">Second</p>',
    ],
    [
      'headings with ids for the table of contents',
      '<h1 id="overview">Overview</h1><h2 id="specs" class="title">Specs</h2><h3 id="obd-2_protocols">OBD</h3><h4 id="обзор">Обзор</h4><h5>h5</h5><h6 id="h6">h6</h6>',
    ],
    [
      'lists, definition lists, quotes and code',
      '<ul><li>one</li><li>two<ol start="3"><li>three</li></ol></li></ul><dl><dt>VIN</dt><dd>Vehicle id</dd></dl><blockquote><p>Quote</p></blockquote><pre><code>if (a &lt; b &amp;&amp; c) { run(); }</code></pre>',
    ],
    [
      'tables',
      '<table class="specs"><caption>Specs</caption><colgroup><col span="2" /></colgroup><thead><tr><th scope="col">Key</th><th>Value</th></tr></thead><tbody><tr><td colspan="2">Wide</td></tr><tr><td rowspan="2">Tall</td><td>x</td></tr></tbody><tfoot><tr><td>f</td><td>g</td></tr></tfoot></table>',
    ],
    [
      'images with relative and absolute src',
      '<figure><img src="/uploads/x.svg" alt="Scanner" width="640" height="480" loading="lazy" title="Scanner" /><figcaption>Caption</figcaption></figure><img src="https://api.example.com/uploads/a.png" alt="" />',
    ],
    [
      'a YouTube iframe over https',
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="560" height="315" title="Video" frameborder="0" allow="accelerometer; encrypted-media; picture-in-picture" allowfullscreen></iframe>',
    ],
    [
      'video with sources',
      '<video src="/uploads/demo.mp4" poster="/uploads/demo.jpg" controls preload="metadata" width="640" height="360"><source src="/uploads/demo.webm" type="video/webm" /><source src="https://cdn.example.com/demo.mp4" type="video/mp4" /></video>',
    ],
    [
      'links of every allowed kind',
      '<p><a href="/products/x3" rel="noopener noreferrer">rel</a> <a href="https://example.com/a?b=1&amp;c=2#d" title="Ext" target="_blank" rel="noopener noreferrer">abs</a> <a href="mailto:sales@example.com" rel="noopener noreferrer">mail</a> <a href="#top" rel="noopener noreferrer">top</a></p>',
    ],
    [
      'layout wrappers with classes',
      '<section class="store"><div class="row"><span class="label">Address:</span> 1 Main St</div></section>',
    ],
    [
      'escaped markup stays text',
      '<p>Type &lt;script&gt;alert(1)&lt;/script&gt; to see nothing happen &amp; smile</p>',
    ],
  ])('%s', (_label, html) => {
    const out = sanitizeHtml(html);
    expect(out).toBe(html);
    expect(policyViolations(out)).toEqual([]);
  });

  test('void tags and unquoted attributes are normalised, content kept', () => {
    expect(sanitizeHtml('<p class=a>x<br>y</p><img src=/a.png alt=A><hr>')).toBe(
      '<p class="a">x<br />y</p><img src="/a.png" alt="A" /><hr />',
    );
  });

  test('disallowed wrapper tags are discarded but their text is kept', () => {
    expect(
      sanitizeHtml('<article><font color="red">Hi</font> <center>there</center></article>'),
    ).toBe('Hi there');
  });

  test.each(ALLOWED_IFRAME_HOSTS)('iframes from https://%s are kept', (host) => {
    const html = `<iframe src="https://${host}/embed/abc"></iframe>`;
    expect(sanitizeHtml(html)).toBe(html);
  });

  test('iframe hostnames are compared case-insensitively after URL parsing', () => {
    expect(sanitizeHtml('<iframe src="https://WWW.YouTube.com/embed/x"></iframe>')).toContain(
      'src="https://WWW.YouTube.com/embed/x"',
    );
  });
});

describe('sanitizeHtml: links', () => {
  test('every link gets rel="noopener noreferrer"', () => {
    expect(sanitizeHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer">x</a>',
    );
  });

  test('safe rel tokens are kept, anything else replaced', () => {
    expect(sanitizeHtml('<a href="/x" rel="nofollow opener ugc author">x</a>')).toBe(
      '<a href="/x" rel="noopener noreferrer nofollow ugc">x</a>',
    );
  });

  test.each(['_blank', '_BLANK', ' _blank '])('target %j becomes _blank', (target) => {
    expect(sanitizeHtml(`<a href="/x" target="${target}">x</a>`)).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  test.each(['_top', '_self', '_parent', 'someframe', ''])('target %j is dropped', (target) => {
    expect(sanitizeHtml(`<a href="/x" target="${target}">x</a>`)).toBe(
      '<a href="/x" rel="noopener noreferrer">x</a>',
    );
  });

  test.each([
    'tel:+100',
    'ftp://example.com/f',
    'sms:+100',
    'file:///etc/passwd',
    '//evil.example/x',
  ])('href %j outside http/https/mailto is dropped', (href) => {
    expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a rel="noopener noreferrer">x</a>');
  });
});

describe('sanitizeHtml: heading ids', () => {
  test.each(['__next', '__NEXT_DATA__', '1abc', 'a b', 'x"y', '-x'])('id %j is dropped', (id) => {
    expect(sanitizeHtml(`<h2 id='${id}'>t</h2>`)).toBe('<h2>t</h2>');
  });

  test('ids are only kept on headings', () => {
    expect(sanitizeHtml('<p id="p">a</p><div id="d">b</div><a id="a" href="/">c</a>')).toBe(
      '<p>a</p><div>b</div><a href="/" rel="noopener noreferrer">c</a>',
    );
  });
});

describe('sanitizeHtml: iframe hosts', () => {
  test.each([
    'https://youtube.com.evil.example/embed/x',
    'https://evil-youtube.com/embed/x',
    'https://www.youtube.com.evil.example/embed/x',
    'https://youtube-nocookie.com/embed/x',
    'https://vimeo.com/1',
    'https://evil.example/?https://www.youtube.com/embed/x',
    'https://www.youtube.com@evil.example/embed/x',
    'https://www.youtube.com./embed/x',
    'http://www.youtube.com/embed/x',
    'http://player.vimeo.com/video/1',
    '//www.youtube.com/embed/x',
    '/embed/x',
    'javascript://www.youtube.com/%0aalert(1)',
  ])('<iframe src=%j> is dropped entirely', (src) => {
    expect(sanitizeHtml(`<p>a</p><iframe src="${src}">fallback</iframe><p>b</p>`)).toBe(
      '<p>a</p><p>b</p>',
    );
  });
});

describe('sanitizeHtml: XSS filter evasion corpus', () => {
  test.each(XSS_VECTORS.map((v) => [v.name, v] as const))('%s', (_name, vector) => {
    const out = sanitizeHtml(vector.html);
    for (const needle of vector.gone) {
      expect({ needle: String(needle), present: contains(out, needle), out }).toMatchObject({
        present: false,
      });
    }
    for (const needle of vector.kept ?? []) expect(out).toContain(needle);
    expect(policyViolations(out)).toEqual([]);
    // Sanitizing twice changes nothing: the output is a stable, already-clean form.
    expect(sanitizeHtml(out)).toBe(out);
  });
});

describe('sanitizeOptions and ALLOWED_IFRAME_HOSTS', () => {
  test('ALLOWED_IFRAME_HOSTS is the exact, frozen list of video hosts', () => {
    expect([...ALLOWED_IFRAME_HOSTS]).toEqual([
      'www.youtube.com',
      'youtube.com',
      'www.youtube-nocookie.com',
      'player.vimeo.com',
    ]);
    expect(Object.isFrozen(ALLOWED_IFRAME_HOSTS)).toBe(true);
  });

  test('sanitizeOptions is deeply frozen and is what sanitizeHtml uses', () => {
    expect(Object.isFrozen(sanitizeOptions)).toBe(true);
    expect(Object.isFrozen(sanitizeOptions.allowedTags)).toBe(true);
    expect(Object.isFrozen(sanitizeOptions.allowedAttributes)).toBe(true);
    const html = '<p onclick="x()">a<a href="/b" target="_top">b</a><script>c</script></p>';
    expect(sanitize(html, sanitizeOptions)).toBe(sanitizeHtml(html));
  });

  test('the allow-lists are explicit and exclude dangerous tags, attributes and schemes', () => {
    expect(sanitizeOptions.allowedSchemes).toEqual(['http', 'https', 'mailto']);
    expect(sanitizeOptions.allowProtocolRelative).toBe(false);
    expect(sanitizeOptions.allowedIframeHostnames).toEqual([...ALLOWED_IFRAME_HOSTS]);
    const tags = sanitizeOptions.allowedTags || [];
    for (const tag of [
      'script',
      'style',
      'svg',
      'math',
      'meta',
      'link',
      'base',
      'form',
      'input',
      'button',
      'object',
      'embed',
      'textarea',
      'select',
      'noscript',
      'xmp',
      'template',
    ]) {
      expect(tags).not.toContain(tag);
    }
    const attributes = Object.entries(sanitizeOptions.allowedAttributes || {});
    expect(attributes.map(([tag]) => tag)).not.toContain('*');
    for (const [, list] of attributes) {
      for (const attr of list) {
        const name = typeof attr === 'string' ? attr : attr.name;
        expect(name).not.toMatch(/^(on|style$|srcdoc$|formaction$|xlink|name$)/);
      }
    }
  });
});
