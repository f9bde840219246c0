/**
 * My tools and the Personal Center's section: one passport per device, joined from every
 * page of the five lists, with reminders kept dismissed on this browser.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { MyToolsView } from '@/features/account/user-info/user-info-view';
import { MyTools } from '@/features/account/passport/components/my-tools';
import { DISMISSED_KEY } from '@/features/account/passport/use-dismissed';
import { FIRST_STEPS } from '@/features/account/first-steps';
import { ACCOUNT_MESSAGES } from '@/contract/account-messages';
import { callsTo, mockFetch } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';
import { ACCOUNT_MENU } from './fixtures';
import {
  dayFromToday,
  PATHS,
  passportRoutes,
  PRODUCTS,
  type PassportApi,
  SERIALS,
  serialRow,
} from './passport-fixtures';
import { answer, bodiesTo, signIn } from './record-pages-fixtures';
import { expectLinkTo } from '../../helpers/links';

const MENU = [
  ...ACCOUNT_MENU.slice(0, 1),
  {
    ...ACCOUNT_MENU[1]!,
    children: [
      ...ACCOUNT_MENU[1]!.children,
      ...['order', 'product-collection', 'product-issues', 'warranty-claim'].map((segment, i) => ({
        id: 140 + i,
        name: segment,
        path: `/personal-center/services/${segment}`,
        introduce: '',
        children: [],
      })),
    ],
  },
];

function renderPage(api: PassportApi = {}) {
  const fetchMock = mockFetch(passportRoutes(api));
  const view = renderWithProviders(<MyToolsView name="My tools" menu={MENU} />, {
    route: '/personal-center/my-tools',
  });
  return { ...view, fetchMock };
}

/** The passport of a serial. */
async function card(serial: string): Promise<HTMLElement> {
  const articles = await screen.findAllByRole('article');
  const found = articles.find((a) => a.getAttribute('data-passport') === serial);
  if (!found) throw new Error(`No passport for ${serial}`);
  return found;
}

