import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useCallback, useSyncExternalStore } from 'react';
import { getWhereToBuyPage } from '@/features/support/where-to-buy/api/get-where-to-buy';
import {
  whereToBuyMapHandler,
  whereToBuyMapSvg,
} from '@/features/support/where-to-buy/api/map-route';
import type { NextApiResponse } from 'next';
import { getRequest, recorder } from '../../helpers/api-route';
import { WHERE_TO_BUY_MAP_ROUTE } from '@/features/support/where-to-buy/map-route-path';
import type { ApiBuyCountry } from '@/contract/support/where-to-buy-api-types';
import WhereToBuyView from '@/features/support/where-to-buy/where-to-buy-view';
import { callsTo, type FetchMock, mockFetch, type MockRoute } from '../../mocks/fetch';
import { renderToString } from 'react-dom/server';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { SWRConfig } from 'swr';
import { LoadingProvider, ToastProvider } from '@/features/shell';
import { renderWithProviders } from '../../render';
import {
  createMockRouter,
  type MockRouter,
  routerSnapshot,
  subscribeToRouter,
} from '../../mocks/next-router';

/**
 * The providers of tests/render.tsx, able to render on the server and hydrate: the router's
 * snapshot is also the server's.
 */
function HydratableProviders({ router, children }: { router: MockRouter; children: ReactNode }) {
  const subscribe = useCallback(
    (listener: () => void) => subscribeToRouter(router, listener),
    [router],
  );
  const snapshot = () => routerSnapshot(router);
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (
    <RouterContext.Provider value={current}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ToastProvider>
          <LoadingProvider>{children}</LoadingProvider>
        </ToastProvider>
      </SWRConfig>
    </RouterContext.Provider>
  );
}
import { category } from './support-pages-fixtures';
import { BUY_ENDPOINTS } from '@/contract/vendor-endpoints/buy';

/** A small dealer database: countries in regions, dealers with a mode. */
const REGIONS = [
  { region_id: 1, region_name: 'Europe' },
  { region_id: 2, region_name: 'Oceania' },
];
const MODES = [
  { mode_id: 1, mode_name: 'Online Store' },
  { mode_id: 2, mode_name: 'Distributor' },
];
const COUNTRIES = [
  { id: 10, name: 'Germany', region: 1 },
  { id: 11, name: 'Greece', region: 1 },
  { id: 12, name: 'Austria', region: 1 },
  { id: 13, name: 'Australia', region: 2 },
  { id: 14, name: 'Guam', region: 2 },
];
const DEALERS = [
  { name: 'Autohaus Berlin', country: 10, mode: 1 },
  { name: 'Diag Deutschland', country: 10, mode: 2 },
  { name: 'Athens Tools', country: 11, mode: 2 },
  { name: 'Wien Scan', country: 12, mode: 1 },
  { name: 'Sydney Diagnostics', country: 13, mode: 1 },
  { name: 'Melbourne Auto', country: 13, mode: 2 },
  { name: 'Guam Garage', country: 14, mode: 1 },
];

function countryAll(
  countryFilter: (c: (typeof COUNTRIES)[number]) => boolean,
  dealerFilter: (d: (typeof DEALERS)[number]) => boolean = () => true,
): ApiBuyCountry[] {
  return COUNTRIES.filter(countryFilter)
    .map((c) => ({
      country_id: c.id,
      country_name: c.name,
      business_all: DEALERS.filter((d) => d.country === c.id && dealerFilter(d)).map((d) => ({
        business_name: d.name,
        business_url: `https://${d.name.toLowerCase().replace(/ /g, '-')}.example`,
        business_album: `/uploads/dealers/${d.name}.svg`,
      })),
    }))
    .filter((c) => c.business_all.length > 0);
}

const ok = (country_all: ApiBuyCountry[]) => ({ code: 200, msg: 'ok', country_all });

/**
 * The dealer calls as the vendor's API answers them: each reads its ONE documented
 * parameter, which must be given, and ignores any other. Every call is recorded with all the
 * parameters it was sent, so a test can check the site sends nothing else.
 */
