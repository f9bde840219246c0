import { screen, within } from '@testing-library/react';
import { getSupportHtmlPage } from '@/features/support/support-html/get-support-html';
import SupportHtmlView from '@/features/support/support-html/support-html-view';
import { renderWithProviders } from '../../render';
import { category } from './support-pages-fixtures';
import { linksIn } from '../../helpers/links';

const children = [
  ['Vehicle Coverage', 'VehicleCoveragePage', 'vehicle-coverage'],
  ['Tech Support', 'TechSupportPage', 'tech-support'],
  ['Warranty & Return', 'WarrantyPage', 'warranty-return'],
  ['Downloads', 'DownloadsPage', 'downloads'],
  ['FAQs', 'FaqsPage', 'faqs'],
  ['Training Center', 'TrainingCenterPage', 'training-center'],
  ['FCA SGW', 'FcaSgwPage', 'fca-sgw'],
].map(([name, component, slug], index) =>
  category({
    category_id: 31 + index,
    category_name: name,
    category_component: component,
    category_paths: `/support/${slug}`,
    category_picture: `/uploads/categories/support-${slug}.svg`,
    category_icon: `/uploads/icons/support-${slug}.svg`,
    category_details: `<h2>${name} details</h2><script>alert(1)</script>`,
  }),
);
const support = category({
  category_id: 3,
  category_name: 'Support',
  category_component: 'SupportPage',
  category_paths: '/support',
  category_picture: '/uploads/categories/support.svg',
  category_details: '<p>How can we help?</p>',
  children,
});
const tree = [support];

describe('support hub', () => {
  it('/support: banner, heading and the grid of the seven children, none current', () => {
    const props = getSupportHtmlPage(support, tree);
    const { container } = renderWithProviders(<SupportHtmlView {...props} />, {
      route: '/support',
    });
    expect(container.querySelector('img[src$="/uploads/categories/support.svg"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    const grid = screen.getByRole('navigation', { name: 'Support pages' });
    const links = within(grid).getAllByRole('link');
    expect(linksIn(grid)).toEqual(
      children.map((child) => [child.category_name, child.category_paths]),
    );
    for (const link of links) {
      expect(link).not.toHaveAttribute('aria-current');
      expect(link.querySelector('img')).toHaveAttribute('alt', '');
    }
    expect(screen.getByText('How can we help?')).toBeVisible();
  });

  it.each([
    ['warranty-return', 'Warranty & Return'],
    ['fca-sgw', 'FCA SGW'],
  ])('/support/%s: inside the frame, its banner picture and sanitized HTML', (slug, name) => {
    const page = children.find((child) => child.category_paths === `/support/${slug}`);
    if (!page) throw new Error(slug);
    const props = getSupportHtmlPage(page, tree);
    expect(props.detailsHtml).toBe(`<h2>${name.replace('&', '&amp;')} details</h2>`);
    const { container } = renderWithProviders(<SupportHtmlView {...props} />, {
      route: `/support/${slug}`,
    });
    expect(screen.getByRole('heading', { level: 1, name })).toBeVisible();
    const grid = screen.getByRole('navigation', { name: 'Support pages' });
    expect(within(grid).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    expect(
      container.querySelector(`img[src$="/uploads/categories/support-${slug}.svg"]`),
    ).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: `${name} details` })).toBeVisible();
  });
});