describe('My tools', () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });

  it('shows skeletons while the lists load, then one passport per serial from every page', async () => {
    const { fetchMock } = renderPage();
    expect(screen.getByRole('status', { name: 'Loading your tools' })).toBeInTheDocument();
    const articles = await screen.findAllByRole('article');
    expect(articles.map((a) => a.getAttribute('data-passport'))).toEqual([
      'AD9P0001',
      'BT6P0002',
      'EO1P0003',
    ]);
    // Page 2 of the serials was read (the third tool is on it).
    expect(callsTo(fetchMock, PATHS.serials).map(([url]) => url.searchParams.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('joins purchase, warranty with days left, open issues with the last message and claims', async () => {
    renderPage();
    const ad900 = await card('AD9P0001');
    expect(within(ad900).getByText('Amazon, order 111-2223334-4445556, 2025/01/01')).toBeVisible();
    expect(
      within(ad900).getByText(`Until ${PRODUCTS[0]!.product_warrantyPeriod} (20 days left)`),
    ).toBeVisible();
    expect(within(ad900).getByText('Normal')).toBeVisible();
    expect(
      await within(ad900).findByText('Customer Service: Please hold the power key for 10 s.'),
    ).toBeVisible();
    expect(within(ad900).getByText('Repair: step 4 of 7, Review (Under review)')).toBeVisible();
    expectLinkTo(ad900, 'Open a product issue', '/personal-center/services/product-issues?add=1');
    expectLinkTo(ad900, 'Start a claim', '/personal-center/services/warranty-claim?add=1');
  });

  it('says what a device lacks, with the form at hand', async () => {
    renderPage();
    const bt600 = await card('BT6P0002');
    expect(within(bt600).getByText('No purchase on record.')).toBeVisible();
    expectLinkTo(
      bt600,
      'Add the purchase',
      '/personal-center/services/order?add=1&serial=BT6P0002',
    );
    expect(within(bt600).getByText('Expire')).toBeVisible();
    // An expired serial cannot be unbound.
    expect(within(bt600).getByRole('button', { name: 'Unbind' })).toBeDisabled();
    const eo150 = await card('EO1P0003');
    expectLinkTo(
      eo150,
      'Register the product',
      '/personal-center/services/product-collection?add=1&serial=EO1P0003',
    );
    // Not validated: nothing to unbind.
    expect(within(eo150).queryByRole('button', { name: 'Unbind' })).not.toBeInTheDocument();
  });

  it('unbinds after the confirmation, with the serial record id, and reads the lists again', async () => {
    const fetchMock = mockFetch({
      ...passportRoutes(),
      [PATHS.unbind]: { code: 200, msg: 'Unbound successfully' },
    });
    const { user } = renderWithProviders(<MyToolsView name="My tools" menu={MENU} />);
    const ad900 = await card('AD9P0001');
    const serialReads = callsTo(fetchMock, PATHS.serials).length;
    await user.click(within(ad900).getByRole('button', { name: 'Unbind' }));
    await answer(user, ACCOUNT_MESSAGES.unbindConfirm, true);
    expect(await screen.findByText('Unbound successfully')).toBeInTheDocument();
    expect(bodiesTo(fetchMock, PATHS.unbind)).toEqual([{ goods_verify_id: 1 }]);
    await waitFor(() =>
      expect(callsTo(fetchMock, PATHS.serials).length).toBeGreaterThan(serialReads),
    );
  });

  it("shows the spec's warning toast when a list is refused, and a Retry", async () => {
    renderPage({ refuse: PATHS.orders });
    expect(await screen.findByText('The list is resting')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /retry/i })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('tells a customer with no tools what to do first', async () => {
    renderPage({ serials: [], orders: [], products: [], issues: [], claims: [] });
    expect(await screen.findByText(FIRST_STEPS.serial.title)).toBeVisible();
    expect(screen.getByRole('link', { name: FIRST_STEPS.serial.action })).toHaveAttribute(
      'href',
      '/personal-center/services/serial-number?add=1',
    );
  });
});

describe('Personal Center: reminders', () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });

  function renderSection() {
    mockFetch(passportRoutes());
    return renderWithProviders(<MyTools menu={MENU} variant="section" />, {
      route: '/personal-center/user-info',
    });
  }

  it('warns of a warranty ending within 30 days, an expired serial and a claim waiting for the customer', async () => {
    renderSection();
    const reminders = await screen.findByRole('region', { name: 'Reminders' });
    const alerts = within(reminders).getAllByRole('alert');
    expect(alerts.map((a) => a.getAttribute('data-reminder'))).toEqual([
      'warranty-ending',
      'serial-expired',
      'claim-waiting',
    ]);
    expect(alerts[0]).toHaveTextContent(
      `The warranty of your AD900 Pro Scan Tool (AD9P0001) ends in 20 days, on ${dayFromToday(20)}.`,
    );
    expect(
      within(alerts[0]!).getByRole('link', { name: 'Start a warranty claim' }),
    ).toHaveAttribute('href', '/personal-center/services/warranty-claim?add=1');
  });

  it("opens the claim's progress from the waiting claim's reminder", async () => {
    const { user } = renderSection();
    const reminders = await screen.findByRole('region', { name: 'Reminders' });
    await user.click(within(reminders).getByRole('button', { name: 'Enter the tracking number' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('keeps a dismissed reminder dismissed on this browser', async () => {
    const { user, unmount } = renderSection();
    const reminders = await screen.findByRole('region', { name: 'Reminders' });
    const expired = within(reminders)
      .getAllByRole('alert')
      .find((a) => a.getAttribute('data-reminder') === 'serial-expired')!;
    await user.click(within(expired).getByRole('button', { name: /^Dismiss/ }));
    await waitFor(() =>
      expect(
        screen
          .queryAllByRole('alert')
          .filter((a) => a.getAttribute('data-reminder') === 'serial-expired'),
      ).toHaveLength(0),
    );
    expect(JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '[]')).toEqual([
      'serial-expired:BT6P0002',
    ]);
    unmount();
    renderSection();
    await screen.findByRole('region', { name: 'Reminders' });
    expect(screen.getAllByRole('alert').map((a) => a.getAttribute('data-reminder'))).toEqual([
      'warranty-ending',
      'claim-waiting',
    ]);
  });

  it('shows the first three reminders, the others behind Show all', async () => {
    mockFetch(
      passportRoutes({
        serials: [...SERIALS, serialRow(4, 'PG100 Paint Thickness Gauge', 'PG1P0004', 3)],
      }),
    );
    const { user } = renderWithProviders(<MyTools menu={MENU} variant="section" />);
    const reminders = await screen.findByRole('region', { name: 'Reminders' });
    expect(within(reminders).getAllByRole('alert')).toHaveLength(3);
    await user.click(within(reminders).getByRole('button', { name: 'Show all 4 reminders' }));
    expect(within(reminders).getAllByRole('alert')).toHaveLength(4);
  });

  it('shows the first three passports and links to all of them', async () => {
    renderSection();
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Open My tools' })).toHaveAttribute(
      'href',
      '/personal-center/my-tools',
    );
  });
});
