/**
 * Products, or boxes: the customer's registered products, ten a
 * page, newest first. The model is required and must exist (its name is filled in by the
 * server); the warranty period is the day the warranty ends (a real day, `yyyy/MM/dd`, or
 * `yyyy-MM-dd`); the serial number is optional.
 *
 * A product that product issues or warranty claims refer to cannot be deleted (409): those
 * records would lose their product. Editing it is allowed (issues keep their own label).
 */
import { chosenId, optionalText, recordId, trimmed } from './inputs';
import { findModel, MAX_SERIAL, modelOptions, parseDay } from './records';
import type { DeepReadonly } from '../../store/db';
import type { Database, DbProduct } from '../../../src/contract/mock-db';
import { ApiError, CODE } from '../../http/envelope';
import { ownedTable } from './owned-routes';
import { requiredText, yup } from '../../http/validate';
import type { RouteDef } from '../types';
import { ACCOUNT_MESSAGES } from '../../../src/contract/account-messages';
import { endpointFolder, VENDOR_ENDPOINTS } from '../../../src/contract/endpoints';

type Data = DeepReadonly<Database>;

export const PRODUCT_MSG = {
  badDate: 'Please select a valid warranty period (yyyy/MM/dd)',
  inUse: 'This product has product issues or warranty claims and cannot be deleted',
} as const;

const productFields = {
  goods_model_id: chosenId('goods_model_id', ACCOUNT_MESSAGES.productModelRequired),
  product_warrantyPeriod: requiredText(
    'product_warrantyPeriod',
    ACCOUNT_MESSAGES.warrantyPeriodRequired,
    32,
  ),
  product_serialNumber: optionalText('product_serialNumber', MAX_SERIAL),
};

const productBody = yup.object(productFields);
const productEditBody = yup.object({ product_id: recordId('product_id'), ...productFields });

type ProductInput = yup.InferType<typeof productBody>;

function productValues(data: Data, input: ProductInput) {
  const day = parseDay(input.product_warrantyPeriod);
  if (!day) throw new ApiError(CODE.badRequest, PRODUCT_MSG.badDate);
  const model = findModel(data, input.goods_model_id);
  return {
    goods_model_id: model.goods_model_id,
    goods_model_name: model.goods_model_name,
    product_serialNumber: trimmed(input.product_serialNumber),
    product_warrantyPeriod: day,
  };
}

/** True when a product issue or a warranty claim refers to the product. */
function productInUse(data: Data, target: number): boolean {
  return (
    (data.product_issues ?? []).some((i) => i.product_id === target) ||
    (data.warranty_claims ?? []).some((c) => c.product_id === target)
  );
}

const products = ownedTable<DbProduct, 'product_id'>({
  base: endpointFolder(VENDOR_ENDPOINTS.product.productAll),
  name: 'product',
  table: 'products',
  idField: 'product_id',
  what: 'product',
});

export const productRoutes: RouteDef[] = [
  products.list({
    summary: "A page of the customer's products (boxes, newest first) and the product models",
    options: (data) => ({ goods_model_all: modelOptions(data) }),
  }),
  products.add({
    summary: 'Adds a product {goods_model_id, product_serialNumber, product_warrantyPeriod}',
    form: () => productBody,
    values: productValues,
  }),
  products.keyword({
    summary: "Searches the customer's products by model or serial {goodsVerifyKeyword, page}",
    emptyMessage: ACCOUNT_MESSAGES.productSearchEmpty,
    fields: (row) => [row.goods_model_name, row.product_serialNumber],
  }),
  products.find({ summary: "One of the customer's products: product_find" }),
  products.edit({
    summary: "Changes one of the customer's products {product_id, ...the product fields}",
    form: () => productEditBody,
    values: productValues,
  }),
  products.remove({
    summary: "Deletes one of the customer's products (?product_id), unless issues or claims use it",
    method: 'GET',
    check: (row, data) => {
      if (productInUse(data, row.product_id)) throw new ApiError(CODE.conflict, PRODUCT_MSG.inUse);
    },
  }),
];
