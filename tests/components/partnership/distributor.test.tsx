import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { DistributorLiveForm } from '@/features/partnership/distributor/components/distributor-live-form';
import type { DistributorProps } from '@/features/partnership/distributor/types';
import DistributorView, {
  DISTRIBUTOR_FORM_SECTION_ID,
} from '@/features/partnership/distributor/distributor-view';
import { COOPERATION_TYPES, PARTNERSHIP_MESSAGES as M } from '@/contract/partnership-messages';
import { callsTo, type FetchMock, mockFetch } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';
import { deferredAnswer, pageNotIdle } from '../forms/form-helpers';
import { block } from './config-blocks';
import { BECOME_DISTRIBUTOR_ENDPOINTS } from '@/contract/vendor-endpoints/become-distributor';

const COUNTRIES: Record<string, string[]> = {
  Europe: ['France', 'Germany'],
  Asia: ['Japan', 'Korea'],
};

const FIELD_MESSAGES = [
  M.distributorCooperationType,
  M.distributorRegion,
  M.distributorCountry,
  M.distributorName,
  M.distributorEmail,
  M.distributorPhone,
  M.distributorCompanyName,
  M.distributorCompanySize,
  M.distributorWebsite,
  M.distributorAddress,
  M.distributorBrand,
  M.distributorBody,
];

function setUp() {
  const post = deferredAnswer();
  const fetchMock = mockFetch({
    [BECOME_DISTRIBUTOR_ENDPOINTS.countryAll.path]: (url) => ({
      code: 200,
      msg: 'ok',
      data: (COUNTRIES[url.searchParams.get('region_name') ?? ''] ?? []).map((name, i) => ({
        country_id: i + 1,
        country_name: name,
      })),
    }),
    [BECOME_DISTRIBUTOR_ENDPOINTS.distributorForm.path]: post.route,
  });
  const rendered = renderWithProviders(
    <DistributorLiveForm initialValues={{}} submitNow={false} regions={['Europe', 'Asia']} />,
  );
  return { ...rendered, fetchMock, post };
}

const submitButton = () => screen.getByRole('button', { name: /submit/i });
const consent = () => screen.getByRole('checkbox', { name: /statement/i });

/** The toast with this text and its severity (MUI's filled alert classes). */
async function toast(text: string, severity: 'success' | 'warning' | 'error') {
  const alert = (await screen.findByText(text)).closest('[role="alert"]');
  expect(alert).not.toBeNull();
  const expected = severity[0].toUpperCase() + severity.slice(1);
  expect(alert?.className).toContain(`MuiAlert-color${expected}`);
}

async function fillAll(user: ReturnType<typeof setUp>['user']) {
  await user.selectOptions(screen.getByLabelText('Cooperation type'), COOPERATION_TYPES[0]);
  await user.selectOptions(screen.getByLabelText('Region'), 'Europe');
  await screen.findByRole('option', { name: 'Germany' });
  await user.selectOptions(screen.getByLabelText('Country'), 'Germany');
  const typed: [string, string][] = [
    ['First name', 'Ada'],
    ['Last name', 'Lovelace'],
    ['E-mail', 'ada@example.com'],
    ['Phone', '+44 20 1234 5678'],
    ['Company name', 'Analytical Engines Ltd'],
    ['Company size', '50-100'],
    ['Website URL', 'https://engines.example.com'],
    ['Address', '1 Babbage Street, London'],
    ['Other brands carried', 'Brand A, Brand B'],
    ['Message', 'We would like to sell your tools.'],
  ];
  for (const [label, value] of typed) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
  await user.click(consent());
}

const EXPECTED_BODY = {
  form_cooperationtype: COOPERATION_TYPES[0],
  form_firstname: 'Ada',
  form_lastname: 'Lovelace',
  form_emil: 'ada@example.com',
  form_phone: '+44 20 1234 5678',
  form_companyname: 'Analytical Engines Ltd',
  form_companysize: '50-100',
  form_websiteurl: 'https://engines.example.com',
  form_region: 'Europe',
  form_country: 'Germany',
  form_address: '1 Babbage Street, London',
  form_brand: 'Brand A, Brand B',
  form_body: 'We would like to sell your tools.',
  isAgreement: 1,
};

