/**
 * A new customer's empty tables and Personal Center say what to do first, with the action
 * at hand (a button that opens the Add dialog), instead of rows of dashes and a bare "No data".
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { ApiUserProfile } from '@/contract/api-types';
import { FIRST_STEPS } from '@/features/account/first-steps';
import GarageView from '@/features/account/garage/garage-view';
import ProductIssuesView from '@/features/account/product-issues/product-issues-view';
import SerialNumberView from '@/features/account/serial-number/serial-number-view';
import UserInfoView from '@/features/account/user-info/user-info-view';
import { mockFetch, type MockRoute } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';
import { COUNTRIES, USER_INFO_PROPS } from './fixtures';
import { ok, pageOf, signIn } from './record-pages-fixtures';

const SERIALS = '/api/GoodsVerify/goods_verify_all';
const SERIAL_KEYWORD = '/api/GoodsVerify/goods_verify_keyword';
const GARAGE = '/api/garage/garage_all';
const PRODUCT_ISSUES = '/api/ProductIssues/product_issues_all';

/** A customer who just signed up: e-mail and type only. */
const NEW_PROFILE: ApiUserProfile = {
  uId: 99,
  uName: '',
  uEmail: 'new@example.com',
  uPicture: '',
  uAccount: 'new@example.com',
  uTypeId: 1,
  uTypeName: 'DIY Car Owner',
  uFamilyName: '',
  uGivenName: '',
  uGender: 0,
  uAge: 0,
  uProfession: '',
  uTelephone: '',
  uMobilePhone: '',
  uCountryId: 0,
  uCountryName: '',
  uAddress: '',
  uBusinessName: '',
  uBusinessAddress: '',
  uBusinessPhone: '',
  uBusinessFax: '',
};

const emptySerials: MockRoute = () =>
  ok('ok', { goods_model_all: [], goods_verify_all: [], page: pageOf(0) });
const emptyGarage: MockRoute = () =>
  ok('ok', {
    garage_drive_type_all: [],
    country_all: [],
    garage_remarks_all: [],
    garage_makername_all: [],
    garage_all: [],
    page: pageOf(0),
  });
const profileRoutes = {
  '/api/user/user_edit': () => ok('Success', { user_find: NEW_PROFILE, country_all: COUNTRIES }),
  '/api/user/user_find': () => ok('Success', { user_find: NEW_PROFILE }),
};

beforeEach(() => signIn());

describe('the Personal Center of a new customer', () => {
  it('offers the first steps, each landing in its Add dialog, and no column of dashes', async () => {
    mockFetch({ ...profileRoutes, [SERIALS]: emptySerials, [GARAGE]: emptyGarage });
    const { user } = renderWithProviders(<UserInfoView {...USER_INFO_PROPS} />, {
      route: '/personal-center/user-info',
    });
    const start = await screen.findByRole('region', { name: 'Get started' });
    expect(
      await within(start).findByRole('link', { name: FIRST_STEPS.serial.action }),
    ).toHaveAttribute('href', '/personal-center/services/serial-number?add=1');
    expect(within(start).getByRole('link', { name: FIRST_STEPS.garage.action })).toHaveAttribute(
      'href',
      '/personal-center/services/garage?add=1',
    );
    expect(screen.queryByText('—')).not.toBeInTheDocument();
    expect(screen.getByText(/^Not filled in yet: Name, Family name, Given name/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Complete your profile' }));
    expect(await screen.findByRole('dialog', { name: 'Edit' })).toBeInTheDocument();
  });

  it('leaves out a step the customer has done', async () => {
    mockFetch({
      ...profileRoutes,
      [SERIALS]: () =>
        ok('ok', {
          goods_model_all: [],
          goods_verify_all: [{ goods_verify_id: 1, goods_verify_serial: 'SN-1' }],
          page: pageOf(1),
        }),
      [GARAGE]: emptyGarage,
    });
    renderWithProviders(<UserInfoView {...USER_INFO_PROPS} />);
    const start = await screen.findByRole('region', { name: 'Get started' });
    expect(
      await within(start).findByRole('link', { name: FIRST_STEPS.garage.action }),
    ).toBeInTheDocument();
    expect(
      within(start).queryByRole('link', { name: FIRST_STEPS.serial.action }),
    ).not.toBeInTheDocument();
  });
});

describe('an empty record table', () => {
  it.each([
    ['desktop table', 1280],
    ['phone cards', 375],
  ])('says what to do first, and its button opens Add (%s)', async (_, width) => {
    mockFetch({ [SERIALS]: emptySerials });
    const { user } = renderWithProviders(<SerialNumberView />, {
      route: '/personal-center/services/serial-number',
      width,
    });
    expect(await screen.findByText(FIRST_STEPS.serial.title)).toBeVisible();
    expect(screen.getByText(FIRST_STEPS.serial.text)).toBeVisible();
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: FIRST_STEPS.serial.action }));
    expect(await screen.findByRole('dialog', { name: 'Add Serial Number' })).toBeInTheDocument();
  });

  it('opens Add on arrival with ?add=1, once, and takes the parameter out of the address', async () => {
    mockFetch({ [GARAGE]: emptyGarage });
    const { router } = renderWithProviders(<GarageView />, {
      route: '/personal-center/services/garage?add=1',
    });
    expect(await screen.findByRole('dialog', { name: 'Add Vehicle' })).toBeInTheDocument();
    await waitFor(() => expect(router.replace).toHaveBeenCalled());
    expect(String(router.replace.mock.calls[0][0])).toBe('/personal-center/services/garage');
  });

  it('after a search that found nothing says so, not the first step', async () => {
    mockFetch({
      [SERIALS]: emptySerials,
      [SERIAL_KEYWORD]: () => ok('ok', { goods_verify_all: [], page: pageOf(0) }),
    });
    renderWithProviders(<SerialNumberView />, {
      route: '/personal-center/services/serial-number?keyword=ZZ9',
    });
    expect(await screen.findByText('Nothing matches “ZZ9”.')).toBeInTheDocument();
    expect(screen.queryByText(FIRST_STEPS.serial.title)).not.toBeInTheDocument();
  });

  it('the issue board says what to ask, and its button opens Add', async () => {
    mockFetch({
      [PRODUCT_ISSUES]: () =>
        ok('ok', { product_all: [], product_issues_all: [], page: pageOf(0) }),
    });
    const { user } = renderWithProviders(<ProductIssuesView />);
    expect(await screen.findByText(FIRST_STEPS.productIssue.title)).toBeVisible();
    await user.click(screen.getByRole('button', { name: FIRST_STEPS.productIssue.action }));
    expect(await screen.findByRole('dialog', { name: 'Add Product Issue' })).toBeInTheDocument();
  });
});
