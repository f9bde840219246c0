import { screen, within } from '@testing-library/react';
import { getAboutPage } from '@/features/content/about/api/get-about-page';
import AboutView from '@/features/content/about/about-view';
import type { ApiCategory } from '@/contract/api-types';
import { callsTo, mockFetch } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';
import { ABOUT_ENDPOINTS } from '@/contract/vendor-endpoints/about';

function config(id: number, title: string, subtitle = '', content = '', picture = true) {
  return {
    configs_id: id,
    configs_title: title,
    configs_subtitle: subtitle,
    configs_content: content,
    configs_picture: picture ? `/uploads/config-${id}.png` : '',
    configs_path: '',
    configs_show_id: 1,
  };
}

const configsList = [
  config(13, 'About Diagtools', 'Making repair easier since 2011'),
  config(14, 'Who We Are', '', '<p>A team of engineers<img src=x onerror="alert(1)"></p>'),
  config(15, 'What We Do', '', '<p>Scan tools</p>'),
  config(16, 'Our Mission', '', '<p>Fair prices</p>'),
  config(17, '2011', 'Founded', '', false),
  config(18, '300+', 'Engineers', '', false),
  config(19, '2M+', 'Customers served', '', false),
  config(20, 'Research and Development', '', '<p>R&amp;D</p>'),
  config(21, 'Quality Control', '', '<p>Tests</p>'),
  config(22, 'Global Service', '', '<p>Service</p>'),
  config(23, 'Free Updates', '', '<p>Updates</p>'),
  { ...config(24, 'Hidden Feature', '', '<p>Hidden</p>'), configs_show_id: 2 },
  config(25, 'Our Workshop'),
  config(26, 'Background'),
  config(27, 'Driving the Future of Repair', '', '<p>Electric cars</p>', false),
];

const category = { category_name: 'About Us' } as ApiCategory;

async function renderAbout() {
  const fetchMock = mockFetch({
    [ABOUT_ENDPOINTS.aboutList.path]: { code: 200, msg: 'ok', configsList },
  });
  const props = await getAboutPage(category);
  expect(
    callsTo(fetchMock, ABOUT_ENDPOINTS.aboutList.path)[0][0].searchParams.get('configsName'),
  ).toBe('about');
  if (!props) throw new Error('no props');
  return { props, ...renderWithProviders(<AboutView {...props} />) };
}

describe('about us page', () => {
  it('maps the config ids onto the sections', async () => {
    const { props } = await renderAbout();
    expect(props.hero?.id).toBe(13);
    expect(props.descriptions.map((b) => b.id)).toEqual([14, 15, 16]);
    expect(props.stats.map((b) => b.id)).toEqual([17, 18, 19]);
    // 24 is hidden (configs_show_id 2).
    expect(props.features.map((b) => b.id)).toEqual([20, 21, 22, 23]);
    expect(props.background.image?.id).toBe(25);
    expect(props.background.backdrop?.id).toBe(26);
    expect(props.background.text?.id).toBe(27);
    expect(props.descriptions[0].html).not.toContain('onerror');
  });

  it('renders the title, descriptions, stats, features and background', async () => {
    const { container } = await renderAbout();
    expect(screen.getByRole('heading', { level: 1, name: 'About Diagtools' })).toBeInTheDocument();
    expect(screen.getByText('Making repair easier since 2011')).toBeInTheDocument();
    for (const title of ['Who We Are', 'What We Do', 'Our Mission']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    const stats = within(screen.getByRole('region', { name: 'Facts and figures' }));
    expect(stats.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '2011Founded',
      '300+Engineers',
      '2M+Customers served',
    ]);
    const features = within(screen.getByRole('region', { name: 'What sets us apart' }));
    expect(features.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Research and Development',
      'Quality Control',
      'Global Service',
      'Free Updates',
    ]);
    expect(screen.queryByText('Hidden Feature')).not.toBeInTheDocument();
    const background = screen.getByRole('region', { name: 'Driving the Future of Repair' });
    expect(within(background).getByRole('img', { name: 'Our Workshop' })).toBeInTheDocument();
    expect(background.getAttribute('data-config-id')).toBe('26');
    expect(container.querySelector('[data-config-id="26"]')).toBe(background);
  });

  it('falls back to the category name without config 13', async () => {
    mockFetch({ [ABOUT_ENDPOINTS.aboutList.path]: { code: 200, msg: 'ok', configsList: [] } });
    const props = await getAboutPage(category);
    if (!props) throw new Error('no props');
    renderWithProviders(<AboutView {...props} />);
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  });
});
