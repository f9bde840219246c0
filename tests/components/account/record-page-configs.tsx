/**
 * The four record table pages of the customer area (serial numbers, orders, boxes, garage) are
 * one declarative page each: what they share is tested once over these configs
 * (record-pages.test.tsx), what differs in each page's own file.
 */
import type { ComponentType } from 'react';
import type {
  ApiGarageModel,
  ApiGarageVehicle,
  ApiOrderRecord,
  ApiProductRecord,
  ApiSerialRecord,
} from '@/contract/account-api-types';
import { ACCOUNT_MESSAGES } from '@/contract/account-messages';
import GarageView from '@/features/account/garage/garage-view';
import OrderView from '@/features/account/order/order-view';
import ProductCollectionView from '@/features/account/product-collection/product-collection-view';
import SerialNumberView from '@/features/account/serial-number/serial-number-view';
import { mockFetch, type MockRoute } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';
import { ok, pageOf, signIn } from './record-pages-fixtures';

/** How a page's delete reaches the API: the record's id in the query of a GET or a POST body. */
type DeleteCall =
  | { method: 'GET'; query: Record<string, string> }
  | { method: 'POST'; body: Record<string, number> };

export interface RecordPageConfig {
  name: string;
  view: ComponentType;
  /** The address the page is rendered at. */
  route: string;
  paths: { all: string; keyword: string; add: string; edit: string; del: string };
  /** Routes every render answers: the list, and what the page's dialogs read. */
  routes: Record<string, MockRoute>;
  /** A cell of the first page's first row, and of page 2's. */
  firstRow: string;
  pageTwoRow: string;
  searchEmpty: string;
  addTitle: string;
  /** The Add dialog's fields: labelled text fields and selects. */
  fields: readonly (string | RegExp)[];
  selects: readonly RegExp[];
  /** What an empty Add says, word for word. */
  required: readonly string[];
  /** The row deleted and what the API receives. */
  deleted: { row: string; call: DeleteCall };
}

function paths(api: string, table: string) {
  return {
    all: `${api}/${table}_all`,
    keyword: `${api}/${table}_keyword`,
    add: `${api}/${table}_add`,
    edit: `${api}/${table}_edit`,
    del: `${api}/${table}_del`,
  };
}

const pageParam = (url: URL) => Number(url.searchParams.get('page') ?? 1);
const GOODS_MODELS = [
  { goods_model_id: 1, goods_model_name: 'X431 Pro' },
  { goods_model_id: 2, goods_model_name: 'CRP129' },
];

export function serial(overrides: Partial<ApiSerialRecord>): ApiSerialRecord {
  return {
    goods_verify_id: 1,
    goods_model_id: 1,
    goods_model_name: 'X431 Pro',
    goods_verify_serial: 'SN-1',
    goods_verify_addtime: '2024/03/05',
    goods_validate_id: 2,
    goods_verify_status: 1,
    ...overrides,
  };
}

export const SERIALS = [
  serial({ goods_verify_id: 11, goods_verify_serial: 'SN-VALID', goods_validate_id: 1 }),
  serial({
    goods_verify_id: 12,
    goods_verify_serial: 'SN-EXPIRED',
    goods_validate_id: 1,
    goods_verify_status: 3,
    goods_verify_addtime: '2023/01/31',
  }),
  serial({
    goods_verify_id: 13,
    goods_model_id: 2,
    goods_model_name: 'CRP129',
    goods_verify_serial: 'SN-NEW',
    goods_verify_status: 2,
  }),
];

const SERIAL_PATHS = paths('/api/GoodsVerify', 'goods_verify');

