/**
 * A passport's "Add the purchase", "Register the product" and "Register the serial" land in the
 * record page's Add dialog with the device's serial already in its Serial Number field
 * (`?add=1&serial=`), and both parameters leave the address.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import OrderView from '@/features/account/order/order-view';
import ProductCollectionView from '@/features/account/product-collection/product-collection-view';
import SerialNumberView from '@/features/account/serial-number/serial-number-view';
import { mockFetch } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';
import { ok, pageOf, signIn } from './record-pages-fixtures';

const PAGES: [string, ComponentType, string, string, object][] = [
  [
    'order',
    OrderView,
    'Add Order',
    '/api/OrderService/order_service_all',
    { platform_all: [], goods_model_all: [], order_service_all: [] },
  ],
  [
    'product-collection',
    ProductCollectionView,
    'Add Box',
    '/api/product/product_all',
    { goods_model_all: [], product_all: [] },
  ],
  [
    'serial-number',
    SerialNumberView,
    'Add Serial Number',
    '/api/GoodsVerify/goods_verify_all',
    { goods_model_all: [], goods_verify_all: [] },
  ],
];

describe('the Add dialog opened from a passport', () => {
  it.each(PAGES)(
    '%s: fills the serial of ?serial= and takes both parameters out of the address',
    async (page, View, title, allPath, lists) => {
      signIn();
      mockFetch({ [allPath]: () => ok('ok', { ...lists, page: pageOf(0) }) });
      const { router } = renderWithProviders(<View />, {
        route: `/personal-center/services/${page}?add=1&serial=BT6P0002`,
      });
      const dialog = await screen.findByRole('dialog', { name: title });
      await waitFor(() =>
        expect(within(dialog).getByRole('textbox', { name: /Serial Number/ })).toHaveValue(
          'BT6P0002',
        ),
      );
      await waitFor(() => expect(router.replace).toHaveBeenCalled());
      expect(String(router.replace.mock.calls[0][0])).toBe(`/personal-center/services/${page}`);
    },
  );

  it('opens empty without ?serial=', async () => {
    signIn();
    mockFetch({ [PAGES[0][3]]: () => ok('ok', { ...PAGES[0][4], page: pageOf(0) }) });
    renderWithProviders(<OrderView />, { route: '/personal-center/services/order?add=1' });
    const dialog = await screen.findByRole('dialog', { name: 'Add Order' });
    expect(within(dialog).getByRole('textbox', { name: /Serial Number/ })).toHaveValue('');
  });
});
