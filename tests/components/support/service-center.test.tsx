import { screen, waitFor, within } from '@testing-library/react';
import { getServiceCenterPage } from '@/features/support/service-center/api/get-service-center';
import ServiceCenterView, {
  SERVICE_CENTER_HEADLINE,
  SERVICE_CENTER_SUBLINE,
} from '@/features/support/service-center/service-center-view';
import { callsTo, mockFetch } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';
import { category, serviceContactAll } from './support-pages-fixtures';
import { SERVICE_CONTACT_ENDPOINTS } from '@/contract/vendor-endpoints/service-contact';

const serviceCenter = category({
  category_id: 4,
  category_name: 'Service Center',
  category_component: 'ServiceCenterPage',
  category_paths: '/service-center',
});

async function renderPage() {
  const fetchMock = mockFetch({
    [SERVICE_CONTACT_ENDPOINTS.serviceContactAll.path]: serviceContactAll,
  });
  const props = await getServiceCenterPage(serviceCenter, []);
  fetchMock.mockClear();
  const rendered = renderWithProviders(<ServiceCenterView {...props} />, {
    route: '/service-center',
  });
  return { props, fetchMock, ...rendered };
}

/** Stands in for the async clipboard (after render: userEvent.setup installs its own). */
function installClipboard(writeText: (text: string) => Promise<void>) {
  const mock = jest.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: mock }, configurable: true });
  return mock;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('service center', () => {
  it('loads everything on the server: e-mail 8, contacts 2 then 4, visible cards, sanitized', async () => {
    const { props, fetchMock } = await renderPage();
    expect(props.email).toMatchObject({ id: 8, address: 'support@diagtools.com' });
    expect(props.contacts.map((contact) => contact.id)).toEqual([2, 4]);
    expect(props.cards.map((card) => card.title)).toEqual(['User Manuals']);
    expect(props.cards[0].html).toBe('<p>Download manuals</p>');
    expect(props.helpResources).toHaveLength(2);
    expect(callsTo(fetchMock, SERVICE_CONTACT_ENDPOINTS.serviceContactAll.path)).toHaveLength(0);
  });

  it('shows the headline, sub-line, e-mail, the two other contacts and every section', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: SERVICE_CENTER_HEADLINE })).toBeVisible();
    expect(SERVICE_CENTER_HEADLINE).toBe("We're At Your Service");
    expect(screen.getByText('Average response time under 24 hours')).toBeInTheDocument();
    expect(SERVICE_CENTER_SUBLINE).toBe('Average response time under 24 hours');
    expect(screen.getByText('support@diagtools.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^\+1 800 555 0199/ })).toHaveAttribute(
      'href',
      'tel:+18005550199',
    );
    expect(screen.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/18005550199',
    );
    // Contact 1 is neither the e-mail nor one of the two others.
    expect(screen.queryByText('Online Ticket')).not.toBeInTheDocument();

    const help = screen.getByRole('region', { name: 'Help Resources' });
    expect(within(help).getByRole('link', { name: /^Vehicle Coverage/ })).toHaveAttribute(
      'href',
      '/support/vehicle-coverage',
    );
    expect(within(help).getByText('Check what your tool supports on each vehicle.')).toBeVisible();

    const more = screen.getByRole('region', { name: 'More Resources' });
    expect(within(more).getByRole('heading', { level: 3, name: 'User Manuals' })).toBeVisible();
    expect(within(more).getByText('Download manuals')).toBeVisible();
    expect(
      within(more).getByRole('link', { name: /^Learn More about User Manuals/ }),
    ).toHaveAttribute('href', '/support/downloads');
    expect(within(more).queryByText('Hidden card')).not.toBeInTheDocument();

    const social = screen.getByRole('region', { name: 'Follow Us On' });
    expect(within(social).getByRole('link', { name: /^Facebook/ })).toHaveAttribute(
      'href',
      'https://www.facebook.com/diagtools',
    );
    // An unsafe link is shown as text, not followed.
    expect(within(social).getByText('Evil').closest('a')).toBeNull();
  });

  it('opens every link in a new tab, without a handle on this page', async () => {
    await renderPage();
    const links = screen.getAllByRole('link');
    expect(links.length).toBe(7);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toEqual(
        expect.arrayContaining(['noopener', 'noreferrer']),
      );
      expect(link).toHaveTextContent(/\(opens in a new tab\)$/);
    }
    expect(screen.getByRole('link', { name: /^Send Email/ })).toHaveAttribute(
      'href',
      'mailto:support@diagtools.com',
    );
  });

  it('copies the e-mail address and says so', async () => {
    const { user } = await renderPage();
    const writeText = installClipboard(async () => undefined);
    await user.click(screen.getByRole('button', { name: 'Copy email address' }));
    expect(writeText).toHaveBeenCalledWith('support@diagtools.com');
    const alert = await screen.findByRole('alert');
    // A success says its message alone (only warnings are titled Tips, docs/copy.md).
    expect(alert).toHaveTextContent(/^Email copied to clipboard!$/);
  });

  it('says when the address could not be copied', async () => {
    const { user } = await renderPage();
    installClipboard(async () => {
      throw new Error('denied');
    });
    await user.click(screen.getByRole('button', { name: 'Copy email address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to copy email');
  });

  it('falls back to the selection copy where there is no async clipboard', async () => {
    const execCommand = jest.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    try {
      const { user } = await renderPage();
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
      await user.click(screen.getByRole('button', { name: 'Copy email address' }));
      expect(execCommand).toHaveBeenCalledWith('copy');
      expect(await screen.findByRole('alert')).toHaveTextContent('Email copied to clipboard!');
    } finally {
      Reflect.deleteProperty(document, 'execCommand');
    }
  });

  it('renders its own copy when the API refuses the contacts', async () => {
    mockFetch({
      [SERVICE_CONTACT_ENDPOINTS.serviceContactAll.path]: { code: 400, msg: 'No contacts' },
      '/api/category/category_all': { code: 200, msg: 'ok', data: [] },
      '/api/SiteSettings/site_settings_find': { code: 200, msg: 'ok', site_settings_find: {} },
    });
    const props = await getServiceCenterPage(serviceCenter, []);
    expect(props.email).toBeNull();
    renderWithProviders(<ServiceCenterView {...props} />);
    expect(screen.getByRole('heading', { level: 1, name: SERVICE_CENTER_HEADLINE })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument());
  });
});