export const SERIAL_PAGE: RecordPageConfig = {
  name: 'Serial Number page',
  view: SerialNumberView,
  route: '/personal-center/services/serial-number',
  paths: SERIAL_PATHS,
  routes: {
    [SERIAL_PATHS.all]: (url) => ({
      ...ok(),
      goods_model_all: GOODS_MODELS,
      goods_verify_all:
        pageParam(url) === 2
          ? [serial({ goods_verify_id: 21, goods_verify_serial: 'SN-PAGE-TWO' })]
          : SERIALS,
      page: pageOf(25, pageParam(url)),
    }),
  },
  firstRow: 'SN-VALID',
  pageTwoRow: 'SN-PAGE-TWO',
  searchEmpty: ACCOUNT_MESSAGES.serialSearchEmpty,
  addTitle: 'Add Serial Number',
  fields: ['Serial Number'],
  selects: [/Product model/],
  required: [ACCOUNT_MESSAGES.productModelRequired],
  deleted: { row: 'SN-NEW', call: { method: 'POST', body: { goods_verify_id: 13 } } },
};

export const ORDER: ApiOrderRecord = {
  order_service_id: 31,
  platform_id: 2,
  platform_name: 'eBay',
  order_service_number: 'ORD-0031',
  order_service_date: '2024/02/29',
  goods_model_id: 1,
  goods_model_name: 'X431 Pro',
  order_service_serialnumber: 'SN-ORDER-31',
};

const ORDER_PATHS = paths('/api/OrderService', 'order_service');

