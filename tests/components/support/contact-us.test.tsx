import { screen, within } from '@testing-library/react';
import { getContactUsPage } from '@/features/support/contact-us/api/get-contact-us';
import ContactUsView from '@/features/support/contact-us/contact-us-view';
import { mockFetch } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';
import { category, serviceContactAll } from './support-pages-fixtures';
import { hrefsIn, linksIn } from '../../helpers/links';
import { SERVICE_CONTACT_ENDPOINTS } from '@/contract/vendor-endpoints/service-contact';

const contactUs = category({
  category_id: 6,
  category_name: 'Contact Us',
  category_component: 'ContactUsPage',
  category_paths: '/contact-us',
  category_picture: '/uploads/categories/contact-us.svg',
  category_introduce: 'We are here to help.',
  children: [
    category({
      category_id: 61,
      category_name: 'About Us',
      category_component: 'AboutUsPage',
      category_paths: '/about-us',
      category_icon: '/uploads/icons/about-us.svg',
    }),
    category({
      category_id: 63,
      category_name: 'Privacy Policy',
      category_paths: '/about-us/privacy-policy',
    }),
    category({
      category_id: 64,
      category_name: 'Service Agreement',
      category_paths: '/about-us/service-agreement',
    }),
  ],
});

async function renderPage() {
  mockFetch({ [SERVICE_CONTACT_ENDPOINTS.serviceContactAll.path]: serviceContactAll });
  const props = await getContactUsPage(contactUs, []);
  return { props, ...renderWithProviders(<ContactUsView {...props} />, { route: '/contact-us' }) };
}

describe('contact us', () => {
  it('shows the banner, the heading and links to its children', async () => {
    const { container } = await renderPage();
    expect(
      container.querySelector('img[src$="/uploads/categories/contact-us.svg"]'),
    ).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(screen.getByText('We are here to help.')).toBeVisible();
    const children = screen.getByRole('navigation', { name: 'Contact Us pages' });
    expect(linksIn(children)).toEqual([
      ['About Us', '/about-us'],
      ['Privacy Policy', '/about-us/privacy-policy'],
      ['Service Agreement', '/about-us/service-agreement'],
    ]);
  });

  it('lists every contact: site paths in place, web links in a new tab, mail and phone as they are', async () => {
    await renderPage();
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(hrefsIn(contact)).toEqual([
      '/support/tech-support',
      'https://wa.me/18005550199',
      'tel:+18005550199',
      'mailto:support@diagtools.com',
    ]);
    const ticket = within(contact).getByRole('link', { name: 'Online Ticket' });
    expect(ticket).not.toHaveAttribute('target');
    const whatsApp = within(contact).getByRole('link', { name: /^WhatsApp/ });
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(contact).getByRole('link', { name: 'support@diagtools.com' }),
    ).not.toHaveAttribute('target');
  });

  it('lists the social media, each in a new tab, and drops unsafe links', async () => {
    await renderPage();
    const social = screen.getByRole('region', { name: 'Social Media' });
    const facebook = within(social).getByRole('link', { name: /^Facebook/ });
    expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/diagtools');
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(social).getByText('Evil').closest('a')).toBeNull();
  });

  it('lists the more services with their descriptions', async () => {
    await renderPage();
    const services = screen.getByRole('region', { name: 'More Services' });
    expect(within(services).getByRole('link', { name: /^Vehicle Coverage/ })).toHaveAttribute(
      'href',
      '/support/vehicle-coverage',
    );
    expect(
      within(services).getByText('Check what your tool supports on each vehicle.'),
    ).toBeVisible();
    expect(within(services).getByRole('link', { name: /^Community/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('still renders its banner, heading and children when the API refuses the contacts', async () => {
    mockFetch({
      [SERVICE_CONTACT_ENDPOINTS.serviceContactAll.path]: { code: 400, msg: 'No contacts' },
    });
    const props = await getContactUsPage(contactUs, []);
    renderWithProviders(<ContactUsView {...props} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Contact Us pages' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Contact' })).not.toBeInTheDocument();
  });
});
