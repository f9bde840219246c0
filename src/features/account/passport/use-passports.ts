/**
 * The customer's device passports: the five lists they join, every page of each, read at
 * once through SWR, joined by serial (join.ts) once all have come.
 */
import type { KeyEndpoint } from '@/lib/api-key';
import { useMemo } from 'react';
import type { ApiGoodsModel, ApiLogisticsType } from '@/contract/account-api-types';
import { GOODS_VERIFY_ENDPOINTS } from '@/contract/vendor-endpoints/goods-verify';
import { ORDER_SERVICE_ENDPOINTS } from '@/contract/vendor-endpoints/order-service';
import { PRODUCT_ENDPOINTS } from '@/contract/vendor-endpoints/product';
import { PRODUCT_ISSUES_ENDPOINTS } from '@/contract/vendor-endpoints/product-issues';
import { PRODUCT_WARRANTY_ENDPOINTS } from '@/contract/vendor-endpoints/product-warranty';
import type { ApiError } from '@/lib/api-client';
import { today } from './dates';
import { buildPassports, type DevicePassport } from './join';
import { useAllPages } from './use-all-pages';

export interface Passports {
  /** undefined while any list is loading (or failed). */
  passports: DevicePassport[] | undefined;
  /** The catalogue's models (the serial list's options): names of the product pages. */
  models: ApiGoodsModel[];
  /** The claims' return logistics methods (the claim View dialog's options). */
  logisticsTypes: ApiLogisticsType[];
  error: ApiError | undefined;
  retry: () => void;
  validating: boolean;
  /** The reads a write on the passport must revalidate. */
  reads: readonly KeyEndpoint[];
}

export function usePassports(): Passports {
  const serials = useAllPages(GOODS_VERIFY_ENDPOINTS.goodsVerifyAll, (r) => r.goods_verify_all);
  const orders = useAllPages(ORDER_SERVICE_ENDPOINTS.orderServiceAll, (r) => r.order_service_all);
  const products = useAllPages(PRODUCT_ENDPOINTS.productAll, (r) => r.product_all);
  const issues = useAllPages(
    PRODUCT_ISSUES_ENDPOINTS.productIssuesAll,
    (r) => r.product_issues_all,
  );
  const claims = useAllPages(
    PRODUCT_WARRANTY_ENDPOINTS.productWarrantyAll,
    (r) => r.product_warranty_all,
  );
  const lists = [serials, orders, products, issues, claims];
  const [s, o, p, i, c] = [serials.rows, orders.rows, products.rows, issues.rows, claims.rows];
  const passports = useMemo(
    () =>
      s && o && p && i && c
        ? buildPassports({ serials: s, orders: o, products: p, issues: i, claims: c }, today())
        : undefined,
    [s, o, p, i, c],
  );
  return {
    passports,
    models: serials.first?.goods_model_all ?? [],
    logisticsTypes: claims.first?.product_warranty_custom_logistics_type_all ?? [],
    error: lists.find((l) => l.error)?.error,
    retry: () => lists.forEach((l) => l.error && l.retry()),
    validating: lists.some((l) => l.validating),
    reads: [
      GOODS_VERIFY_ENDPOINTS.goodsVerifyAll,
      ORDER_SERVICE_ENDPOINTS.orderServiceAll,
      PRODUCT_ENDPOINTS.productAll,
      PRODUCT_ISSUES_ENDPOINTS.productIssuesAll,
      PRODUCT_WARRANTY_ENDPOINTS.productWarrantyAll,
    ],
  };
}
