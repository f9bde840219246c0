/**
 * Products, or boxes (spec 3, sections 5 and 7): the customer's registered products, ten a
 * page, newest first. The model is required and must exist (its name is filled in by the
 * server); the warranty period is the day the warranty ends (a real day, `yyyy/MM/dd`, or
 * `yyyy-MM-dd`); the serial number is optional.
 *
 * A product that product issues or warranty claims refer to cannot be deleted (409): those
 * records would lose their product. Editing it is allowed (issues keep their own label).
 */
import { ACCOUNT_MESSAGES } from '../../src/features/account/messages';
import {
  ownRecord,
  ownRows,
  parseDay,
  readKeyword,
  TABLE_ROWS,
  withoutOwner,
} from '../account-records';
import type { DeepReadonly } from '../db';
import type { Database, DbProduct } from '../db-schema';
import { ApiError, CODE } from '../envelope';
import { containsText, nextId, paginate } from '../records';
import { requiredText, validateQuery, yup } from '../validate';
import {
  chosenId,
  draftTable,
  findModel,
  listQuery,
  MAX_SERIAL,
  modelOptions,
  optionalText,
  queryId,
  readForm,
  RECORD_MSG,
  recordId,
  trimmed,
} from './serials';
import { type RouteDef, requireSession } from './types';

type Data = DeepReadonly<Database>;

export const PRODUCT_MSG = {
  badDate: 'Please select a valid warranty period (yyyy/MM/dd)',
  inUse: 'This product has product issues or warranty claims and cannot be deleted',
} as const;

const productId = (row: { product_id: number }) => row.product_id;

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

function ownProducts(data: Data, uId: number) {
  return ownRows<DbProduct>(data.products ?? [], uId, productId);
}

function productPage(rows: readonly DeepReadonly<DbProduct>[], pageNumber: number) {
  const { page, rows: pageRows } = paginate(rows, pageNumber, TABLE_ROWS);
  return { product_all: pageRows.map(withoutOwner), page };
}

/** True when a product issue or a warranty claim refers to the product. */
function productInUse(data: Data, target: number): boolean {
  return (
    (data.product_issues ?? []).some((i) => i.product_id === target) ||
    (data.warranty_claims ?? []).some((c) => c.product_id === target)
  );
}

export const productRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/product/product_all',
    auth: true,
    summary: "A page of the customer's products (boxes, newest first) and the product models",
    handler: async (args) => {
      const { user } = requireSession(args);
      const query = await validateQuery(listQuery, args.req.query);
      const data = args.ctx.db.data;
      return {
        goods_model_all: modelOptions(data),
        ...productPage(ownProducts(data, user.uId), query.page),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/product/product_add',
    auth: true,
    summary: 'Adds a product {goods_model_id, product_serialNumber, product_warrantyPeriod}',
    handler: async (args) => {
      const { user } = requireSession(args);
      const input = await readForm(productBody, args.req.body);
      const values = productValues(args.ctx.db.data, input);
      const record = await args.ctx.db.update((draft) => {
        const products = draftTable(draft, 'products');
        const row: DbProduct = {
          product_id: nextId(products, productId),
          uId: user.uId,
          ...values,
        };
        products.push(row);
        return row;
      });
      return { msg: RECORD_MSG.added, product_find: withoutOwner(record) };
    },
  },
  {
    method: 'POST',
    path: '/api/product/product_keyword',
    auth: true,
    summary: "Searches the customer's products by model or serial {goodsVerifyKeyword, page}",
    handler: async (args) => {
      const { user } = requireSession(args);
      const { needle, page } = await readKeyword(
        args.req.body,
        ACCOUNT_MESSAGES.productSearchEmpty,
      );
      const rows = ownProducts(args.ctx.db.data, user.uId).filter(
        (row) =>
          containsText(row.goods_model_name, needle) ||
          containsText(row.product_serialNumber, needle),
      );
      return productPage(rows, page);
    },
  },
  {
    method: 'GET',
    path: '/api/product/product_edit',
    auth: true,
    summary: "One of the customer's products: product_find",
    handler: async (args) => {
      const { user } = requireSession(args);
      const target = await queryId(args.req.query, 'product_id');
      const row = ownRecord(
        args.ctx.db.data.products ?? [],
        user.uId,
        target,
        productId,
        'product',
      );
      return { product_find: withoutOwner(row) };
    },
  },
  {
    method: 'POST',
    path: '/api/product/product_edit',
    auth: true,
    summary: "Changes one of the customer's products {product_id, ...the product fields}",
    handler: async (args) => {
      const { user } = requireSession(args);
      const input = await readForm(productEditBody, args.req.body);
      const data = args.ctx.db.data;
      ownRecord(data.products ?? [], user.uId, input.product_id, productId, 'product');
      const values = productValues(data, input);
      const record = await args.ctx.db.update((draft) => {
        const row = ownRecord(
          draftTable(draft, 'products'),
          user.uId,
          input.product_id,
          productId,
          'product',
        );
        Object.assign(row, values);
        return { ...row };
      });
      return { msg: RECORD_MSG.saved, product_find: withoutOwner(record) };
    },
  },
  {
    method: 'GET',
    path: '/api/product/product_del',
    auth: true,
    summary: "Deletes one of the customer's products (?product_id), unless issues or claims use it",
    handler: async (args) => {
      const { user } = requireSession(args);
      const target = await queryId(args.req.query, 'product_id');
      const data = args.ctx.db.data;
      ownRecord(data.products ?? [], user.uId, target, productId, 'product');
      if (productInUse(data, target)) throw new ApiError(CODE.conflict, PRODUCT_MSG.inUse);
      await args.ctx.db.update((draft) => {
        const products = draftTable(draft, 'products');
        ownRecord(products, user.uId, target, productId, 'product');
        draft.products = products.filter((p) => p.product_id !== target);
      });
      return { msg: RECORD_MSG.deleted };
    },
  },
];
