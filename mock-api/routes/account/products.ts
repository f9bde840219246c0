/**
 * Products, or boxes: the customer's registered products, ten a
 * page, newest first. The model is required and must exist (its name is filled in by the
 * server); the warranty period is the day the warranty ends (a real day, `yyyy/MM/dd`, or
 * `yyyy-MM-dd`); the serial number is optional.
 *
 * A product that product issues or warranty claims refer to cannot be deleted (409): those
 * records would lose their product. Editing it is allowed (issues keep their own label).
 */
import { findModel, modelOptions, parseDay } from './records';
import type { DeepReadonly } from '../../store/db';
import type { Database, DbProduct } from '../../schema/mock-db';
import { ApiError, CODE } from '../../http/envelope';
import { ownedTable } from './owned-routes';
import type { RouteDef } from '../types';
import type { z } from 'zod';
import {
  PRODUCT_MSG,
  PRODUCT_OPERATIONS as operations,
  productEditForm,
  productForm,
} from '../../../src/contract/schemas/product';
import { endpointFolder, VENDOR_ENDPOINTS } from '../../../src/contract/endpoints';

type Data = DeepReadonly<Database>;

export { PRODUCT_MSG };

type ProductInput = z.infer<typeof productForm>;

function productValues(data: Data, input: ProductInput) {
  const day = parseDay(input.product_warrantyPeriod);
  if (!day) throw new ApiError(CODE.badRequest, PRODUCT_MSG.badDate);
  const model = findModel(data, input.goods_model_id);
  return {
    goods_model_id: model.goods_model_id,
    goods_model_name: model.goods_model_name,
    product_serialNumber: (input.product_serialNumber ?? '').trim(),
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
    operation: operations.productAll,
    options: (data) => ({ goods_model_all: modelOptions(data) }),
  }),
  products.add({
    summary: 'Adds a product {goods_model_id, product_serialNumber, product_warrantyPeriod}',
    operation: operations.productAdd,
    form: productForm,
    values: productValues,
  }),
  products.keyword({
    summary: "Searches the customer's products by model or serial {goodsVerifyKeyword, page}",
    operation: operations.productKeyword,
    fields: (row) => [row.goods_model_name, row.product_serialNumber],
  }),
  products.find({
    summary: "One of the customer's products: product_find",
    operation: operations.productEditGet,
  }),
  products.edit({
    summary: "Changes one of the customer's products {product_id, ...the product fields}",
    operation: operations.productEditPost,
    form: productEditForm,
    values: productValues,
  }),
  products.remove({
    summary: "Deletes one of the customer's products (?product_id), unless issues or claims use it",
    operation: operations.productDel,
    method: 'GET',
    check: (row, data) => {
      if (productInUse(data, row.product_id)) throw new ApiError(CODE.conflict, PRODUCT_MSG.inUse);
    },
  }),
];