function postedBodies(fetchMock: FetchMock) {
  return callsTo(fetchMock, BECOME_DISTRIBUTOR_ENDPOINTS.distributorForm.path).map(([, init]) =>
    JSON.parse(String(init?.body)),
  );
}

function expectEmpty() {
  for (const label of ['Cooperation type', 'Region', 'Country']) {
    expect(screen.getByLabelText(label)).toHaveValue('');
  }
  for (const label of ['First name', 'Last name', 'E-mail', 'Phone', 'Company name', 'Message']) {
    expect(screen.getByLabelText(label)).toHaveValue('');
  }
  expect(consent()).not.toBeChecked();
  expect(screen.queryByRole('option', { name: 'Germany' })).not.toBeInTheDocument();
}

describe('distributor form', () => {
  it('without the statement tick: the warning, nothing sent, no field errors', async () => {
    const { user, fetchMock } = setUp();
    await user.click(submitButton());
    await toast(M.distributorConsent, 'warning');
    expect(callsTo(fetchMock, BECOME_DISTRIBUTOR_ENDPOINTS.distributorForm.path)).toHaveLength(0);
    for (const message of FIELD_MESSAGES) {
      expect(screen.queryByText(message)).not.toBeInTheDocument();
    }
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it('with the tick and nothing filled: every message word for word, nothing sent', async () => {
    const { user, fetchMock } = setUp();
    await user.click(consent());
    await user.click(submitButton());
    for (const message of FIELD_MESSAGES) {
      // First and last name share "Please write your name".
      const expected = message === M.distributorName ? 2 : 1;
      expect(await screen.findAllByText(message)).toHaveLength(expected);
    }
    expect(screen.queryByText(M.distributorConsent)).not.toBeInTheDocument();
    expect(callsTo(fetchMock, BECOME_DISTRIBUTOR_ENDPOINTS.distributorForm.path)).toHaveLength(0);
    // Focus goes to the first field with a message.
    expect(screen.getByLabelText('Cooperation type')).toHaveFocus();
  });

  it('validates a select as soon as it changes', async () => {
    const { user } = setUp();
    await user.selectOptions(screen.getByLabelText('Cooperation type'), COOPERATION_TYPES[1]);
    expect(screen.queryByText(M.distributorCooperationType)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Cooperation type'), '');
    expect(await screen.findByText(M.distributorCooperationType)).toBeInTheDocument();
  });

  it('loads the countries of the chosen region and clears the country', async () => {
    const { user, fetchMock } = setUp();
    const country = screen.getByLabelText('Country');
    expect(within(country).getAllByRole('option')).toHaveLength(1);

    await user.selectOptions(screen.getByLabelText('Region'), 'Europe');
    await screen.findByRole('option', { name: 'Germany' });
    expect(
      callsTo(fetchMock, BECOME_DISTRIBUTOR_ENDPOINTS.countryAll.path)[0][0].searchParams.get(
        'region_name',
      ),
    ).toBe('Europe');
    await user.selectOptions(country, 'Germany');
    expect(country).toHaveValue('Germany');

    await user.selectOptions(screen.getByLabelText('Region'), 'Asia');
    expect(country).toHaveValue('');
    await screen.findByRole('option', { name: 'Japan' });
    expect(screen.queryByRole('option', { name: 'Germany' })).not.toBeInTheDocument();
    expect(
      callsTo(fetchMock, BECOME_DISTRIBUTOR_ENDPOINTS.countryAll.path)[1][0].searchParams.get(
        'region_name',
      ),
    ).toBe('Asia');
  });

  it('is busy until the answer, sends the exact body, and resets after a success', async () => {
    const { user, fetchMock, post } = setUp();
    await fillAll(user);
    await user.click(submitButton());

    await waitFor(() => expect(post.route).toHaveBeenCalledTimes(1));
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    expect(postedBodies(fetchMock)).toEqual([EXPECTED_BODY]);
    expect(
      callsTo(fetchMock, BECOME_DISTRIBUTOR_ENDPOINTS.distributorForm.path)[0][1]?.method,
    ).toBe('POST');

    await post.answer({ code: 200, msg: 'Application received' });
    await toast('Application received', 'success');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(submitButton()).not.toHaveAttribute('aria-busy');
    expectEmpty();
  });

  it('shows a refusal as an error toast, resets, and gives the button back', async () => {
    const { user, post } = setUp();
    await fillAll(user);
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toBeDisabled());

    await post.answer({ code: 40010, msg: 'This e-mail has already applied' });
    await toast('This e-mail has already applied', 'error');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expectEmpty();
    // No field message after the reset.
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });
});

const props: DistributorProps = {
  header: { name: 'Become a Distributor', introduce: 'Grow with us', banner: '' },
  featuresTitle: block(54, 'Why join us'),
  features: [block(55), block(56), block(57)],
  iconsTitle: null,
  icons: [block(59), block(61)],
  formIntro: { ...block(63, 'Apply to be our partner'), subtitle: 'We answer within a week' },
  sidePanel: [block(64, 'Margins'), block(65, 'Training')],
  codeImage: block(68, 'Scan to chat'),
  regions: ['Europe', 'Asia'],
  partners: [
    {
      id: 1,
      name: 'AutoParts GmbH',
      url: 'https://autoparts.example.de/',
      picture: '',
      country: 'Germany',
      cooperationTime: 'Since 2019',
    },
    { id: 2, name: 'No Site Ltd', url: '', picture: '', country: 'France', cooperationTime: '' },
  ],
};

describe('distributor page', () => {
  pageNotIdle();

  it('renders the form fields in the server markup, with a 10-row message box', () => {
    const html = renderToString(<DistributorView {...props} />);
    for (const name of [
      'form_cooperationtype',
      'form_region',
      'form_country',
      'form_firstname',
      'form_body',
      'isAgreement',
    ]) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toMatch(/<textarea[^>]*rows="10"/);
    expect(html).toContain('href="/statement"');
    expect(html).toContain('Apply to be our partner');
  });

  it('hands a submit of the server form to the live form, which asks for the statement', async () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<DistributorView {...props} />);
    fireEvent.submit(screen.getByRole('form', { name: 'Distributor application' }));
    await toast(M.distributorConsent, 'warning');
    expect(callsTo(fetchMock, BECOME_DISTRIBUTOR_ENDPOINTS.distributorForm.path)).toHaveLength(0);
  });

  it('scrolls smoothly to the form on Apply Now, 80px above it', async () => {
    const { user } = renderWithProviders(<DistributorView {...props} />);
    const section = document.getElementById(DISTRIBUTOR_FORM_SECTION_ID);
    if (!section) throw new Error('no form section');
    section.getBoundingClientRect = () => ({ top: 1200 }) as DOMRect;
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo;

    await user.click(screen.getByRole('link', { name: 'Apply Now' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 1120, behavior: 'smooth' });
    expect(section).toHaveFocus();
    expect(section).toContainElement(screen.getByRole('form', { name: 'Distributor application' }));
  });

  it('lists the outstanding partners, linking out in a new tab', () => {
    renderWithProviders(<DistributorView {...props} />);
    const carousel = screen.getByRole('region', { name: 'Outstanding Partners' });
    const link = within(carousel).getByRole('link', { name: /AutoParts GmbH/ });
    expect(link).toHaveAttribute('href', 'https://autoparts.example.de/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link).toHaveTextContent('Germany');
    expect(link).toHaveTextContent('Since 2019');
    // Without a usable address the partner is shown but not linked.
    expect(within(carousel).getByText('No Site Ltd').closest('a')).toBeNull();
    // The side panel, the code image and the feature cards.
    expect(screen.getByRole('heading', { name: 'Margins' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Scan to chat' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why join us' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: /^Block 5[5-7]$/ })).toHaveLength(3);
  });
});
