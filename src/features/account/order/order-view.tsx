/** Orders (spec 3, sections 2 and 7): the customer's purchase orders. */
import type {
  ApiOrderRecord,
  OrderAllResponse,
  OrderFindResponse,
  OrderKeywordResponse,
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
  ORDER_INITIAL_VALUES,
  type OrderFormValues,
  orderFormValues,
  orderInput,
  orderSchema,
} from './schema';

const API = '/api/OrderService';

function OrderFields({ formik, all }: RecordFieldsProps<OrderAllResponse, OrderFormValues>) {
  const platforms = (all?.platform_all ?? []).map((platform) => ({
    value: String(platform.platform_id),
    label: platform.platform_name,
  }));
  return (
    <>
      <FormikSelect
        formik={formik}
        name="platform_id"
        label="Purchase platform"
        required
        placeholder="Select a purchase platform"
        options={platforms}
      />
      <FormikTextField formik={formik} name="order_service_number" label="Order #" required />
      <FormikTextField
        formik={formik}
        name="order_service_date"
        label="Date"
        type="date"
        required
      />
      <FormikSelect
        formik={formik}
        name="goods_model_id"
        label="Product model"
        required
        placeholder="Select a product model"
        options={goodsModelOptions(all?.goods_model_all)}
      />
      <FormikTextField
        formik={formik}
        name="order_service_serialnumber"
        label="Serial Number"
        required
      />
    </>
  );
}

const orderPageConfig: RecordTablePageConfig<
  OrderAllResponse,
  OrderKeywordResponse,
  ApiOrderRecord,
  OrderFormValues,
  OrderFindResponse
> = {
  tableLabel: 'Orders',
  searchLabel: 'Order',
  searchEmpty: ACCOUNT_MESSAGES.orderSearchEmpty,
  list: {
    allPath: `${API}/order_service_all`,
    keywordPath: `${API}/order_service_keyword`,
    rowsOfAll: (response) => response.order_service_all ?? [],
    rowsOfFound: (response) => response.order_service_all ?? [],
  },
  columns: [
    { id: 'platform', label: 'Purchase Platform', render: (row) => row.platform_name },
    { id: 'number', label: 'Order #', render: (row) => row.order_service_number },
    { id: 'date', label: 'Date', render: (row) => row.order_service_date },
    { id: 'model', label: 'Product Model', render: (row) => row.goods_model_name },
    { id: 'serial', label: 'Serial Number', render: (row) => row.order_service_serialnumber },
  ],
  idParam: 'order_service_id',
  rowId: (row) => row.order_service_id,
  remove: { method: 'GET', path: `${API}/order_service_del` },
  form: {
    addTitle: 'Add Order',
    editTitle: 'Edit Order',
    initialValues: ORDER_INITIAL_VALUES,
    schema: orderSchema,
    Fields: OrderFields,
    addPath: `${API}/order_service_add`,
    editPath: `${API}/order_service_edit`,
    recordOf: (response) => response.order_service_find,
    toValues: orderFormValues,
    toBody: (values) => ({ ...orderInput(values) }),
  },
};

export default function OrderPage(_props: AccountPageViewProps) {
  return <RecordTablePage config={orderPageConfig} />;
}
