/**
 * The server's footer (src/features/shell/components/site-footer.tsx): the whole footer at
 * once, inside a Suspense boundary's marks that the browser's version hydrates later.
 */
import { renderToString } from 'react-dom/server';
import { SiteFooter } from '@/features/shell/components/site-footer';
import { buildSite } from '../../../../factories/site';

it('writes the whole footer at once, in a boundary the browser can hydrate', () => {
  const html = renderToString(<SiteFooter site={buildSite()} className="slot" />);
  expect(html).toMatch(/^<div class="slot"><!--\$--><footer/);
  expect(html).toMatch(/<\/footer><!--\/\$--><\/div>$/);
  expect(html).toContain('Back to top');
});
