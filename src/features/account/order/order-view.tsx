/** Orders: the customer's purchase orders. */
import type { OrderAllResponse } from '@/contract/account-api-types';
import { FormikSelect, FormikTextField } from '@/components/form/formik-fields';
import { fieldOptions, GoodsModelSelect } from '../components/record-form-fields';
import { FIRST_STEPS } from '../first-steps';
import {
  type RecordFieldsProps,
  recordPageConfig,
  RecordTablePage,
} from '../components/record-table-page';
import { ACCOUNT_MESSAGES } from '@/contract/account-messages';
import {
  ORDER_INITIAL_VALUES,
  type OrderFormValues,
  orderFormValues,
  orderInput,
  orderSchema,
} from './schema';
import { ORDER_SERVICE_ENDPOINTS } from '@/contract/vendor-endpoints/order-service';

function OrderFields({ formik, all }: RecordFieldsProps<OrderAllResponse, OrderFormValues>) {
  const platforms = fieldOptions(all?.platform_all, 'platform_id', 'platform_name');
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
      <GoodsModelSelect formik={formik} all={all} />
      <FormikTextField
        formik={formik}
        name="order_service_serialnumber"
        label="Serial Number"
        required
      />
    </>
  );
}

const orderPageConfig = recordPageConfig({
  endpoints: {
    all: ORDER_SERVICE_ENDPOINTS.orderServiceAll,
    keyword: ORDER_SERVICE_ENDPOINTS.orderServiceKeyword,
    add: ORDER_SERVICE_ENDPOINTS.orderServiceAdd,
    editGet: ORDER_SERVICE_ENDPOINTS.orderServiceEditGet,
    editPost: ORDER_SERVICE_ENDPOINTS.orderServiceEditPost,
    del: ORDER_SERVICE_ENDPOINTS.orderServiceDel,
  },
  stem: 'order_service',
  tableLabel: 'Orders',
  firstStep: FIRST_STEPS.order,
  searchLabel: 'Order',
  searchEmpty: ACCOUNT_MESSAGES.orderSearchEmpty,
  columns: [
    { id: 'platform', label: 'Purchase Platform', render: (row) => row.platform_name },
    { id: 'number', label: 'Order #', render: (row) => row.order_service_number },
    { id: 'date', label: 'Date', render: (row) => row.order_service_date },
    { id: 'model', label: 'Product Model', render: (row) => row.goods_model_name },
    { id: 'serial', label: 'Serial Number', render: (row) => row.order_service_serialnumber },
  ],
  form: {
    addTitle: 'Add Order',
    editTitle: 'Edit Order',
    initialValues: ORDER_INITIAL_VALUES,
    serialField: 'order_service_serialnumber',
    schema: orderSchema,
    Fields: OrderFields,
    toValues: orderFormValues,
    toBody: orderInput,
  },
});

export default function OrderView() {
  return <RecordTablePage config={orderPageConfig} />;
}