export const ORDER_PAGE: RecordPageConfig = {
  name: 'Order page',
  view: OrderView,
  route: '/personal-center/services/order',
  paths: ORDER_PATHS,
  routes: {
    [ORDER_PATHS.all]: (url) => ({
      ...ok(),
      platform_all: [
        { platform_id: 1, platform_name: 'Amazon' },
        { platform_id: 2, platform_name: 'eBay' },
      ],
      goods_model_all: GOODS_MODELS,
      order_service_all:
        pageParam(url) === 2
          ? [{ ...ORDER, order_service_id: 41, order_service_number: 'ORD-PAGE-TWO' }]
          : [ORDER],
      page: pageOf(12, pageParam(url)),
    }),
  },
  firstRow: 'ORD-0031',
  pageTwoRow: 'ORD-PAGE-TWO',
  searchEmpty: ACCOUNT_MESSAGES.orderSearchEmpty,
  addTitle: 'Add Order',
  fields: [/Order #/, /^Date/, /Serial Number/],
  selects: [/Purchase platform/, /Product model/],
  required: [
    ACCOUNT_MESSAGES.platformRequired,
    ACCOUNT_MESSAGES.orderNumberRequired,
    ACCOUNT_MESSAGES.orderDateRequired,
    ACCOUNT_MESSAGES.productModelRequired,
    ACCOUNT_MESSAGES.orderSerialRequired,
  ],
  deleted: { row: 'ORD-0031', call: { method: 'GET', query: { order_service_id: '31' } } },
};

export const BOX: ApiProductRecord = {
  product_id: 51,
  goods_model_id: 2,
  goods_model_name: 'CRP129',
  product_serialNumber: 'BOX-51',
  product_warrantyPeriod: '2026/12/31',
};

const BOX_PATHS = paths('/api/product', 'product');

export const BOX_PAGE: RecordPageConfig = {
  name: 'Products (boxes) page',
  view: ProductCollectionView,
  route: '/personal-center/services/product-collection',
  paths: BOX_PATHS,
  routes: {
    [BOX_PATHS.all]: (url) => ({
      ...ok(),
      goods_model_all: GOODS_MODELS,
      product_all:
        pageParam(url) === 2
          ? [{ ...BOX, product_id: 61, product_serialNumber: 'BOX-PAGE-TWO' }]
          : [BOX],
      page: pageOf(11, pageParam(url)),
    }),
  },
  firstRow: 'BOX-51',
  pageTwoRow: 'BOX-PAGE-TWO',
  searchEmpty: ACCOUNT_MESSAGES.productSearchEmpty,
  addTitle: 'Add Box',
  fields: [/Serial Number/],
  selects: [],
  required: [ACCOUNT_MESSAGES.productModelRequired, ACCOUNT_MESSAGES.warrantyPeriodRequired],
  deleted: { row: 'BOX-51', call: { method: 'GET', query: { product_id: '51' } } },
};

export const VEHICLE: ApiGarageVehicle = {
  garage_id: 71,
  garage_car_make: 'Toyota',
  garage_maker_id: 501,
  garage_car_model: 'Corolla',
  garage_car_name: 'Toyota Corolla',
  garage_car_year: '2018',
  garage_displacement: '1.8L',
  garage_drive_type_id: 1,
  garage_drive_type_name: 'FWD',
  garage_vin: 'JTDBR32E720012345',
  country_id: 44,
  country_name: 'Germany',
  garage_remarks: 'Check engine light on',
};

const MAKER_MODELS: Record<string, ApiGarageModel[]> = {
  Toyota: [
    {
      garage_maker_id: 501,
      garage_maker_model: 'Corolla',
      garage_maker_name: 'Toyota Corolla',
      garage_maker_year: '2018',
    },
    {
      garage_maker_id: 502,
      garage_maker_model: 'Camry',
      garage_maker_name: 'Toyota Camry',
      garage_maker_year: '2021',
    },
  ],
  Ford: [
    {
      garage_maker_id: 601,
      garage_maker_model: 'Focus',
      garage_maker_name: 'Ford Focus',
      garage_maker_year: '2015',
    },
  ],
};

const GARAGE_PATHS = paths('/api/garage', 'garage');
/** The models of a make, which the Add and Edit dialogs read. */
export const GARAGE_MODELS = '/api/garage/garage_maker_all';

export const GARAGE_PAGE: RecordPageConfig = {
  name: 'Garage page',
  view: GarageView,
  route: '/personal-center/services/garage',
  paths: GARAGE_PATHS,
  routes: {
    [GARAGE_PATHS.all]: (url) => ({
      ...ok(),
      garage_drive_type_all: [
        { garage_drive_type_id: 1, garage_drive_type_name: 'FWD' },
        { garage_drive_type_id: 2, garage_drive_type_name: '4WD' },
      ],
      country_all: [
        { country_id: 44, country_name: 'Germany' },
        { country_id: 45, country_name: 'France' },
      ],
      garage_remarks_all: [
        { garage_remarks_name: 'Check engine light on' },
        { garage_remarks_name: 'Regular service' },
      ],
      garage_makername_all: [
        { garage_makername_name: 'Toyota' },
        { garage_makername_name: 'Ford' },
      ],
      garage_all:
        pageParam(url) === 2
          ? [{ ...VEHICLE, garage_id: 81, garage_vin: 'VIN-PAGE-TWO' }]
          : [VEHICLE],
      page: pageOf(15, pageParam(url)),
    }),
    [GARAGE_MODELS]: (url) => ({
      ...ok(),
      garage_maker_all: MAKER_MODELS[url.searchParams.get('garageMakerName') ?? ''] ?? [],
    }),
  },
  firstRow: 'JTDBR32E720012345',
  pageTwoRow: 'VIN-PAGE-TWO',
  searchEmpty: ACCOUNT_MESSAGES.garageSearchEmpty,
  addTitle: 'Add Vehicle',
  fields: [/Car name/, /Displacement/],
  selects: [/Wheel type/],
  required: [
    ACCOUNT_MESSAGES.carMakeRequired,
    ACCOUNT_MESSAGES.carModelRequired,
    ACCOUNT_MESSAGES.carYearRequired,
    ACCOUNT_MESSAGES.vinRequired,
    ACCOUNT_MESSAGES.soldInCountryRequired,
    ACCOUNT_MESSAGES.ownerRemarkRequired,
  ],
  deleted: { row: 'JTDBR32E720012345', call: { method: 'GET', query: { garage_id: '71' } } },
};

export const RECORD_PAGES = [SERIAL_PAGE, ORDER_PAGE, BOX_PAGE, GARAGE_PAGE] as const;

/** Renders a record page signed in, its routes answered, plus those a test adds. */
export function renderRecordPage(
  page: RecordPageConfig,
  routes: Record<string, MockRoute> = {},
  route = page.route,
) {
  signIn();
  const fetchMock = mockFetch({ ...page.routes, ...routes });
  const View = page.view;
  return { fetchMock, ...renderWithProviders(<View />, { route }) };
}
