import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES } from '@/features/auth/schema';
import LoginView, { PICTURE_SUBTITLES } from '@/features/auth/login/login-view';
import LoginPage from '@/pages/login';
import { callsTo, mockFetch, type MockRoute } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';
import { bodyOf, deferred, LOGIN_PROPS, STRONG_PASSWORD, USER_FIND, USER_TYPES } from './fixtures';

const heading = () => screen.getByRole('heading', { level: 1 });

// The page writes the open view into the address (#sign-up): each test starts on a bare URL.
beforeEach(() => window.history.replaceState(null, '', '/login'));

function renderLogin(route = '/login', routes: Record<string, MockRoute> = {}) {
  const fetchMock = mockFetch({ '/api/login/user_type': USER_TYPES, ...routes });
  return { fetchMock, ...renderWithProviders(<LoginView {...LOGIN_PROPS} />, { route }) };
}

describe('login page views', () => {
  it('shows no header and no footer', () => {
    mockFetch({});
    const page = <LoginPage {...LOGIN_PROPS} />;
    renderWithProviders(<>{LoginPage.getLayout?.(page, LOGIN_PROPS) ?? page}</>, {
      route: '/login',
    });
    expect(screen.getByRole('main')).toContainElement(heading());
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Diagtools home' })).toHaveAttribute('href', '/');
  });

  it('switches between Sign In, Create an Account and Reset Password', async () => {
    const { user } = renderLogin();
    expect(heading()).toHaveTextContent('Sign In');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Forgot or need a password?' }));
    expect(heading()).toHaveTextContent('Reset Password');
    expect(heading()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Return to Sign In' }));
    expect(heading()).toHaveTextContent('Sign In');

    await user.click(screen.getByRole('link', { name: 'Sign Up' }));
    expect(heading()).toHaveTextContent('Create an Account');
    expect(screen.getByRole('button', { name: 'Create an Account' })).toBeInTheDocument();
    // The customer terms, not /statement (the distributor programme's terms).
    expect(await screen.findByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/about-us/terms-of-service',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/about-us/privacy-policy',
    );
    await user.click(screen.getByRole('link', { name: 'Return to Sign In' }));
    expect(heading()).toHaveTextContent('Sign In');
  });

  it('loads the user types on the first opening of sign-up only', async () => {
    const { user, fetchMock } = renderLogin();
    expect(callsTo(fetchMock, '/api/login/user_type')).toHaveLength(0);

    await user.click(screen.getByRole('link', { name: 'Sign Up' }));
    const select = screen.getByLabelText('User type');
    expect(
      await within(select).findByRole('option', { name: 'Professional Technician' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Return to Sign In' }));
    await user.click(screen.getByRole('link', { name: 'Sign Up' }));
    expect(
      within(screen.getByLabelText('User type')).getByRole('option', { name: 'DIY Car Owner' }),
    ).toBeInTheDocument();

    const calls = callsTo(fetchMock, '/api/login/user_type');
    expect(calls).toHaveLength(1);
    expect(calls[0][1]?.method).toBe('POST');
  });

  it('keeps what was typed while switching views', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('E-mail'), 'dana@example.com');
    await user.click(screen.getByRole('link', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText('E-mail'), 'new@example.com');
    await user.click(screen.getByRole('link', { name: 'Return to Sign In' }));
    expect(screen.getByLabelText('E-mail')).toHaveValue('dana@example.com');
    await user.click(screen.getByRole('link', { name: 'Sign Up' }));
    expect(screen.getByLabelText('E-mail')).toHaveValue('new@example.com');
  });
});

describe('the address names the view', () => {
  it.each([
    ['#sign-up', 'Create an Account'],
    ['#reset', 'Reset Password'],
    ['#reset-password', 'Reset Password'],
    ['#sign-in', 'Sign In'],
    ['#something-else', 'Sign In'],
  ])('opens %s on load, without moving the focus', async (hash, title) => {
    window.history.replaceState(null, '', `/login${hash}`);
    renderLogin(`/login${hash}`);
    await waitFor(() => expect(heading()).toHaveTextContent(title));
    expect(heading()).not.toHaveFocus();
  });

  it('follows a change of the fragment and moves the focus to the heading', async () => {
    renderLogin();
    expect(heading()).toHaveTextContent('Sign In');
    act(() => {
      window.history.replaceState(null, '', '/login#sign-up');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await waitFor(() => expect(heading()).toHaveTextContent('Create an Account'));
    expect(heading()).toHaveFocus();
    act(() => {
      window.history.replaceState(null, '', '/login#reset');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await waitFor(() => expect(heading()).toHaveTextContent('Reset Password'));
  });

  it('writes the view the visitor opens into the address (a reload keeps it)', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('link', { name: 'Sign Up' }));
    expect(window.location.hash).toBe('#sign-up');
    await user.click(await screen.findByRole('link', { name: 'Return to Sign In' }));
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/login');
    await user.click(screen.getByRole('link', { name: 'Forgot or need a password?' }));
    expect(window.location.hash).toBe('#reset');
  });
});

describe('the picture beside the forms', () => {
  it("says what each view is for, not sign-in's words on Create an Account", async () => {
    const { user } = renderLogin();
    const subtitle = () => screen.getByText(/your tools/);
    expect(subtitle()).toHaveTextContent('Sign in to manage your tools');
    await user.click(screen.getByRole('link', { name: 'Sign Up' }));
    expect(subtitle()).toHaveTextContent(PICTURE_SUBTITLES.signUp);
    expect(screen.queryByText('Sign in to manage your tools')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Return to Sign In' }));
    await user.click(screen.getByRole('link', { name: 'Forgot or need a password?' }));
    expect(subtitle()).toHaveTextContent(PICTURE_SUBTITLES.reset);
  });
});

describe('sign-up and reset', () => {
  it('creates an account, then returns to Sign In with every form cleared', async () => {
    const { user, fetchMock } = renderLogin('/login', {
      '/api/login/check_register': { code: 200, msg: 'Your account has been created' },
    });
    await user.type(screen.getByLabelText('E-mail'), 'typed@example.com');
    await user.click(screen.getByRole('link', { name: 'Sign Up' }));

    await user.type(screen.getByLabelText('E-mail'), 'new@example.com');
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.type(screen.getByLabelText('Password'), STRONG_PASSWORD);
    await user.type(screen.getByLabelText('Confirm password'), STRONG_PASSWORD);
    await within(screen.getByLabelText('User type')).findByRole('option', {
      name: 'Professional Technician',
    });
    await user.selectOptions(screen.getByLabelText('User type'), 'Professional Technician');
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: 'Create an Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your account has been created');
    expect(heading()).toHaveTextContent('Sign In');
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
    const [[, init]] = callsTo(fetchMock, '/api/login/check_register');
    expect(bodyOf(init)).toEqual({
      uEmail: 'new@example.com',
      uCode: '123456',
      uPassword: STRONG_PASSWORD,
      uRePassword: STRONG_PASSWORD,
      uTypeId: 2,
      checkedAgreement: true,
    });

    await user.click(screen.getByRole('link', { name: 'Sign Up' }));
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('');
    expect(screen.getByLabelText('User type')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /I have read and agree/ })).not.toBeChecked();
    expect(screen.queryByText(AUTH_MESSAGES.emailRequired)).not.toBeInTheDocument();
  });

  it('resets a password, then returns to Sign In with the form cleared', async () => {
    const { user, fetchMock } = renderLogin('/login', {
      '/api/login/check_resetting': { code: 200, msg: 'Your password has been reset' },
    });
    await user.click(screen.getByRole('link', { name: 'Forgot or need a password?' }));
    await user.type(screen.getByLabelText('E-mail'), 'demo@example.com');
    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.type(screen.getByLabelText('New password'), 'Fresh#2024x');
    await user.type(screen.getByLabelText('Confirm password'), 'Fresh#2024x');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your password has been reset');
    expect(heading()).toHaveTextContent('Sign In');
    const [[, init]] = callsTo(fetchMock, '/api/login/check_resetting');
    expect(bodyOf(init)).toEqual({
      uEmail: 'demo@example.com',
      uCode: '654321',
      uPassword: 'Fresh#2024x',
      uRePassword: 'Fresh#2024x',
    });

    await user.click(screen.getByRole('link', { name: 'Forgot or need a password?' }));
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it('shows the rules of section 5 on submit and sends nothing', async () => {
    const { user, fetchMock } = renderLogin();
    await user.click(screen.getByRole('link', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText('Password'), 'weak');
    await user.type(screen.getByLabelText('Confirm password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Create an Account' }));

    expect(await screen.findByText(AUTH_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.codeRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.passwordFormat)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.rePasswordMismatch)).toBeInTheDocument();
    // The user type is optional: no message for it.
    expect(screen.queryByText(AUTH_MESSAGES.userTypeRequired)).not.toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.agreement)).toBeInTheDocument();
    // The first field with a message has the focus and names its message.
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(AUTH_MESSAGES.emailRequired);
    expect(callsTo(fetchMock, '/api/login/check_register')).toHaveLength(0);
  });

  it('clears the agreement when it is unticked', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('link', { name: 'Sign Up' }));
    const agreement = screen.getByRole('checkbox', { name: /I have read and agree/ });
    await user.click(agreement);
    expect(agreement).toBeChecked();
    expect(screen.queryByText(AUTH_MESSAGES.agreement)).not.toBeInTheDocument();

    await user.click(agreement);
    expect(agreement).not.toBeChecked();
    expect(await screen.findByText(AUTH_MESSAGES.agreement)).toBeInTheDocument();
    expect(agreement).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('Send code', () => {
  it('needs a valid e-mail first', async () => {
    const { user, fetchMock } = renderLogin();
    await user.click(screen.getByRole('link', { name: 'Sign Up' }));
    const email = screen.getByLabelText('E-mail');

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(AUTH_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(email).toHaveFocus();

    await user.type(email, 'demo@');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(AUTH_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(callsTo(fetchMock, '/api/login/send_mail')).toHaveLength(0);
  });

  describe('with a clock', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('mails a code, then counts 60 s down before it can be used again', async () => {
      const fetchMock = mockFetch({
        '/api/login/user_type': USER_TYPES,
        '/api/login/send_mail': { code: 200, msg: 'The code is on its way' },
      });
      renderWithProviders(<LoginView {...LOGIN_PROPS} />, { route: '/login' });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

      await user.click(screen.getByRole('link', { name: 'Sign Up' }));
      await user.type(screen.getByLabelText('E-mail'), ' new@example.com ');
      await user.click(screen.getByRole('button', { name: 'Send code' }));

      const countdown = await screen.findByRole('button', { name: 'Resend in 60s' });
      expect(countdown).toHaveAttribute('aria-disabled', 'true');
      expect(await screen.findByRole('alert')).toHaveTextContent('The code is on its way');
      const calls = callsTo(fetchMock, '/api/login/send_mail');
      expect(calls).toHaveLength(1);
      expect(bodyOf(calls[0][1])).toEqual({ emailAddress: 'new@example.com', email_type: 2 });

      act(() => jest.advanceTimersByTime(1000));
      expect(screen.getByRole('button', { name: 'Resend in 59s' })).toBeInTheDocument();

      // Still focusable (keyboard users keep their place) but does nothing.
      const button = screen.getByRole('button', { name: 'Resend in 59s' });
      button.focus();
      await user.keyboard('{Enter}');
      expect(callsTo(fetchMock, '/api/login/send_mail')).toHaveLength(1);

      act(() => jest.advanceTimersByTime(59_000));
      const again = screen.getByRole('button', { name: 'Send code' });
      expect(again).not.toHaveAttribute('aria-disabled');
      await user.click(again);
      await screen.findByRole('button', { name: 'Resend in 60s' });
      expect(callsTo(fetchMock, '/api/login/send_mail')).toHaveLength(2);
    });

    it('asks for a reset code on the reset view (email_type 1)', async () => {
      const fetchMock = mockFetch({ '/api/login/send_mail': { code: 200, msg: 'Sent' } });
      renderWithProviders(<LoginView {...LOGIN_PROPS} />, { route: '/login' });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

      await user.click(screen.getByRole('link', { name: 'Forgot or need a password?' }));
      await user.type(screen.getByLabelText('E-mail'), 'demo@example.com');
      await user.click(screen.getByRole('button', { name: 'Send code' }));
      await screen.findByRole('button', { name: 'Resend in 60s' });
      const [[, init]] = callsTo(fetchMock, '/api/login/send_mail');
      expect(bodyOf(init)).toEqual({ emailAddress: 'demo@example.com', email_type: 1 });
    });
  });

  it('does not count down when the API refuses, and shows its message', async () => {
    const { user } = renderLogin('/login', {
      '/api/login/send_mail': { code: 400, msg: 'Please wait 42 seconds before asking again' },
    });
    await user.click(screen.getByRole('link', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText('E-mail'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please wait 42 seconds before asking again',
    );
    expect(screen.getByRole('button', { name: 'Send code' })).not.toHaveAttribute('aria-disabled');
  });
});

describe('sign in', () => {
  it('shows the sign-in rules and sends nothing', async () => {
    const { user, fetchMock } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(AUTH_MESSAGES.signInEmailRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'has space');
    expect(await screen.findByText(AUTH_MESSAGES.passwordSpaces)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('maxLength', '15');
    expect(callsTo(fetchMock, '/api/login/check_login')).toHaveLength(0);
  });

  it('is busy while the request runs, then keeps the token, fetches the user and returns', async () => {
    const answer = deferred<object>();
    const { user, fetchMock, router } = renderLogin(
      '/login?redirect=%2Fpersonal-center%2Fuser-info',
      {
        '/api/login/check_login': () => answer.promise,
        '/api/user/user_find': USER_FIND,
      },
    );
    await user.type(screen.getByLabelText('E-mail'), ' dana@example.com');
    await user.type(screen.getByLabelText('Password'), STRONG_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const button = screen.getByRole('button', { name: 'Sign In' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    const [[, init]] = callsTo(fetchMock, '/api/login/check_login');
    expect(bodyOf(init)).toEqual({ uEmail: 'dana@example.com', uPassword: STRONG_PASSWORD });

    await act(async () => answer.resolve({ code: 200, msg: 'Welcome back', data: 'tok-123' }));

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/personal-center/user-info'));
    expect(localStorage.getItem('token')).toBe('tok-123');
    expect(localStorage.getItem('userInfo')).toContain('dana@example.com');
    const [[, userInit]] = callsTo(fetchMock, '/api/user/user_find');
    expect(new Headers(userInit?.headers as Record<string, string>).get('Authorization')).toBe(
      'tok-123',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Welcome back');
  });

  it.each([
    ['another host', '%2F%2Fevil.example'],
    ['an https URL', 'https%3A%2F%2Fevil.example'],
    ['a backslash host', '%2F%5Cevil.example'],
    ['javascript:', 'javascript%3Aalert(1)'],
  ])('goes home instead of to %s', async (_name, redirect) => {
    const { user, router } = renderLogin(`/login?redirect=${redirect}`, {
      '/api/login/check_login': { code: 200, msg: 'Welcome back', data: 'tok-123' },
      '/api/user/user_find': USER_FIND,
    });
    await user.type(screen.getByLabelText('E-mail'), 'dana@example.com');
    await user.type(screen.getByLabelText('Password'), STRONG_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
  });

  it('shows a refusal as an error and stays on the page', async () => {
    const { user, router } = renderLogin('/login', {
      '/api/login/check_login': { code: 400, msg: 'Incorrect e-mail address or password' },
    });
    await user.type(screen.getByLabelText('E-mail'), 'dana@example.com');
    await user.type(screen.getByLabelText('Password'), 'Wrong@12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Incorrect e-mail address or password');
    expect(alert.className).toMatch(/Error/i);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled());
    expect(localStorage.getItem('token')).toBeNull();
    expect(router.replace).not.toHaveBeenCalled();
  });
});
