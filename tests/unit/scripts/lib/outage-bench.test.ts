import { count, emptyTally, outagePages } from '../../../../scripts/lib/outage-bench';

describe('the outage row of npm run bench', () => {
  it('reads home and every pre-rendered pages-router page, never the 404 page', () => {
    const pages = outagePages({
      routes: {
        '/404': { dataRoute: '/_next/data/b/404.json' },
        '/about-us': { dataRoute: '/_next/data/b/about-us.json' },
        '/products/AD500 OBD2': { dataRoute: '/_next/data/b/products/AD500 OBD2.json' },
        '/api/x': { dataRoute: null },
      },
    });
    expect(pages).toEqual(['/', '/about-us', '/products/AD500%20OBD2']);
  });

  it('counts 5xx, other non-200 answers and no answer apart', () => {
    const tally = emptyTally();
    for (const status of [200, 500, 503, 404, 307, null, 200]) count(tally, status);
    expect(tally).toEqual({ requests: 7, serverErrors: 2, otherNon200: 2, noAnswer: 1 });
  });
});
