import { screen, waitFor, within } from '@testing-library/react';
import { buildConfigBlock, buildSite, SERVICE_CENTER_PATH } from '../../factories/site';
import { callsTo, mockFetch } from '../../mocks/fetch';
import { defaultLayout, PromoDelayContext } from '@/features/shell';
import { renderWithProviders } from '../../render';

const popup = buildConfigBlock(33, { title: 'Join our mailing list' });
const topBox = buildConfigBlock(34, { title: 'Spring sale' });
const rightBox = buildConfigBlock(35, { title: 'Free shipping' });

const page = <p>Page body</p>;

/** Lets lazily loaded overlays (next/dynamic) resolve before asserting they are absent. */
async function settle() {
  await screen.findByText('Page body');
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('mailing-list popup', () => {
  it('waits for the page to settle before it opens', async () => {
    const site = buildSite({ popup });
    renderWithProviders(
      <PromoDelayContext.Provider value={400}>
        {defaultLayout(page, { site })}
      </PromoDelayContext.Provider>,
    );
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('is shown when config 33 exists and the flag is not close', async () => {
    renderWithProviders(page, { site: buildSite({ popup }) });
    const dialog = await screen.findByRole('dialog', { name: 'Join our mailing list' });
    expect(within(dialog).getByLabelText('Email address')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Subscribe Now' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'No, thanks' })).toBeInTheDocument();
    expect(within(dialog).getByText('Config 33 body')).toBeInTheDocument();
  });

  it('closing sets isActivity=close and it stays closed on re-render', async () => {
    const site = buildSite({ popup });
    const { user, rerender } = renderWithProviders(page, { site });
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(sessionStorage.getItem('isActivity')).toBe('close');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    rerender(<>{page}</>);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"No, thanks" closes it too', async () => {
    const { user } = renderWithProviders(page, { site: buildSite({ popup }) });
    await user.click(await screen.findByRole('button', { name: 'No, thanks' }));
    expect(sessionStorage.getItem('isActivity')).toBe('close');
  });

  it('is not shown when the flag is already close', async () => {
    sessionStorage.setItem('isActivity', 'close');
    renderWithProviders(page, { site: buildSite({ popup }) });
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not shown when an e-mail was already subscribed', async () => {
    localStorage.setItem('isEAccount', 'someone@example.com');
    renderWithProviders(page, { site: buildSite({ popup }) });
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('warns about an invalid e-mail and stays open', async () => {
    const fetchMock = mockFetch({});
    const { user } = renderWithProviders(page, { site: buildSite({ popup }) });
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Email address'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe Now' }));
    expect(await screen.findByText('Please enter valid email address!')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Join our mailing list' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('subscribes with email_add, stores the address and closes', async () => {
    const fetchMock = mockFetch({ '/api/home/email_add': { code: 200, msg: 'Subscribed!' } });
    const { user } = renderWithProviders(page, { site: buildSite({ popup }) });
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Email address'), 'buyer@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe Now' }));

    expect(await screen.findByText('Subscribed!')).toBeInTheDocument();
    const [[url, init]] = callsTo(fetchMock, '/api/home/email_add');
    expect(url.origin).toBe('http://localhost:4000');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ eAccount: 'buyer@example.com' });
    expect(localStorage.getItem('isEAccount')).toBe('buyer@example.com');
    expect(sessionStorage.getItem('isActivity')).toBe('close');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server msg once as an error and closes when the subscription fails', async () => {
    mockFetch({ '/api/home/email_add': { code: 400, msg: 'This address is already subscribed' } });
    const { user } = renderWithProviders(page, { site: buildSite({ popup }) });
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Email address'), 'buyer@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe Now' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This address is already subscribed');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(localStorage.getItem('isEAccount')).toBeNull();
    expect(sessionStorage.getItem('isActivity')).toBe('close');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('fixed top and right boxes', () => {
  it('are shown on desktop and closing sets isTopFixed / isRightFixed to close', async () => {
    const { user } = renderWithProviders(page, { site: buildSite({ topBox, rightBox }) });
    const top = await screen.findByRole('complementary', { name: 'Spring sale' });
    const right = await screen.findByRole('complementary', { name: 'Free shipping' });

    await user.click(within(top).getByRole('button', { name: 'Close' }));
    expect(sessionStorage.getItem('isTopFixed')).toBe('close');
    expect(screen.queryByRole('complementary', { name: 'Spring sale' })).not.toBeInTheDocument();

    await user.click(within(right).getByRole('button', { name: 'Close' }));
    expect(sessionStorage.getItem('isRightFixed')).toBe('close');
    expect(screen.queryByRole('complementary', { name: 'Free shipping' })).not.toBeInTheDocument();
  });

  it('are not shown once closed this session', async () => {
    sessionStorage.setItem('isTopFixed', 'close');
    renderWithProviders(page, { site: buildSite({ topBox, rightBox }) });
    expect(await screen.findByRole('complementary', { name: 'Free shipping' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Spring sale' })).not.toBeInTheDocument();
  });

  it('are hidden on the service-center page', async () => {
    renderWithProviders(page, {
      site: buildSite({ topBox, rightBox }),
      route: SERVICE_CENTER_PATH,
      pathname: '/[[...slug]]',
    });
    await settle();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('are hidden on mobile widths', async () => {
    renderWithProviders(page, { site: buildSite({ topBox, rightBox }), width: 1024 });
    await settle();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('wait for the mailing-list dialog: nothing stacks on it, they appear once it is closed', async () => {
    const { user } = renderWithProviders(page, { site: buildSite({ popup, topBox, rightBox }) });
    const dialog = await screen.findByRole('dialog', { name: 'Join our mailing list' });
    expect(screen.queryByRole('complementary', { name: 'Spring sale' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Free shipping' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'No, thanks' }));
    expect(await screen.findByRole('complementary', { name: 'Spring sale' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Free shipping' })).toBeInTheDocument();
  });

  it('the top box is a bar in the flow above the header, linking to its page', async () => {
    renderWithProviders(page, {
      site: buildSite({ topBox: { ...topBox, path: '/products' } }),
    });
    const bar = await screen.findByRole('complementary', { name: 'Spring sale' });
    const header = screen.getByRole('banner');
    // Before the header in document order: it pushes the page down instead of covering it.
    expect(bar.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(bar).getByRole('link', { name: 'See the offer' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('the right box is a collapsed side tab that opens on click', async () => {
    const { user } = renderWithProviders(page, { site: buildSite({ rightBox }) });
    const tab = await screen.findByRole('complementary', { name: 'Free shipping' });
    const toggle = within(tab).getByRole('button', { name: 'Free shipping' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(tab).queryByText('Config 35 body')).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(tab).getByText('Config 35 body')).toBeVisible();
  });
});
