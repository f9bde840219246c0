import { sanitizeHtml } from '@/lib/sanitize';
import { buildToc, headingText, slugify } from '@/features/content/article/toc';

describe('buildToc', () => {
  it('adds ids to h2 and h3 headings and lists them', () => {
    const { html, toc } = buildToc('<h2>What is new</h2><p>x</p><h3>Online coding</h3>');
    expect(html).toBe(
      '<h2 id="what-is-new">What is new</h2><p>x</p><h3 id="online-coding">Online coding</h3>',
    );
    expect(toc).toEqual([
      {
        id: 'what-is-new',
        text: 'What is new',
        level: 2,
        children: [{ id: 'online-coding', text: 'Online coding', level: 3, children: [] }],
      },
    ]);
  });

  it('gives duplicate headings unique ids', () => {
    const { html, toc } = buildToc('<h2>Tips</h2><h3>Tips</h3><h2>Tips</h2>');
    expect(toc.map((item) => item.id)).toEqual(['tips', 'tips-3']);
    expect(toc[0].children[0].id).toBe('tips-2');
    expect(html.match(/id="[^"]+"/g)).toEqual(['id="tips"', 'id="tips-2"', 'id="tips-3"']);
  });

  it('nests h3s under the h2 before them; an h3 before any h2 stays at the top', () => {
    const { toc } = buildToc('<h3>Intro</h3><h2>A</h2><h3>A1</h3><h3>A2</h3><h2>B</h2><h4>no</h4>');
    expect(toc.map((item) => [item.text, item.children.map((c) => c.text)])).toEqual([
      ['Intro', []],
      ['A', ['A1', 'A2']],
      ['B', []],
    ]);
  });

  it('reads the text of headings (entities decoded, tags dropped) and keeps the HTML escaped', () => {
    const clean = sanitizeHtml(
      '<h2>Fish &amp; <em>chips</em> &lt;script&gt;</h2><h2 onclick="x()">"Quoted"</h2>',
    );
    const { html, toc } = buildToc(clean);
    expect(toc[0].text).toBe('Fish & chips <script>');
    expect(toc[0].id).toBe('fish-chips-script');
    expect(html).toContain(
      '<h2 id="fish-chips-script">Fish &amp; <em>chips</em> &lt;script&gt;</h2>',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onclick');
    expect(toc[1]).toMatchObject({ id: 'quoted', text: '"Quoted"' });
  });

  it('keeps a valid existing id and replaces the others', () => {
    const { html, toc } = buildToc('<h2 id="keep-me" class="x">A</h2><h2 id="1bad">B</h2>');
    expect(toc.map((item) => item.id)).toEqual(['keep-me', 'b']);
    expect(html).toBe('<h2 id="keep-me" class="x">A</h2><h2 id="b">B</h2>');
  });

  it('gives an empty table of contents when there is no heading', () => {
    expect(buildToc('<p>Only text</p><h4>Small</h4>')).toEqual({
      html: '<p>Only text</p><h4>Small</h4>',
      toc: [],
    });
    expect(buildToc('')).toEqual({ html: '', toc: [] });
  });

  it('skips empty headings and slugs headings that are not letters', () => {
    const { toc } = buildToc('<h2> </h2><h2>2026 models</h2><h2>!!!</h2>');
    expect(toc.map((item) => item.id)).toEqual(['section-2026-models', 'section']);
  });
});

describe('helpers', () => {
  it('slugify and headingText', () => {
    expect(slugify('Crème brûlée: a how-to')).toBe('creme-brulee-a-how-to');
    expect(headingText('<strong>A</strong>&nbsp;B&#39;s &#x41;')).toBe("A B's A");
  });
});