const OWN_PARAM: Record<string, string> = {
  [BUY_ENDPOINTS.letterFind.path]: 'letterKeywords',
  [BUY_ENDPOINTS.businessRegion.path]: 'region_id',
  [BUY_ENDPOINTS.keywordsFind.path]: 'keywordsName',
  [BUY_ENDPOINTS.modeFind.path]: 'mode_id',
};

function filtered(url: URL, own: string) {
  const value = url.searchParams.get(own);
  if (value === null || value.trim() === '') return { code: 400, msg: `${own} is required` };
  switch (own) {
    case 'letterKeywords':
      return ok(countryAll((c) => value === '0' || c.name.startsWith(value.toUpperCase())));
    case 'region_id':
      return ok(countryAll((c) => Number(value) === 0 || c.region === Number(value)));
    case 'keywordsName':
      return ok(countryAll((c) => c.name.toLowerCase().includes(value.trim().toLowerCase())));
    default:
      return ok(
        countryAll(
          () => true,
          (d) => Number(value) === 0 || d.mode === Number(value),
        ),
      );
  }
}

/** The parameters each dealer call was sent, in order: `path?a=1&b=2`. */
function dealerCalls(fetchMock: FetchMock): string[] {
  return Object.keys(OWN_PARAM).flatMap((path) =>
    callsTo(fetchMock, path).map(([url]) => `${path}${url.search}`),
  );
}

/**
 * The buy API as the vendor's answers it, and the site's map route answering what the route
 * draws from it. No call is recorded yet.
 */
async function mockBuyApi(overrides: Record<string, object> = {}): Promise<FetchMock> {
  const routes: Record<string, MockRoute> = {
    [BUY_ENDPOINTS.businessAll.path]: {
      code: 200,
      msg: 'ok',
      mode_all: MODES,
      region_all: REGIONS.map((r) => ({
        ...r,
        country_all: countryAll((c) => c.region === r.region_id),
      })),
      country_all: countryAll(() => true),
    },
    [BUY_ENDPOINTS.letterFind.path]: (url) => filtered(url, 'letterKeywords'),
    [BUY_ENDPOINTS.businessRegion.path]: (url) => filtered(url, 'region_id'),
    [BUY_ENDPOINTS.keywordsFind.path]: (url) => filtered(url, 'keywordsName'),
    [BUY_ENDPOINTS.modeFind.path]: (url) => filtered(url, 'mode_id'),
    ...overrides,
  };
  const fetchMock = mockFetch(routes);
  routes[WHERE_TO_BUY_MAP_ROUTE] = await whereToBuyMapSvg().catch(() => 'no map');
  fetchMock.mockClear();
  return fetchMock;
}

/** The calls to the buy API (the map route's aside): none when the page answers from its data. */
/** The API with these countries' dealers (every mode, no regions). */
function mockDealerCountries(countries: ApiBuyCountry[]): Promise<FetchMock> {
  return mockBuyApi({
    [BUY_ENDPOINTS.businessAll.path]: {
      code: 200,
      msg: 'ok',
      mode_all: MODES,
      region_all: [],
      country_all: countries,
    },
  });
}

function buyCalls(fetchMock: FetchMock): string[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input)).pathname)
    .filter((pathname) => pathname.startsWith('/api/buy/'));
}

const MAP_NAME = 'Countries with dealers on the world map';

const whereToBuy = category({
  category_id: 5,
  category_name: 'Where to Buy',
  category_component: 'BuyPage',
  category_paths: '/where-to-buy',
  category_picture: '/uploads/categories/where-to-buy.svg',
});

async function renderPage(route = '/where-to-buy', overrides?: Record<string, object>) {
  const fetchMock = await mockBuyApi(overrides);
  const props = await getWhereToBuyPage(whereToBuy, []);
  fetchMock.mockClear();
  const rendered = renderWithProviders(<WhereToBuyView {...props} />, {
    route,
    pathname: '/[[...slug]]',
  });
  // The map comes from the site's map route once the page is up.
  if (props.map) await screen.findByRole('group', { name: MAP_NAME });
  return { fetchMock, props, ...rendered };
}

