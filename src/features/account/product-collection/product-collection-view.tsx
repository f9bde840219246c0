/** Products (boxes): the customer's registered products. */
import type { ProductAllResponse } from '@/contract/account-api-types';
import { FormikTextField } from '@/components/form/formik-fields';
import { GoodsModelSelect } from '../components/record-form-fields';
import { FIRST_STEPS } from '../first-steps';
import {
  type RecordFieldsProps,
  recordPageConfig,
  RecordTablePage,
} from '../components/record-table-page';
import { ACCOUNT_MESSAGES } from '@/contract/account-messages';
import {
  PRODUCT_INITIAL_VALUES,
  type ProductFormValues,
  productFormValues,
  productInput,
  productSchema,
} from './schema';
import { PRODUCT_ENDPOINTS } from '@/contract/vendor-endpoints/product';

function ProductFields({ formik, all }: RecordFieldsProps<ProductAllResponse, ProductFormValues>) {
  return (
    <>
      <GoodsModelSelect formik={formik} all={all} />
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

const productPageConfig = recordPageConfig({
  endpoints: {
    all: PRODUCT_ENDPOINTS.productAll,
    keyword: PRODUCT_ENDPOINTS.productKeyword,
    add: PRODUCT_ENDPOINTS.productAdd,
    editGet: PRODUCT_ENDPOINTS.productEditGet,
    editPost: PRODUCT_ENDPOINTS.productEditPost,
    del: PRODUCT_ENDPOINTS.productDel,
  },
  stem: 'product',
  tableLabel: 'Products',
  firstStep: FIRST_STEPS.product,
  searchLabel: 'Product',
  searchEmpty: ACCOUNT_MESSAGES.productSearchEmpty,
  columns: [
    { id: 'model', label: 'Product Model', render: (row) => row.goods_model_name },
    { id: 'serial', label: 'Serial Number', render: (row) => row.product_serialNumber },
    { id: 'warranty', label: 'Warranty Period', render: (row) => row.product_warrantyPeriod },
  ],
  form: {
    addTitle: 'Add Box',
    editTitle: 'Edit Box',
    initialValues: PRODUCT_INITIAL_VALUES,
    serialField: 'product_serialNumber',
    schema: productSchema,
    Fields: ProductFields,
    toValues: productFormValues,
    toBody: productInput,
  },
});

export default function ProductCollectionView() {
  return <RecordTablePage config={productPageConfig} />;
}
