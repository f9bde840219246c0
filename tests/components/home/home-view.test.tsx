import { act, screen, waitFor, within } from '@testing-library/react';
import { getHome } from '@/features/catalogue/home/api/get-home';
import HomeView from '@/features/catalogue/home/home-view';
import { callsTo, jsonResponse, mockFetch } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';
import { hrefsIn } from '../../helpers/links';
import { HOME_ENDPOINTS } from '@/contract/vendor-endpoints/home';

function config(id: number, title: string, subtitle: string, path = '', content = '') {
  return {
    configs_id: id,
    configs_title: title,
    configs_subtitle: subtitle,
    configs_content: content,
    configs_picture: `/uploads/config-${id}.png`,
    configs_path: path,
    configs_show_id: 1,
  };
}

function goods(id: number, title: string) {
  return {
    goods_id: id,
    goods_title: title,
    goods_picture: `/uploads/g${id}.png`,
    goods_tag_id: 1,
  };
}

const homeList = {
  code: 200,
  msg: 'ok',
  advertisementList: [
    {
      advertisement_id: 1,
      advertisement_name: 'Spring Sale',
      advertisement_introduce: 'Up to 30% off',
      advertisement_picture: '/uploads/banner-1.png',
      advertisement_url: '/products',
    },
    {
      advertisement_id: 2,
      advertisement_name: 'TPMS Made Simple',
      advertisement_introduce: 'Relearn sensors',
      advertisement_picture: '/uploads/banner-2.png',
      advertisement_url: '',
    },
  ],
  aboutUsFind: config(32, 'About Diagtools', 'Professional diagnostics', '/about-us'),
  albumCategoryList: [
    {
      category_id: 21,
      category_name: 'Code Reader',
      category_paths: '/products/code-reader',
      category_introduce: 'Simple OBD2 readers that read and clear engine codes.',
      category_album: ['/uploads/a1.png', '/uploads/a2.png'],
    },
    {
      category_id: 22,
      category_name: 'Battery Service',
      category_paths: '/products/battery-service',
      category_introduce: 'Battery and charging system testers.',
      category_album: ['/uploads/b1.png'],
    },
  ],
  supportList: [
    {
      category_id: 31,
      category_name: 'FAQs',
      category_paths: '/support/faqs',
      category_icon: '/uploads/faq.svg',
      category_picture: '',
      category_introduce: '',
    },
  ],
  tabsCategoryList: [
    {
      category_id: 21,
      category_name: 'Code Reader',
      category_paths: '/products/code-reader',
      goodsList: [goods(1, 'CR100'), goods(2, 'CR200')],
    },
    {
      category_id: 22,
      category_name: 'Battery Service',
      category_paths: '/products/battery-service',
      goodsList: [goods(3, 'BT50')],
    },
  ],
  configsList: [
    config(9, '15+', 'Years in vehicle diagnostics', '', '<p>Since 2011<script>x()</script></p>'),
    config(10, '2M+', 'Tools in use'),
    config(11, '120+', 'Vehicle brands'),
    config(12, '24 h', 'Support response'),
    config(28, 'Tech Support', 'support@example.com', '/support/tech-support'),
    config(29, 'Where to Buy', 'Authorized dealers', '/where-to-buy'),
    config(30, 'Call Us', '+1 800', 'tel:+1800'),
    config(31, 'Become a Distributor', 'Partner with us', '/partnership/become-a-distributor'),
    { ...config(99, 'Unrelated', 'not on the home page'), configs_show_id: 1 },
  ],
};

async function renderHome() {
  const fetchMock = mockFetch({ [HOME_ENDPOINTS.homeList.path]: homeList });
  const props = await getHome('Diagtools');
  expect(
    callsTo(fetchMock, HOME_ENDPOINTS.homeList.path)[0][0].searchParams.get('configsName'),
  ).toBe('home');
  return { props, fetchMock, ...renderWithProviders(<HomeView {...props} />) };
}

/**
 * A stand-in IntersectionObserver: `enter(node)` tells the observers of the elements that
 * hold `node` that they have come near the window.
 */
