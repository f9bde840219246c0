import { act, screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { AssociationPageProps } from '@/features/auth/api/get-auth-pages';
import AssociationView, {
  BIND_BAD_CODE_MESSAGE,
} from '@/features/auth/association/association-view';
import { buildSeo } from '@/lib/seo';
import { buildSite } from '../../factories/site';
import { callsTo, mockFetch, type MockRoute } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';
import { bodyOf, STRONG_PASSWORD, USER_FIND, USER_TYPES } from './fixtures';

const PROPS: AssociationPageProps = {
  site: buildSite(),
  seo: buildSeo({ name: 'Bind', path: '/association' }, 'Diagtools'),
  termsPath: '/about-us/terms-of-service',
};
/** base64 of a Google identity, with a `+` and padding like Buffer's output. */
const CODE = 'eyJzdWIiOiIxMDQ3Mjk1ODM2MTYyMDQ3MTkwMDIiLCJub25jZSI6Ing+P2EifQ==';

function renderBind(route: string, routes: Record<string, MockRoute> = {}, ready = true) {
  const fetchMock = mockFetch({ '/api/login/user_type': USER_TYPES, ...routes });
  return { fetchMock, ...renderWithProviders(<AssociationView {...PROPS} />, { route, ready }) };
}

async function fillBindForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('E-mail'), 'new.google@example.com');
  await user.type(screen.getByLabelText('Verification code'), '123456');
  await user.type(screen.getByLabelText('Password'), STRONG_PASSWORD);
  await user.type(screen.getByLabelText('Confirm password'), STRONG_PASSWORD);
  await screen.findByRole('option', { name: 'DIY Car Owner' });
  await user.selectOptions(screen.getByLabelText('User type'), 'DIY Car Owner');
  await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
  await user.click(screen.getByRole('button', { name: 'Bind' }));
}

describe('bind page (/association)', () => {
  it.each([
    ['not base64', '/association?code=%25%25not*base64%25%25'],
    ['cut short', '/association?code=abcde'],
    ['missing', '/association'],
  ])('explains a code that is %s and offers no form', async (_name, route) => {
    const { fetchMock } = renderBind(route);
    expect(await screen.findByRole('alert')).toHaveTextContent(BIND_BAD_CODE_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Bind' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Sign In' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("links the consent's Terms of Service to the customer terms, not /statement", async () => {
    renderBind(`/association?code=${encodeURIComponent(CODE)}`);
    expect(await screen.findByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/about-us/terms-of-service',
    );
  });

  it('waits for the query before judging the code', async () => {
    const { router } = renderBind(`/association?code=${encodeURIComponent(CODE)}`, {}, false);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => router.navigate());
    expect(await screen.findByRole('button', { name: 'Bind' })).toBeInTheDocument();
  });

  it('binds with the sign-up rules, then signs in and goes home (code 200)', async () => {
    const { user, fetchMock, router } = renderBind(
      // An unencoded `+` arrives as a space: it is read back.
      `/association?code=${CODE}`,
      {
        '/api/login/check_binding': { code: 200, msg: 'Bound, welcome', data: 'tok-google' },
        '/api/user/user_find': USER_FIND,
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Bind' }));
    expect(await screen.findByText('Please Enter E-mail address*')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/login/check_binding')).toHaveLength(0);

    await fillBindForm(user);

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
    const [[, init]] = callsTo(fetchMock, '/api/login/check_binding');
    expect(bodyOf(init)).toEqual({
      uEmail: 'new.google@example.com',
      uCode: '123456',
      uPassword: STRONG_PASSWORD,
      uRePassword: STRONG_PASSWORD,
      uTypeId: 1,
      checkedAgreement: true,
      base64Code: CODE,
    });
    expect(localStorage.getItem('token')).toBe('tok-google');
    expect(localStorage.getItem('userInfo')).toContain('dana@example.com');
    // The mock router has moved to `/` (without a code): the toast is one of two alerts.
    expect(await screen.findByText('Bound, welcome')).toBeInTheDocument();
  });

  it('sends a code for binding (email_type 2)', async () => {
    const { user, fetchMock } = renderBind(`/association?code=${encodeURIComponent(CODE)}`, {
      '/api/login/send_mail': { code: 200, msg: 'Sent' },
    });
    await user.type(await screen.findByLabelText('E-mail'), 'new.google@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: /Resend in \d+s/ });
    const [[, init]] = callsTo(fetchMock, '/api/login/send_mail');
    expect(bodyOf(init)).toEqual({ emailAddress: 'new.google@example.com', email_type: 2 });
  });

  it('shows any other refusal as an error and stays', async () => {
    const { user, router } = renderBind(`/association?code=${encodeURIComponent(CODE)}`, {
      '/api/login/check_binding': { code: 400, msg: 'The verification code is incorrect' },
    });
    await fillBindForm(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The verification code is incorrect');
    expect(alert.className).toMatch(/Error/i);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bind' })).toBeEnabled());
    expect(router.replace).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the message of code 201 and goes to /login after 2 s', async () => {
    const { user, router } = renderBind(`/association?code=${encodeURIComponent(CODE)}`, {
      '/api/login/check_binding': {
        code: 201,
        msg: 'This e-mail already has an account, please sign in',
      },
    });
    await fillBindForm(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This e-mail already has an account, please sign in',
    );
    const shownAt = Date.now();
    expect(screen.getByRole('button', { name: 'Bind' })).toBeDisabled();
    expect(router.replace).not.toHaveBeenCalled();
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/login'), {
      timeout: 3000,
    });
    // Real time (the request and the toast settle on their own): about 2 s after the message.
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1800);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
