/** Serial Number: the customer's registered serials. */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SerialAllResponse } from '@/contract/account-api-types';
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
  SERIAL_INITIAL_VALUES,
  type SerialFormValues,
  serialFormValues,
  serialInput,
  serialSchema,
} from './schema';
import { serialActions, serialStatusLabel, serialValidationLabel } from './serial-actions';
import { GOODS_VERIFY_ENDPOINTS } from '@/contract/vendor-endpoints/goods-verify';

function SerialFields({ formik, all }: RecordFieldsProps<SerialAllResponse, SerialFormValues>) {
  return (
    <>
      <GoodsModelSelect formik={formik} all={all} />
      <FormikTextField formik={formik} name="goods_verify_serial" label="Serial Number" />
    </>
  );
}

const serialPageConfig = recordPageConfig({
  endpoints: {
    all: GOODS_VERIFY_ENDPOINTS.goodsVerifyAll,
    keyword: GOODS_VERIFY_ENDPOINTS.goodsVerifyKeyword,
    add: GOODS_VERIFY_ENDPOINTS.goodsVerifyAdd,
    editGet: GOODS_VERIFY_ENDPOINTS.goodsVerifyEditGet,
    editPost: GOODS_VERIFY_ENDPOINTS.goodsVerifyEditPost,
    del: GOODS_VERIFY_ENDPOINTS.goodsVerifyDel,
  },
  stem: 'goods_verify',
  tableLabel: 'Serial numbers',
  firstStep: FIRST_STEPS.serial,
  searchLabel: 'Serial Number',
  searchEmpty: ACCOUNT_MESSAGES.serialSearchEmpty,
  columns: [
    { id: 'model', label: 'Product Model', render: (row) => row.goods_model_name },
    { id: 'serial', label: 'Serial Number', render: (row) => row.goods_verify_serial },
    { id: 'addtime', label: 'Add Time', render: (row) => row.goods_verify_addtime },
    { id: 'status', label: 'Status', render: (row) => serialStatusLabel(row.goods_verify_status) },
    {
      id: 'validation',
      label: 'Validation',
      render: (row) => serialValidationLabel(row.goods_validate_id),
    },
  ],
  rowActions: (row, api) => (
    <Stack direction="row" spacing={1}>
      {serialActions(row).map((action) => {
        switch (action.kind) {
          case 'unbind':
            return (
              <Button
                key="unbind"
                size="small"
                variant="outlined"
                color="warning"
                disabled={action.disabled}
                onClick={() =>
                  api.confirmWrite(ACCOUNT_MESSAGES.unbindConfirm, {
                    endpoint: GOODS_VERIFY_ENDPOINTS.goodsVerifyUnbind,
                    params: { goods_verify_id: row.goods_verify_id },
                  })
                }
              >
                Unbind
              </Button>
            );
          case 'edit':
            return (
              <Button key="edit" size="small" variant="outlined" onClick={() => api.edit(row)}>
                Edit
              </Button>
            );
          case 'delete':
            return (
              <Button
                key="delete"
                size="small"
                variant="outlined"
                color="error"
                onClick={() => api.remove(row)}
              >
                Delete
              </Button>
            );
        }
      })}
    </Stack>
  ),
  form: {
    addTitle: 'Add Serial Number',
    editTitle: 'Edit Serial Number',
    initialValues: SERIAL_INITIAL_VALUES,
    serialField: 'goods_verify_serial',
    schema: serialSchema,
    Fields: SerialFields,
    toValues: serialFormValues,
    toBody: serialInput,
  },
});

export default function SerialNumberView() {
  return <RecordTablePage config={serialPageConfig} />;
}