function mockIntersectionObserver() {
  const observed: { callback: IntersectionObserverCallback; node: Element }[] = [];
  class Observer {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(node: Element) {
      observed.push({ callback: this.callback, node });
    }
    disconnect() {}
  }
  Object.defineProperty(window, 'IntersectionObserver', { value: Observer, configurable: true });
  return {
    enter(node: Element) {
      const holders = observed.filter((entry) => entry.node.contains(node));
      expect(holders.length).toBeGreaterThan(0);
      act(() => {
        for (const { callback, node: target } of holders) {
          callback(
            [{ isIntersecting: true, target } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
        }
      });
    },
    restore() {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    },
  };
}

describe('home page', () => {
  it('renders the intro counters from configs 9 to 12, sanitized', async () => {
    const { props } = await renderHome();
    expect(props.intro.map((b) => b.id)).toEqual([9, 10, 11, 12]);
    expect(props.intro[0].html).toBe('<p>Since 2011</p>');
    const intro = screen.getByRole('list', { name: 'Introduction' });
    const items = within(intro).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('15+');
    expect(items[0]).toHaveTextContent('Years in vehicle diagnostics');
    expect(items[3]).toHaveTextContent('24 h');
    expect(screen.queryByText('Unrelated')).not.toBeInTheDocument();
  });

  it('renders the contact tiles from configs 28 to 31 as links', async () => {
    await renderHome();
    const contact = screen.getByRole('list', { name: 'Contact' });
    expect(hrefsIn(contact)).toEqual([
      '/support/tech-support',
      '/where-to-buy',
      'tel:+1800',
      '/partnership/become-a-distributor',
    ]);
    expect(within(contact).getAllByRole('link')[0]).toHaveTextContent('Tech Support');
  });

  it('shows the banners with their text over the picture, the first one eager', async () => {
    await renderHome();
    const banners = screen.getByRole('region', { name: 'Banners' });
    // The pictures carry no text: the record's name and introduction are HTML text on them.
    expect(within(banners).getByText('Spring Sale')).toBeVisible();
    expect(within(banners).getByText('Up to 30% off')).toBeVisible();
    expect(within(banners).getByText('TPMS Made Simple')).toBeVisible();
    const images = banners.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('alt', '');
    expect(images[0]).not.toHaveAttribute('loading', 'lazy');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
  });

  it("gives a slide with a link one button to the record's link, and a slide without none", async () => {
    await renderHome();
    const banners = screen.getByRole('region', { name: 'Banners' });
    const links = within(banners).getAllByRole('link');
    // Only the Spring Sale record has a link (/products): one button, the whole slide is not a link.
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Shop now: Spring Sale');
    expect(links[0]).toHaveTextContent(/^Shop now$/);
    expect(links[0]).toHaveAttribute('href', '/products');
    expect(within(banners).getByText('TPMS Made Simple').closest('a')).toBeNull();
  });

  it('leaves out a banner whose offer has ended and keeps one still running', async () => {
    const year = new Date().getFullYear();
    const ended = {
      ...homeList.advertisementList[0],
      advertisement_id: 3,
      advertisement_name: 'Old Sale',
      advertisement_introduce: `Up to 20% off until June 30, ${year - 1}.`,
    };
    const running = {
      ...ended,
      advertisement_id: 4,
      advertisement_name: 'Long Sale',
      advertisement_introduce: `Up to 10% off until December 31, ${year + 1}.`,
    };
    mockFetch({
      [HOME_ENDPOINTS.homeList.path]: {
        ...homeList,
        advertisementList: [...homeList.advertisementList, ended, running],
      },
    });
    const props = await getHome('Diagtools');
    expect(props.banners.map((banner) => banner.name)).toEqual([
      'Spring Sale',
      'TPMS Made Simple',
      'Long Sale',
    ]);
  });

  it("holds only the first tab's goods in the page data", async () => {
    const { props } = await renderHome();
    expect(props.tabs.map((tab) => tab.products?.map((card) => card.title) ?? null)).toEqual([
      ['CR100', 'CR200'],
      null,
    ]);
  });

  it("switches the goods carousel with the tabs, the others' goods from one homeList call", async () => {
    const { user, fetchMock } = await renderHome();
    const rendered = callsTo(fetchMock, HOME_ENDPOINTS.homeList.path).length;
    expect(screen.getByRole('region', { name: 'Code Reader products' })).toHaveTextContent('CR200');
    await user.click(screen.getByRole('tab', { name: 'Battery Service' }));
    const carousel = await screen.findByRole('region', { name: 'Battery Service products' });
    expect(within(carousel).getByRole('link', { name: /BT50/ })).toBeInTheDocument();
    expect(screen.queryByText('CR200')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Battery Service' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Back to the first tab and again to the second: no call more.
    await user.click(screen.getByRole('tab', { name: 'Code Reader' }));
    await user.click(screen.getByRole('tab', { name: 'Battery Service' }));
    expect(await screen.findByRole('region', { name: 'Battery Service products' })).toBeVisible();
    const calls = callsTo(fetchMock, HOME_ENDPOINTS.homeList.path).slice(rendered);
    expect(calls).toHaveLength(1);
    expect(calls[0][0].searchParams.get('configsName')).toBe('home');
  });

  it("asks for the other tabs' goods when the pointer reaches the tabs, before a click", async () => {
    const { user, fetchMock } = await renderHome();
    const rendered = callsTo(fetchMock, HOME_ENDPOINTS.homeList.path).length;
    await user.hover(screen.getByRole('tab', { name: 'Battery Service' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, HOME_ENDPOINTS.homeList.path)).toHaveLength(rendered + 1),
    );
  });

  it("keeps the cards it shows while the next tab's come, and offers a retry when they fail", async () => {
    const { user, fetchMock } = await renderHome();
    let answer: (body: object) => void = () => undefined;
    fetchMock.mockImplementation(
      () => new Promise((resolve) => (answer = (body) => resolve(jsonResponse(body)))),
    );
    await user.click(screen.getByRole('tab', { name: 'Battery Service' }));
    // Waiting: the first tab's cards stay, the panel is busy.
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('region', { name: 'Code Reader products' })).toHaveTextContent('CR200');
    act(() => answer({ code: 500, msg: 'Service response failed' }));
    expect(
      await screen.findByText('The Battery Service products could not be loaded.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    act(() => answer(homeList));
    const carousel = await screen.findByRole('region', { name: 'Battery Service products' });
    expect(within(carousel).getByRole('link', { name: /BT50/ })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'false');
  });

  it('draws the album pictures once the album comes near the window', async () => {
    const observer = mockIntersectionObserver();
    try {
      await renderHome();
      const region = screen.getByRole('region', { name: 'Code Reader pictures' });
      // An empty slot of the picture's size in each slide until then.
      expect(within(region).queryAllByRole('img')).toHaveLength(0);
      expect(region.querySelectorAll('[data-picture-slot]')).toHaveLength(2);
      observer.enter(region);
      expect(within(region).getAllByRole('img')).toHaveLength(2);
      expect(region.querySelectorAll('[data-picture-slot]')).toHaveLength(0);
      // The other album is still waiting.
      expect(
        within(screen.getByRole('region', { name: 'Battery Service pictures' })).queryAllByRole(
          'img',
        ),
      ).toHaveLength(0);
    } finally {
      observer.restore();
    }
  });

  it('draws only the first view of the banner and product carousels before the page runs', async () => {
    const observer = mockIntersectionObserver();
    const goodsList = [1, 2, 3, 4, 5, 6].map((id) => goods(id, `CR${id}00`));
    try {
      mockFetch({
        [HOME_ENDPOINTS.homeList.path]: {
          ...homeList,
          tabsCategoryList: [{ ...homeList.tabsCategoryList[0], goodsList }],
        },
      });
      renderWithProviders(<HomeView {...await getHome('Diagtools')} />);
      const banners = screen.getByRole('region', { name: 'Banners' });
      expect(banners.querySelectorAll('img')).toHaveLength(1);
      expect(banners.querySelectorAll('[data-picture-slot]')).toHaveLength(1);
      const products = screen.getByRole('region', { name: 'Code Reader products' });
      const pictured = () =>
        within(products)
          .getAllByRole('link')
          .map((link) => link.querySelector('img') !== null);
      // Four cards is the most any width shows: the fifth and sixth wait for the section.
      expect(pictured()).toEqual([true, true, true, true, false, false]);
      observer.enter(banners);
      expect(banners.querySelectorAll('img')).toHaveLength(2);
      observer.enter(products);
      expect(pictured()).toEqual([true, true, true, true, true, true]);
    } finally {
      observer.restore();
    }
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = await renderHome();
    const first = screen.getByRole('tab', { name: 'Code Reader' });
    expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    await user.keyboard('{ArrowRight}');
    const second = screen.getByRole('tab', { name: 'Battery Service' });
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveTextContent('BT50'));
    await user.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
  });

  it('shows album carousels with a View link and the support grid', async () => {
    await renderHome();
    expect(screen.getByRole('link', { name: 'View Code Reader' })).toHaveAttribute(
      'href',
      '/products/code-reader',
    );
    expect(
      within(screen.getByRole('region', { name: 'Code Reader pictures' })).getAllByRole('img'),
    ).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/support/faqs');
  });

  it("captions each album with its category's introduction from the record", async () => {
    const { props } = await renderHome();
    expect(props.albums.map((album) => album.introduce)).toEqual([
      'Simple OBD2 readers that read and clear engine codes.',
      'Battery and charging system testers.',
    ]);
    const albums = screen.getByRole('region', { name: 'Albums' });
    const codeReader = within(albums).getByRole('article', { name: 'Code Reader' });
    expect(codeReader).toHaveAccessibleDescription(
      'Simple OBD2 readers that read and clear engine codes.',
    );
    expect(within(codeReader).getByText(/read and clear engine codes/)).toBeVisible();
    const battery = within(albums).getByRole('article', { name: 'Battery Service' });
    expect(within(battery).getByText('Battery and charging system testers.')).toBeVisible();
    expect(within(battery).queryByText(/engine codes/)).toBeNull();
  });
});
