/** The API answers behind the device passports (My tools) for component tests. */
import type {
  ApiOrderRecord,
  ApiProductIssue,
  ApiProductRecord,
  ApiSerialRecord,
  ApiWarrantyClaim,
} from '@/contract/account-api-types';
import type { MockRoute } from '../../mocks/fetch';
import { claimRow } from '../../helpers/warranty-claims';
import { pageOf } from './record-pages-fixtures';

export const PATHS = {
  serials: '/api/GoodsVerify/goods_verify_all',
  orders: '/api/OrderService/order_service_all',
  products: '/api/product/product_all',
  issues: '/api/ProductIssues/product_issues_all',
  claims: '/api/ProductWarranty/product_warranty_all',
  messages: '/api/ProductIssues/product_troubleshootings_all',
  unbind: '/api/GoodsVerify/goods_verify_unbind',
  goods: '/api/goods/goods_details',
  claimFind: '/api/ProductWarranty/product_warranty_edit',
} as const;

const pad = (n: number) => String(n).padStart(2, '0');
/** `yyyy/MM/dd` of the local day `days` from today. */
export function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())}`;
}

export function serialRow(
  id: number,
  model: string,
  serial: string,
  status: 1 | 2 | 3 = 1,
  validated: 1 | 2 = 1,
): ApiSerialRecord {
  return {
    goods_verify_id: id,
    goods_model_id: id,
    goods_model_name: model,
    goods_verify_serial: serial,
    goods_verify_addtime: '2025/01/05',
    goods_validate_id: validated,
    goods_verify_status: status,
  };
}

/** The demo-like customer: 3 tools, serials over two pages of 2. */
export const SERIALS = [
  serialRow(1, 'AD900 Pro Scan Tool', 'AD9P0001'),
  serialRow(2, 'BT600 Printer Battery Tester', 'BT6P0002', 3),
  serialRow(3, 'EO150 Pocket Oil Tester', 'EO1P0003', 2, 2),
];

export const ORDERS: ApiOrderRecord[] = [
  {
    order_service_id: 1,
    platform_id: 2,
    platform_name: 'Amazon',
    order_service_number: '111-2223334-4445556',
    order_service_date: '2025/01/01',
    goods_model_id: 1,
    goods_model_name: 'AD900 Pro Scan Tool',
    order_service_serialnumber: 'AD9P0001',
  },
];

export const PRODUCTS: ApiProductRecord[] = [
  {
    product_id: 11,
    goods_model_id: 1,
    goods_model_name: 'AD900 Pro Scan Tool',
    product_serialNumber: 'AD9P0001',
    product_warrantyPeriod: dayFromToday(20),
  },
  {
    product_id: 12,
    goods_model_id: 2,
    goods_model_name: 'BT600 Printer Battery Tester',
    product_serialNumber: 'BT6P0002',
    product_warrantyPeriod: dayFromToday(200),
  },
];

export const ISSUES: ApiProductIssue[] = [
  {
    product_issues_id: 31,
    product_id: 11,
    product_issues_content: 'AD900 Pro Scan Tool | AD9P0001 | x',
    product_issues_addTime: '2026/11/02 10:00:00',
    product_issues_status_id: 1,
    product_issues_faultLight: '',
    product_issues_faultCode: 'E42',
  },
];

export const CLAIMS = [claimRow(41, 11, 1), claimRow(42, 12, 2)];

export interface PassportApi {
  serials?: ApiSerialRecord[];
  orders?: ApiOrderRecord[];
  products?: ApiProductRecord[];
  issues?: ApiProductIssue[];
  claims?: ApiWarrantyClaim[];
  /** Answers this list path with a refusal. */
  refuse?: string;
}

/** The five lists (serials paged 2 a page, to prove every page is read). */
export function passportRoutes({
  serials = SERIALS,
  orders = ORDERS,
  products = PRODUCTS,
  issues = ISSUES,
  claims = CLAIMS,
  refuse,
}: PassportApi = {}): Record<string, MockRoute> {
  const ok = (extra: object) => ({ code: 200, msg: 'Success', ...extra });
  const routes: Record<string, MockRoute> = {
    [PATHS.serials]: (url) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      return ok({
        goods_model_all: [],
        goods_verify_all: serials.slice((page - 1) * 2, page * 2),
        page: pageOf(serials.length, page, 2),
      });
    },
    [PATHS.orders]: ok({
      platform_all: [],
      goods_model_all: [],
      order_service_all: orders,
      page: pageOf(orders.length),
    }),
    [PATHS.products]: ok({
      goods_model_all: [],
      product_all: products,
      page: pageOf(products.length),
    }),
    [PATHS.issues]: ok({
      product_all: [],
      product_issues_all: issues,
      page: pageOf(issues.length),
    }),
    [PATHS.claims]: ok({
      product_all: [],
      product_warranty_claim_type_all: [],
      product_warranty_custom_logistics_type_all: [
        {
          product_warranty_custom_logistics_type_id: 1,
          product_warranty_custom_logistics_type_name: 'DHL',
        },
      ],
      product_warranty_all: claims,
      page: pageOf(claims.length),
    }),
    [PATHS.messages]: ok({
      product_troubleshootings_all: [
        {
          product_troubleshootings_id: 1,
          product_troubleshootings_content: 'It does not start.',
          product_troubleshootings_addTime: '2026/11/02 10:01:00',
          user_name: 'Dana Driver',
          user_picture: '',
        },
        {
          product_troubleshootings_id: 2,
          product_troubleshootings_content: 'Please hold the power key for 10 s.',
          product_troubleshootings_addTime: '2026/11/02 11:00:00',
          user_name: '',
          user_picture: '',
        },
      ],
    }),
    [PATHS.goods]: { code: 404, msg: 'Not found' },
    [PATHS.claimFind]: (url) =>
      ok({
        product_warranty_find: claims.find(
          (c) => c.product_warranty_id === Number(url.searchParams.get('product_warranty_id')),
        ),
      }),
  };
  if (refuse) routes[refuse] = { code: 400, msg: 'The list is resting' };
  return routes;
}