/** The country headings of the list, in order. */
function shownCountries(): string[] {
  const panel = document.getElementById('where-to-buy-dealers');
  if (!panel) throw new Error('no dealer panel');
  return within(panel)
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

function shownDealers(): string[] {
  return screen
    .queryAllByRole('list', { name: /^Dealers in / })
    .flatMap((list) => within(list).getAllByRole('link'))
    .map((link) => (link.textContent ?? '').replace(' (opens in a new tab)', ''));
}

/** The page as the server renders it (its router not ready yet), and the wrapper to hydrate in. */
function serverHtml(props: Parameters<typeof WhereToBuyView>[0]) {
  const router = createMockRouter('/where-to-buy', '/[[...slug]]', { isReady: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <HydratableProviders router={router}>{children}</HydratableProviders>
  );
  const html = renderToString(wrapper({ children: <WhereToBuyView {...props} /> }));
  return { router, wrapper, html };
}

/**
 * The server's HTML put in the document, to hydrate over; `expectQuietHydration` then checks
 * React found nothing to patch (no console error) and no dealer list was asked for, and
 * cleans up.
 */
function serverHtmlInDocument(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors = jest.spyOn(console, 'error');
  const expectQuietHydration = (fetchMock: FetchMock) => {
    expect(errors).not.toHaveBeenCalled();
    expect(buyCalls(fetchMock)).toEqual([]);
    errors.mockRestore();
    container.remove();
  };
  return { container, expectQuietHydration };
}

describe('where to buy', () => {
  it('renders the server list: banner, filters, mode tabs and every dealer, with no fetch', async () => {
    const { fetchMock, container } = await renderPage();
    expect(
      container.querySelector('img[src$="/uploads/categories/where-to-buy.svg"]'),
    ).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Where to Buy' })).toBeVisible();

    const letter = screen.getByRole('combobox', { name: 'Letter' });
    const letters = within(letter).getAllByRole('option');
    expect(letters).toHaveLength(27);
    expect(letters[0]).toHaveTextContent('All');
    expect(letters[0]).toHaveValue('0');
    expect(letters[1]).toHaveValue('A');
    expect(letters[26]).toHaveValue('Z');

    const region = screen.getByRole('combobox', { name: 'Region' });
    expect(
      within(region)
        .getAllByRole('option')
        .map((o) => [o.textContent, o.getAttribute('value')]),
    ).toEqual([
      ['All', '0'],
      ['Europe', '1'],
      ['Oceania', '2'],
    ]);
    expect(screen.getByRole('textbox', { name: 'Country keyword' })).toHaveValue('');

    const tabs = within(screen.getByRole('tablist', { name: 'Dealer mode' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'Online Store', 'Distributor']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    expect(shownCountries()).toEqual(['Germany', 'Greece', 'Austria', 'Australia', 'Guam']);
    expect(shownDealers()).toHaveLength(7);
    expect(screen.getByRole('status')).toHaveTextContent('7 dealers in 5 countries');
    expect(buyCalls(fetchMock)).toEqual([]);
  });

  it('opens each dealer in a new tab', async () => {
    await renderPage();
    const link = screen.getByRole('link', { name: /^Autohaus Berlin/ });
    expect(link).toHaveAttribute('href', 'https://autohaus-berlin.example');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('the letter select filters by letter and puts it in the address', async () => {
    const { fetchMock, router, user } = await renderPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Letter' }), 'G');
    expect(router.asPath).toBe('/where-to-buy?letter=G');
    await waitFor(() => expect(shownCountries()).toEqual(['Germany', 'Greece', 'Guam']));
    expect(
      callsTo(fetchMock, BUY_ENDPOINTS.letterFind.path)[0][0].searchParams.get('letterKeywords'),
    ).toBe('G');
    expect(screen.getByRole('combobox', { name: 'Letter' })).toHaveValue('G');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Letter' }), '0');
    expect(router.asPath).toBe('/where-to-buy');
    await waitFor(() => expect(shownCountries()).toHaveLength(5));
  });

  it('the region select filters by region', async () => {
    const { fetchMock, router, user } = await renderPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'Oceania');
    expect(router.asPath).toBe('/where-to-buy?region=2');
    await waitFor(() => expect(shownCountries()).toEqual(['Australia', 'Guam']));
    expect(dealerCalls(fetchMock)).toEqual([`${BUY_ENDPOINTS.businessRegion.path}?region_id=2`]);
  });

  it('the country keyword filters by keyword; an empty one is refused; Clear removes it', async () => {
    const { fetchMock, router, user } = await renderPage();
    const box = screen.getByRole('textbox', { name: 'Country keyword' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter keywords');
    expect(buyCalls(fetchMock)).toEqual([]);
    expect(router.asPath).toBe('/where-to-buy');

    await user.type(box, 'aus{Enter}');
    expect(router.asPath).toBe('/where-to-buy?keyword=aus');
    await waitFor(() => expect(shownCountries()).toEqual(['Austria', 'Australia']));
    expect(
      callsTo(fetchMock, BUY_ENDPOINTS.keywordsFind.path)[0][0].searchParams.get('keywordsName'),
    ).toBe('aus');
    expect(box).toHaveValue('aus');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(router.asPath).toBe('/where-to-buy');
    await waitFor(() => expect(shownCountries()).toHaveLength(5));
    expect(box).toHaveValue('');
  });

  it('a mode tab filters the dealers by mode', async () => {
    const { fetchMock, router, user } = await renderPage();
    await user.click(screen.getByRole('tab', { name: 'Distributor' }));
    expect(router.asPath).toBe('/where-to-buy?mode=2');
    await waitFor(() =>
      expect(shownDealers()).toEqual(['Diag Deutschland', 'Athens Tools', 'Melbourne Auto']),
    );
    expect(callsTo(fetchMock, BUY_ENDPOINTS.modeFind.path)[0][0].searchParams.get('mode_id')).toBe(
      '2',
    );
    expect(screen.getByRole('tab', { name: 'Distributor' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'where-to-buy-mode-2');
  });

  it('filters combine: letter AND region AND keyword AND mode, each change keeping the others', async () => {
    const { fetchMock, router, user } = await renderPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Letter' }), 'G');
    await waitFor(() => expect(shownCountries()).toEqual(['Germany', 'Greece', 'Guam']));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'Europe');
    expect(router.asPath).toBe('/where-to-buy?letter=G&region=1');
    await waitFor(() => expect(shownCountries()).toEqual(['Germany', 'Greece']));

    await user.type(screen.getByRole('textbox', { name: 'Country keyword' }), 'many{Enter}');
    expect(router.asPath).toBe('/where-to-buy?letter=G&region=1&keyword=many');
    await waitFor(() => expect(shownCountries()).toEqual(['Germany']));
    expect(shownDealers()).toEqual(['Autohaus Berlin', 'Diag Deutschland']);

    await user.click(screen.getByRole('tab', { name: 'Online Store' }));
    expect(router.asPath).toBe('/where-to-buy?letter=G&region=1&keyword=many&mode=1');
    await waitFor(() => expect(shownDealers()).toEqual(['Autohaus Berlin']));
    expect(screen.getByRole('status')).toHaveTextContent('1 dealer in Germany');

    // Each list was one call with that call's one parameter; the page applied the rest.
    await waitFor(() =>
      expect(dealerCalls(fetchMock)).toEqual([
        `${BUY_ENDPOINTS.letterFind.path}?letterKeywords=G`,
        `${BUY_ENDPOINTS.businessRegion.path}?region_id=1`,
        `${BUY_ENDPOINTS.keywordsFind.path}?keywordsName=many`,
        `${BUY_ENDPOINTS.modeFind.path}?mode_id=1`,
      ]),
    );

    // A combination nothing passes says so.
    await user.click(screen.getByRole('tab', { name: 'Distributor' }));
    await waitFor(() => expect(shownDealers()).toEqual(['Diag Deutschland']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'Oceania');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('No dealers match these filters.'),
    );
    expect(shownCountries()).toEqual([]);
  });

  it('a letter plus a region plus a mode gives the right dealers from an API that takes one parameter a call', async () => {
    const { fetchMock } = await renderPage('/where-to-buy?letter=A&region=2&mode=1');
    // Australia (Oceania, A) has Sydney (online) and Melbourne (distributor); Austria is in
    // Europe: only Sydney Diagnostics passes all three.
    await waitFor(() => expect(shownDealers()).toEqual(['Sydney Diagnostics']));
    expect(shownCountries()).toEqual(['Australia']);
    expect(dealerCalls(fetchMock)).toEqual([`${BUY_ENDPOINTS.modeFind.path}?mode_id=1`]);
  });

  it('applies the filters of the address after hydration, and corrects unknown ones', async () => {
    const { fetchMock, router } = await renderPage(
      '/where-to-buy?letter=a&region=99&mode=2&keyword=aus',
    );
    await waitFor(() => expect(shownDealers()).toEqual(['Melbourne Auto']));
    expect(dealerCalls(fetchMock)).toEqual([`${BUY_ENDPOINTS.modeFind.path}?mode_id=2`]);
    expect(screen.getByRole('combobox', { name: 'Letter' })).toHaveValue('A');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('0');
    expect(screen.getByRole('textbox', { name: 'Country keyword' })).toHaveValue('aus');
    await waitFor(() => expect(router.asPath).toBe('/where-to-buy?letter=A&mode=2&keyword=aus'));
    expect(router.replace).toHaveBeenCalled();
  });

  it('Back restores the previous filters and list', async () => {
    const { router, user } = await renderPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'Oceania');
    await waitFor(() => expect(shownCountries()).toEqual(['Australia', 'Guam']));
    act(() => router.back());
    await waitFor(() => expect(shownCountries()).toHaveLength(5));
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('0');
  });

  it('a refused call shows the msg as an error and the list says so, keeping what was typed', async () => {
    const refused = { code: 4001, msg: 'Dealer search is unavailable' };
    const { user } = await renderPage('/where-to-buy', {
      [BUY_ENDPOINTS.letterFind.path]: refused,
      [BUY_ENDPOINTS.keywordsFind.path]: refused,
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Letter' }), 'G');
    await user.type(screen.getByRole('textbox', { name: 'Country keyword' }), 'ger{Enter}');
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('Dealer search is unavailable');
    expect(alerts[0].className).toMatch(/Error/i);
    expect(await screen.findByText('The dealers could not be loaded.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Country keyword' })).toHaveValue('ger');
    expect(screen.getByRole('combobox', { name: 'Letter' })).toHaveValue('G');
  });
});

describe('where to buy on the map', () => {
  const map = () => screen.getByRole('group', { name: MAP_NAME });
  const mapLink = (code: string) => {
    const link = map().querySelector(`a[data-country="${code}"]`);
    if (!link) throw new Error(`no map link for ${code}`);
    return link;
  };
  const languages = jest.spyOn(window.navigator, 'languages', 'get');
  afterEach(() => languages.mockReset());
  afterAll(() => languages.mockRestore());

  it('marks every country with dealers on the map from the site route, named with its dealers', async () => {
    languages.mockReturnValue(['en']);
    const { fetchMock, props } = await renderPage();
    // The page's data holds the map's address and shape, not its paths.
    expect(props.map).toEqual({
      src: expect.stringMatching(/^\/api\/where-to-buy-map\?v=[0-9a-f]{12}$/),
      width: 800,
      height: expect.any(Number),
    });
    expect(JSON.stringify(props)).not.toMatch(/"d":|<svg|<path/);
    expect(callsTo(fetchMock, WHERE_TO_BUY_MAP_ROUTE)).toHaveLength(1);
    const links = within(map()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('data-country')).sort()).toEqual([
      'AT',
      'AU',
      'DE',
      'GR',
      'GU',
    ]);
    expect(mapLink('DE')).toHaveAttribute('href', '?country=DE');
    expect(mapLink('DE')).toHaveAccessibleName('Germany, 2 dealers');
    expect(mapLink('AT')).toHaveAccessibleName('Austria, 1 dealer');
    // Guam is too small for the coarse outline: a dot.
    expect(mapLink('GU').querySelector('circle')).not.toBeNull();
    expect(mapLink('DE').querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
  });

  it('a country chosen on the map lists its dealers only and goes in the address', async () => {
    languages.mockReturnValue(['en']);
    const { fetchMock, router, user } = await renderPage();
    expect(shownCountries()).toHaveLength(5);
    await user.click(mapLink('AU'));
    expect(router.asPath).toBe('/where-to-buy?country=AU');
    expect(shownCountries()).toEqual(['Australia']);
    expect(mapLink('AU')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('AU');
    expect(screen.getByRole('status')).toHaveTextContent('2 dealers in Australia');
    // No call: the country narrows the list already there.
    expect(buyCalls(fetchMock)).toEqual([]);
  });

  it('the country select chooses too, and All countries lists every one again', async () => {
    languages.mockReturnValue(['en']);
    const { router, user } = await renderPage();
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All countries',
      'Australia (2)',
      'Austria (1)',
      'Germany (2)',
      'Greece (1)',
      'Guam (1)',
    ]);
    await user.selectOptions(select, 'GR');
    expect(router.asPath).toBe('/where-to-buy?country=GR');
    expect(shownCountries()).toEqual(['Greece']);
    await user.selectOptions(select, '');
    expect(router.asPath).toBe('/where-to-buy');
    expect(shownCountries()).toHaveLength(5);
  });

  it('the country combines with the filters: the letter narrows, the map dims what is left out', async () => {
    languages.mockReturnValue(['en']);
    const { user } = await renderPage('/where-to-buy?country=de');
    await waitFor(() => expect(shownCountries()).toEqual(['Germany']));
    await user.click(screen.getByRole('tab', { name: 'Online Store' }));
    await waitFor(() => expect(shownDealers()).toEqual(['Autohaus Berlin']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Letter' }), 'A');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('No dealers match these filters.'),
    );
    await waitFor(() => expect(mapLink('DE')).toHaveAttribute('data-dimmed'));
    expect(mapLink('AT')).not.toHaveAttribute('data-dimmed');
    expect(mapLink('DE')).toHaveAttribute('aria-current', 'true');
  });

  it("suggests the browser language's country, listing every dealer until the visitor takes it", async () => {
    languages.mockReturnValue(['fr-FR', 'de-AT', 'de']);
    const { fetchMock, router, user } = await renderPage();
    const note = await screen.findByRole('note', { name: 'Country suggestion' });
    expect(note).toHaveTextContent('Showing dealers in every country. Dealers in Austria?');
    // Suggested, not applied: every country, nothing chosen, the address as it was.
    expect(shownCountries()).toHaveLength(5);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('');
    expect(mapLink('AT')).not.toHaveAttribute('aria-current');
    expect(router.asPath).toBe('/where-to-buy');

    await user.click(within(note).getByRole('button', { name: 'Show dealers in Austria' }));
    expect(router.asPath).toBe('/where-to-buy?country=AT');
    expect(shownCountries()).toEqual(['Austria']);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('AT');
    expect(screen.queryByRole('note', { name: 'Country suggestion' })).toBeNull();
    expect(buyCalls(fetchMock)).toEqual([]);
  });

  it('the suggestion can be dismissed', async () => {
    languages.mockReturnValue(['de-AT']);
    const { user } = await renderPage();
    const note = await screen.findByRole('note', { name: 'Country suggestion' });
    await user.click(within(note).getByRole('button', { name: 'Keep all countries' }));
    expect(screen.queryByRole('note', { name: 'Country suggestion' })).toBeNull();
    expect(shownCountries()).toHaveLength(5);
  });

  it('no suggestion for a language whose country has no dealers', async () => {
    languages.mockReturnValue(['en-US', 'en']);
    await renderPage();
    await waitFor(() => expect(shownCountries()).toHaveLength(5));
    expect(screen.queryByRole('note', { name: 'Country suggestion' })).toBeNull();
  });

  it('an address naming a country is the choice, and nothing is suggested over it', async () => {
    languages.mockReturnValue(['de-AT']);
    await renderPage('/where-to-buy?country=GR');
    await waitFor(() => expect(shownCountries()).toEqual(['Greece']));
    expect(screen.queryByRole('note', { name: 'Country suggestion' })).toBeNull();
  });

  it("shows each dealer's modes, found with one mode_find per mode on the server", async () => {
    languages.mockReturnValue(['en']);
    await renderPage('/where-to-buy?country=DE');
    await waitFor(() => expect(shownCountries()).toEqual(['Germany']));
    const rows = within(screen.getByRole('list', { name: 'Dealers in Germany' })).getAllByRole(
      'listitem',
    );
    expect(rows[0]).toHaveTextContent('Online Store');
    expect(rows[1]).toHaveTextContent('Distributor');
    expect(rows[1]).not.toHaveTextContent('Online Store');
  });

  it("hydrates the server's HTML, then draws every dealer and the map, whose links choose; the language's suggestion after", async () => {
    languages.mockReturnValue(['de-AT']);
    const fetchMock = await mockBuyApi();
    const props = await getWhereToBuyPage(whereToBuy, []);
    fetchMock.mockClear();
    // A static page: the server's router, and the browser's while it hydrates, are not ready.
    const { router, wrapper, html } = serverHtml(props);
    // What the server sends: the filters, the map's box at the map's shape (nothing moves when
    // the map comes), not the map's paths; and the first screenful of dealers, here all seven
    // (so no note for visitors without scripts).
    expect(html).toContain(`aspect-ratio:${props.map?.width} / ${props.map?.height}`);
    expect(html).toMatch(/<option[^>]*value="AT"[^>]*>Austria \(1\)<\/option>/);
    expect(html).not.toContain('data-land');
    expect(html).toMatch(/<a href="https:\/\/autohaus-berlin.example" target="_blank"/);
    expect(html).toContain('7 dealers in 5 countries');
    expect(html).not.toContain('<noscript');
    const { container, expectQuietHydration } = serverHtmlInDocument(html);

    const user = userEvent.setup();
    render(<WhereToBuyView {...props} />, { container, hydrate: true, wrapper });
    // Next makes the router ready once the page has hydrated.
    act(() => router.navigate());
    await screen.findByRole('group', { name: MAP_NAME });
    // The language (de-AT) suggests Austria once hydrated; the list stays whole.
    expect(
      await screen.findByRole('note', { name: 'Country suggestion' }, { timeout: 3000 }),
    ).toHaveTextContent('Dealers in Austria?');
    expect(shownCountries()).toHaveLength(5);
    expect(mapLink('AT')).not.toHaveAttribute('aria-current');
    expect(container.querySelectorAll('svg[role="group"]')).toHaveLength(1);
    expect(within(map()).getAllByRole('link')).toHaveLength(5);
    // The server's map markup is kept as it was, and its links choose through the listener.
    await user.click(mapLink('GR'));
    expect(router.asPath).toBe('/where-to-buy?country=GR');
    await waitFor(() => expect(shownCountries()).toEqual(['Greece']));
    expect(mapLink('GR')).toHaveAttribute('aria-current', 'true');
    expect(mapLink('AT')).not.toHaveAttribute('aria-current');
    expectQuietHydration(fetchMock);
  });

  it("the server's HTML lists the first screenful of dealers as links, in order; the rest come below once hydrated", async () => {
    languages.mockReturnValue(['en']);
    // 8 countries of 4 dealers: the first screenful (21 dealers, whole countries) is 5 of them.
    const many: ApiBuyCountry[] = Array.from({ length: 8 }, (_, c) => ({
      country_id: 100 + c,
      country_name: `Land ${c}`,
      business_all: Array.from({ length: 4 }, (_, d) => ({
        business_name: `Dealer ${c}-${d}`,
        business_url: `https://dealer-${c}-${d}.example`,
        business_album: `/uploads/dealers/dealer-${c}-${d}.svg`,
      })),
    }));
    const fetchMock = await mockDealerCountries(many);
    const props = await getWhereToBuyPage(whereToBuy, []);
    fetchMock.mockClear();
    const { router, wrapper, html } = serverHtml(props);
    const names = (countries: number) =>
      Array.from({ length: countries * 4 }, (_, i) => `Dealer ${Math.floor(i / 4)}-${i % 4}`);
    const linked = [
      ...html.matchAll(/<a href="https:\/\/(dealer-\d-\d)\.example" target="_blank"/g),
    ];
    expect(linked.map(([, host]) => host?.replace('dealer-', 'Dealer '))).toEqual(names(5));
    expect(html).not.toContain('Dealer 5-0');
    // The count is the whole list's; visitors without scripts are told there are more.
    expect(html).toContain('32 dealers in 8 countries');
    expect(html).toMatch(
      /<noscript><p [^>]*>Turn on JavaScript to see all 32 dealers.<\/p><\/noscript>/,
    );

    const { container, expectQuietHydration } = serverHtmlInDocument(html);
    const serverTiles = [...container.querySelectorAll('#where-to-buy-dealers li')];
    expect(serverTiles).toHaveLength(20);
    render(<WhereToBuyView {...props} />, { container, hydrate: true, wrapper });
    act(() => router.navigate());
    await waitFor(() => expect(shownDealers()).toEqual(names(8)));
    // The server's tiles stay as they were (the same elements, first); the rest come after.
    const tiles = [...container.querySelectorAll('#where-to-buy-dealers li')];
    expect(tiles.slice(0, 20).every((tile, i) => tile === serverTiles[i])).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('32 dealers in 8 countries');
    expectQuietHydration(fetchMock);
  });

  it('follows the browser languages when they change, until the visitor chooses', async () => {
    languages.mockReturnValue(['en']);
    const { user } = await renderPage();
    expect(shownCountries()).toHaveLength(5);
    languages.mockReturnValue(['el-GR']);
    act(() => {
      window.dispatchEvent(new Event('languagechange'));
    });
    expect(await screen.findByRole('note', { name: 'Country suggestion' })).toHaveTextContent(
      'Dealers in Greece?',
    );
    expect(shownCountries()).toHaveLength(5);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'AU');
    expect(screen.queryByRole('note', { name: 'Country suggestion' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), '');
    expect(shownCountries()).toHaveLength(5);
    expect(screen.queryByRole('note', { name: 'Country suggestion' })).toBeNull();
  });
});

describe('GET /api/where-to-buy-map', () => {
  function call(method = 'GET') {
    const { res, answer } = recorder();
    return whereToBuyMapHandler(getRequest({ method }), res as NextApiResponse<string>).then(
      () => ({ statusCode: answer.status, body: answer.body as string, headers: answer.headers }),
    );
  }

  afterEach(() => jest.restoreAllMocks());

  it('answers the map as SVG, each country with dealers a link, for browsers and proxies to keep', async () => {
    await mockBuyApi();
    const res = await call();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 800 \d+"/);
    expect([...res.body.matchAll(/<a [^>]*data-country="(\w+)"/g)].map((m) => m[1]).sort()).toEqual(
      ['AT', 'AU', 'DE', 'GR', 'GU'],
    );
    expect(res.body).toContain('aria-label="Germany, 2 dealers"');
    // The box the page reserves has the map's shape.
    const { map } = await getWhereToBuyPage(whereToBuy, []);
    expect(res.body).toContain(`viewBox="0 0 ${map?.width} ${map?.height}"`);
  });

  it('the page names the map by what it shows: another dealer, another address', async () => {
    await mockBuyApi();
    const before = (await getWhereToBuyPage(whereToBuy, [])).map;
    await mockDealerCountries(countryAll((c) => c.id !== 14));
    const after = (await getWhereToBuyPage(whereToBuy, [])).map;
    expect(after?.src).not.toBe(before?.src);
    expect({ ...after, src: '' }).toEqual({ ...before, src: '' });
  });

  it('502 when the API fails, 404 when no country has dealers, 405 for other methods', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    global.fetch = jest.fn(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await call()).toMatchObject({
      statusCode: 502,
      headers: { 'cache-control': 'no-store' },
    });
    await mockDealerCountries([]);
    expect((await call()).statusCode).toBe(404);
    expect((await getWhereToBuyPage(whereToBuy, [])).map).toBeNull();
    expect((await call('POST')).statusCode).toBe(405);
  });
});
