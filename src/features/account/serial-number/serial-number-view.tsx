/** Serial Number (spec 3, sections 2, 4 and 7): the customer's registered serials. */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type {
  ApiSerialRecord,
  SerialAllResponse,
  SerialFindResponse,
  SerialKeywordResponse,
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
  SERIAL_INITIAL_VALUES,
  type SerialFormValues,
  serialFormValues,
  serialInput,
  serialSchema,
} from './schema';
import { serialActions, serialStatusLabel, serialValidationLabel } from './serial-actions';

const API = '/api/GoodsVerify';

function SerialFields({ formik, all }: RecordFieldsProps<SerialAllResponse, SerialFormValues>) {
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
      <FormikTextField formik={formik} name="goods_verify_serial" label="Serial Number" />
    </>
  );
}

const serialPageConfig: RecordTablePageConfig<
  SerialAllResponse,
  SerialKeywordResponse,
  ApiSerialRecord,
  SerialFormValues,
  SerialFindResponse
> = {
  tableLabel: 'Serial numbers',
  searchLabel: 'Serial Number',
  searchEmpty: ACCOUNT_MESSAGES.serialSearchEmpty,
  list: {
    allPath: `${API}/goods_verify_all`,
    keywordPath: `${API}/goods_verify_keyword`,
    rowsOfAll: (response) => response.goods_verify_all ?? [],
    rowsOfFound: (response) => response.goods_verify_all ?? [],
  },
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
  idParam: 'goods_verify_id',
  rowId: (row) => row.goods_verify_id,
  remove: { method: 'POST', path: `${API}/goods_verify_del` },
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
                    method: 'POST',
                    path: `${API}/goods_verify_unbind`,
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
    schema: serialSchema,
    Fields: SerialFields,
    addPath: `${API}/goods_verify_add`,
    editPath: `${API}/goods_verify_edit`,
    recordOf: (response) => response.goods_verify_find,
    toValues: serialFormValues,
    toBody: (values) => ({ ...serialInput(values) }),
  },
};

export default function SerialNumberPage(_props: AccountPageViewProps) {
  return <RecordTablePage config={serialPageConfig} />;
}
