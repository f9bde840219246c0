import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { PARTNERSHIP_MESSAGES as M } from '@/contract/partnership-messages';
import { UfluencerLiveForm } from '@/features/partnership/ufluencer/components/ufluencer-live-form';
import type { UfluencerProps } from '@/features/partnership/ufluencer/types';
import UfluencerView, {
  UFLUENCER_FORM_SECTION_ID,
} from '@/features/partnership/ufluencer/ufluencer-view';
import { callsTo, mockFetch } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';
import { deferredAnswer, pageNotIdle } from '../forms/form-helpers';
import { block } from './config-blocks';
import { UFLUENCER_PROGRAM_ENDPOINTS } from '@/contract/vendor-endpoints/ufluencer-program';

const FIELDS: [label: string, message: string, value: string][] = [
  ['First name', M.ufluencerFirstName, 'Grace'],
  ['Last name', M.ufluencerLastName, 'Hopper'],
  ['E-mail', M.ufluencerEmail, 'grace@example.com'],
  ['Phone', M.ufluencerPhone, '+1 555 0100'],
  ['Your channels', M.ufluencerChannels, 'youtube.com/@grace'],
];

const EXPECTED_BODY = {
  ufluencer_firstname: 'Grace',
  ufluencer_lastname: 'Hopper',
  ufluencer_emil: 'grace@example.com',
  ufluencer_phone: '+1 555 0100',
  ufluencer_channels: 'youtube.com/@grace',
};

function setUp() {
  const post = deferredAnswer();
  const fetchMock = mockFetch({
    [UFLUENCER_PROGRAM_ENDPOINTS.ufluencerProgramForm.path]: post.route,
  });
  const rendered = renderWithProviders(<UfluencerLiveForm initialValues={{}} submitNow={false} />);
  return { ...rendered, fetchMock, post };
}

const submitButton = () => screen.getByRole('button', { name: /submit/i });

async function toast(text: string, severity: 'Success' | 'Error') {
  const alert = (await screen.findByText(text)).closest('[role="alert"]');
  expect(alert?.className).toContain(`MuiAlert-color${severity}`);
}

function fillAll() {
  for (const [label, , value] of FIELDS) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

describe('ufluencer sign-up form', () => {
  it.each(FIELDS)(
    'shows "%s" left empty as its message when the field is left',
    async (label, message) => {
      const { user } = setUp();
      const field = screen.getByLabelText(label);
      await user.click(field);
      expect(screen.queryByText(message)).not.toBeInTheDocument();
      await user.tab();
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      // Only the field that was left.
      const others = FIELDS.filter(([, m]) => m !== message);
      for (const [, other] of others) expect(screen.queryByText(other)).not.toBeInTheDocument();
    },
  );

  it('refuses an empty form with every message and sends nothing', async () => {
    const { user, fetchMock } = setUp();
    await user.click(submitButton());
    for (const [, message] of FIELDS) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(callsTo(fetchMock, UFLUENCER_PROGRAM_ENDPOINTS.ufluencerProgramForm.path)).toHaveLength(
      0,
    );
  });

  it('sends the exact body, is busy until the answer, and clears after a success', async () => {
    const { user, fetchMock, post } = setUp();
    fillAll();
    await user.click(submitButton());
    await waitFor(() => expect(post.route).toHaveBeenCalledTimes(1));
    expect(submitButton()).toBeDisabled();
    const [[, init]] = callsTo(fetchMock, UFLUENCER_PROGRAM_ENDPOINTS.ufluencerProgramForm.path);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(EXPECTED_BODY);

    await post.answer({ code: 200, msg: 'Thanks for signing up' });
    await toast('Thanks for signing up', 'Success');
    for (const [label] of FIELDS) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(submitButton()).toBeEnabled();
  });

  it('keeps every value after a refusal, shown as an error toast', async () => {
    const { user, post } = setUp();
    fillAll();
    await user.click(submitButton());
    await waitFor(() => expect(post.route).toHaveBeenCalledTimes(1));

    await post.answer({ code: 40020, msg: 'This e-mail is already registered' });
    await toast('This e-mail is already registered', 'Error');
    for (const [label, , value] of FIELDS) expect(screen.getByLabelText(label)).toHaveValue(value);
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });
});

const props: UfluencerProps = {
  header: { name: 'Ufluencer Program', introduce: '', banner: '' },
  signUp: block(79, 'Join our creators'),
  pictureBlock: block(80, 'Create with us'),
  background: null,
  features: [block(82), block(83), block(84)],
  faqs: [{ id: 1, question: 'Who can join?', answerHtml: '<p>Anyone with a channel.</p>' }],
};

describe('ufluencer page', () => {
  pageNotIdle();

  it('renders the sign-up fields in the server markup', () => {
    const html = renderToString(<UfluencerView {...props} />);
    for (const name of [
      'ufluencer_firstname',
      'ufluencer_lastname',
      'ufluencer_emil',
      'ufluencer_phone',
      'ufluencer_channels',
    ]) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toContain('Join our creators');
    expect(html).toContain('Who can join?');
  });

  it('hands a submit of the server form to the live form, which validates it', async () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<UfluencerView {...props} />);
    fireEvent.submit(screen.getByRole('form', { name: 'Ufluencer program sign-up' }));
    expect(await screen.findByText(M.ufluencerFirstName)).toBeInTheDocument();
    expect(callsTo(fetchMock, UFLUENCER_PROGRAM_ENDPOINTS.ufluencerProgramForm.path)).toHaveLength(
      0,
    );
  });

  it('scrolls smoothly to the form on Start!, with an 80px offset', async () => {
    const { user } = renderWithProviders(<UfluencerView {...props} />);
    const section = document.getElementById(UFLUENCER_FORM_SECTION_ID);
    if (!section) throw new Error('no form section');
    section.getBoundingClientRect = () => ({ top: 640 }) as DOMRect;
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo;
    try {
      await user.click(screen.getByRole('link', { name: 'Start!' }));
      expect(scrollTo).toHaveBeenCalledTimes(1);
      expect(scrollTo.mock.calls[0][0]).toEqual({ top: 860, behavior: 'smooth' });
      expect(section).toHaveFocus();
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
  });

  it('opens and closes the FAQ answers; leaves out a missing block', async () => {
    const { user } = renderWithProviders(<UfluencerView {...props} />);
    const question = screen.getByRole('button', { name: 'Who can join?' });
    expect(screen.getByText('Anyone with a channel.')).not.toBeVisible();
    await user.click(question);
    expect(screen.getByText('Anyone with a channel.')).toBeVisible();
    expect(document.querySelector('[data-config-id="81"]')).toBeNull();
    expect(screen.getAllByRole('heading', { name: /^Block 8[2-4]$/ })).toHaveLength(3);
  });
});
