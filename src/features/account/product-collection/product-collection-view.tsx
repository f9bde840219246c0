/** Products (boxes) (spec 3, sections 2 and 7): the customer's registered products. */
import type {
  ApiProductRecord,
  ProductAllResponse,
  ProductFindResponse,
  ProductKeywordResponse,
} from '@/contract/account-api-types';
import { FormikSelect, FormikTextField, goodsModelOptions } from '../components/record-form-fields';
import {
  type RecordFieldsProps,
  RecordTablePage,
  type RecordTablePageConfig,
} from '../components/record-table-page';
import { ACCOUNT_MESSAGES } from '@/contract/account-messages';
import type { AccountPageViewProps } from '../types';
import {
  PRODUCT_INITIAL_VALUES,
  type ProductFormValues,
  productFormValues,
  productInput,
  productSchema,
} from './schema';

const API = '/api/product';

function ProductFields({ formik, all }: RecordFieldsProps<ProductAllResponse, ProductFormValues>) {
  return (
    <>
      <FormikSelect
        formik={formik}
        name="goods_model_id"
        label="Product model"
        required
        placeholder="Select a product model"
        options={goodsModelOptions(all?.goods_model_all)}
      />
      <FormikTextField formik={formik} name="product_serialNumber" label="Serial Number" />
      <FormikTextField
        formik={formik}
        name="product_warrantyPeriod"
        label="Warranty period"
        type="date"
        required
      />
    </>
  );
}

const productPageConfig: RecordTablePageConfig<
  ProductAllResponse,
  ProductKeywordResponse,
  ApiProductRecord,
  ProductFormValues,
  ProductFindResponse
> = {
  tableLabel: 'Products',
  searchLabel: 'Product',
  searchEmpty: ACCOUNT_MESSAGES.productSearchEmpty,
  list: {
    allPath: `${API}/product_all`,
    keywordPath: `${API}/product_keyword`,
    rowsOfAll: (response) => response.product_all ?? [],
    rowsOfFound: (response) => response.product_all ?? [],
  },
  columns: [
    { id: 'model', label: 'Product Model', render: (row) => row.goods_model_name },
    { id: 'serial', label: 'Serial Number', render: (row) => row.product_serialNumber },
    { id: 'warranty', label: 'Warranty Period', render: (row) => row.product_warrantyPeriod },
  ],
  idParam: 'product_id',
  rowId: (row) => row.product_id,
  remove: { method: 'GET', path: `${API}/product_del` },
  form: {
    addTitle: 'Add Box',
    editTitle: 'Edit Box',
    initialValues: PRODUCT_INITIAL_VALUES,
    schema: productSchema,
    Fields: ProductFields,
    addPath: `${API}/product_add`,
    editPath: `${API}/product_edit`,
    recordOf: (response) => response.product_find,
    toValues: productFormValues,
    toBody: (values) => ({ ...productInput(values) }),
  },
};

export default function ProductCollectionPage(_props: AccountPageViewProps) {
  return <RecordTablePage config={productPageConfig} />;
}
