/**
 * The customer's record tables (serial numbers, orders, boxes, garage): keyword search and
 * Add, the table with its row actions, pagination, the add/edit dialog and the yes/no
 * confirmations. A page is a configuration of this component.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { type FormikProps, type FormikValues, useFormik } from 'formik';
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import type { AnyObjectSchema } from 'yup';
import type { ApiPage, Envelope } from '@/contract/api-types';
import { useListQuery } from '@/lib/use-list-query';
import { ADD_PARAM, SERIAL_PARAM } from '../add-link';
import { type AccountEndpoint, type AccountWrite, useAccountWrite } from '../api/account-query';
import { type RecordListConfig, useRecordList } from '../hooks/use-record-list';
import { ACCOUNT_MESSAGES } from '@/contract/account-messages';
import { AccountPagination } from './account-pagination';
import { FormDialog } from '@/components/form/form-dialog';
import { EmptyList, type FirstStep } from './first-step';
import { RecordToolbar } from './keyword-search';
import { type RecordColumn, RecordsTable } from './records-table';
import { useConfirm } from './use-confirm';

type PagedEnvelope = Envelope<{ page: ApiPage }>;

/** What a dialog's fields receive. */
export interface RecordFieldsProps<All, Values> {
  formik: FormikProps<Values>;
  /** The list endpoint's answer: the options of the selects (undefined while loading). */
  all: All | undefined;
}

/** What a row's buttons may do. */
export interface RowActionApi<Row> {
  /** Opens the edit dialog (the record is loaded first). */
  edit: (row: Row) => void;
  /** Asks the delete question, then deletes on yes. */
  remove: (row: Row) => void;
  /** Asks `question`, then on yes runs the write and revalidates the list. */
  confirmWrite: (question: string, write: Omit<AccountWrite, 'revalidate'>) => void;
}

export interface RecordTablePageConfig<
  All extends PagedEnvelope,
  Found extends PagedEnvelope,
  Row,
  Values extends FormikValues,
  Find extends Envelope,
> {
  /** The table's accessible name. */
  tableLabel: string;
  /** What the empty list tells a new customer to do first (its button opens Add). */
  firstStep: FirstStep;
  /** The search field's label and the warning of an empty search (word for word). */
  searchLabel: string;
  searchEmpty: string;
  list: RecordListConfig<All, Found, Row>;
  columns: readonly RecordColumn<Row>[];
  /** The record's id and the name the API gives it (query of GETs, body of POSTs). */
  idParam: string;
  rowId: (row: Row) => number;
  /** Deleting a record: GET with the id in the query, or POST with it in the body. */
  remove: AccountEndpoint;
  /** The row's buttons; Edit and Delete when not given. */
  rowActions?: (row: Row, api: RowActionApi<Row>) => ReactNode;
  form: {
    addTitle: string;
    editTitle: string;
    initialValues: Values;
    schema: AnyObjectSchema;
    Fields: ComponentType<RecordFieldsProps<All, Values>>;
    add: AccountEndpoint;
    /** GET with the id loads the record; POST saves it. */
    editGet: AccountEndpoint<Find>;
    editPost: AccountEndpoint;
    /** The record of the edit GET's answer. */
    recordOf: (response: Find) => Row;
    toValues: (record: Row, all: All | undefined) => Values;
    /** The body of the add POST; the edit POST adds the id. */
    toBody: (values: Values) => Record<string, unknown>;
    /** The field `?serial=` fills when the Add dialog opens on arrival (src/features/account/add-link.ts). */
    serialField?: keyof Values & string;
  };
}

/**
 * What a record page says of its own; the rest follows the customer APIs' naming: rows in
 * `<stem>_all`, the edited record in `<stem>_find`, its id in `<stem>_id`.
 */
export type RecordPageSpec<
  Stem extends string,
  All extends PagedEnvelope,
  Row,
  Values extends FormikValues,
  Found extends PagedEnvelope = PagedEnvelope,
> = Pick<
  RecordTablePageConfig<All, PagedEnvelope, Row, Values, Envelope>,
  'tableLabel' | 'firstStep' | 'searchLabel' | 'searchEmpty' | 'columns' | 'rowActions'
> & {
  /**
   * The folder's entries (recordEndpoints in src/contract/vendor-endpoints/endpoint.ts):
   * deleting is a GET or a POST as its entry says.
   */
  endpoints: {
    all: AccountEndpoint<All>;
    keyword: AccountEndpoint<Found>;
    add: AccountEndpoint;
    editGet: AccountEndpoint;
    editPost: AccountEndpoint;
    del: AccountEndpoint;
  };
  stem: Stem;
  form: Omit<
    RecordTablePageConfig<All, PagedEnvelope, Row, Values, Envelope>['form'],
    'add' | 'editGet' | 'editPost' | 'recordOf' | 'toBody'
  > & {
    /** The body of the add POST; the edit POST adds the id. */
    toBody: (values: Values) => object;
  };
};

/** The row of a record answer: an element of its `<stem>_all`. */
type RowOf<All, Stem extends string> =
  All extends Partial<Record<`${Stem}_all`, (infer R extends Record<`${Stem}_id`, number>)[]>>
    ? R
    : never;

/**
 * A record page's configuration from what it says of its own (RecordPageSpec). The types come
 * from the entries and the stem: the list's and the search's answers from `endpoints.all` and
 * `endpoints.keyword`, the row from the list's `<stem>_all`, the edited record's answer is its
 * `<stem>_find`, the form's values from `form.initialValues`.
 */
export function recordPageConfig<
  Stem extends string,
  All extends PagedEnvelope & Partial<Record<`${Stem}_all`, Row[]>>,
  Found extends PagedEnvelope & Partial<Record<`${Stem}_all`, Row[]>>,
  Values extends FormikValues,
  Row extends Record<`${Stem}_id`, number> = RowOf<All, Stem>,
  Find extends Envelope & Record<`${Stem}_find`, Row> = Envelope & Record<`${Stem}_find`, Row>,
>({
  endpoints,
  stem,
  form: { toBody, ...form },
  ...page
}: RecordPageSpec<Stem, All, Row, Values, Found>): RecordTablePageConfig<
  All,
  Found,
  Row,
  Values,
  Find
> {
  const rows = (response: Partial<Record<`${Stem}_all`, Row[]>>): Row[] =>
    response[`${stem}_all`] ?? [];
  return {
    ...page,
    list: {
      all: endpoints.all,
      keyword: endpoints.keyword,
      rowsOfAll: rows,
      rowsOfFound: rows,
    },
    idParam: `${stem}_id`,
    rowId: (row) => row[`${stem}_id`],
    remove: endpoints.del,
    form: {
      ...form,
      add: endpoints.add,
      // The entry answers a plain envelope; the view names the record's answer (Find).
      editGet: endpoints.editGet as AccountEndpoint<Find>,
      editPost: endpoints.editPost,
      recordOf: (response: Record<`${Stem}_find`, Row>) => response[`${stem}_find`],
      toBody: (values) => ({ ...toBody(values) }),
    },
  };
}

type DialogState = { mode: 'add' } | { mode: 'edit'; id: number; loading: boolean } | null;

export function RecordTablePage<
  All extends PagedEnvelope,
  Found extends PagedEnvelope,
  Row,
  Values extends FormikValues,
  Find extends Envelope,
>({ config }: { config: RecordTablePageConfig<All, Found, Row, Values, Find> }) {
  const { form } = config;
  const list = useRecordList(config.list);
  const write = useAccountWrite();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const [dialog, setDialog] = useState<DialogState>(null);
  // The edit whose record is awaited: a later open or a close makes an answer stale.
  const opening = useRef(0);

  const formik = useFormik<Values>({
    initialValues: form.initialValues,
    validationSchema: form.schema,
    onSubmit: async (values) => {
      if (!dialog || (dialog.mode === 'edit' && dialog.loading)) return;
      const body = form.toBody(values);
      const saved = await write(
        dialog.mode === 'edit'
          ? {
              endpoint: form.editPost,
              params: { [config.idParam]: dialog.id, ...body },
              revalidate: list.reads,
            }
          : { endpoint: form.add, params: body, revalidate: list.reads },
      );
      // A refusal was shown as a warning: the dialog stays open with what was typed.
      if (saved) close();
    },
  });

  function close() {
    opening.current += 1;
    setDialog(null);
    formik.resetForm({ values: form.initialValues });
  }

  function openAdd() {
    opening.current += 1;
    formik.resetForm({ values: form.initialValues });
    setDialog({ mode: 'add' });
  }

  async function openEdit(row: Row) {
    const id = config.rowId(row);
    const ticket = ++opening.current;
    formik.resetForm({ values: form.initialValues });
    setDialog({ mode: 'edit', id, loading: true });
    const found = await write({
      endpoint: form.editGet,
      params: { [config.idParam]: id },
      revalidate: [],
      announce: false,
    });
    if (ticket !== opening.current) return;
    if (!found) {
      // The refusal was shown; there is nothing to edit.
      setDialog(null);
      return;
    }
    formik.resetForm({ values: form.toValues(form.recordOf(found), list.all) });
    setDialog({ mode: 'edit', id, loading: false });
  }

  async function confirmWrite(question: string, action: Omit<AccountWrite, 'revalidate'>) {
    if (!(await confirm(question))) return;
    await write({ ...action, revalidate: list.reads });
  }

  // ?add=1 (a first step of the Personal Center): the Add dialog opens on arrival, once, and
  // the parameter leaves the address (a reload or Back does not open it again).
  const query = useListQuery();
  const addAsked = query.get(ADD_PARAM) === '1';
  const [arrivalAddDone, setArrivalAddDone] = useState(false);
  if (addAsked && !arrivalAddDone) {
    // The form is still the empty one of the first render: only the dialog opens.
    setArrivalAddDone(true);
    setDialog({ mode: 'add' });
  }
  // `&serial=` (a passport's "Add the purchase"): the dialog opens with the device's serial.
  const arrivalSerial = form.serialField ? query.get(SERIAL_PARAM).trim() : '';
  const { replace } = query;
  const { resetForm } = formik;
  const { initialValues, serialField } = form;
  useEffect(() => {
    if (!addAsked) return;
    if (serialField && arrivalSerial) {
      resetForm({ values: { ...initialValues, [serialField]: arrivalSerial } });
    }
    replace({ [ADD_PARAM]: null, [SERIAL_PARAM]: null });
  }, [addAsked, arrivalSerial, initialValues, serialField, resetForm, replace]);

  const api: RowActionApi<Row> = {
    edit: (row) => void openEdit(row),
    remove: (row) =>
      void confirmWrite(ACCOUNT_MESSAGES.deleteConfirm, {
        endpoint: config.remove,
        params: { [config.idParam]: config.rowId(row) },
      }),
    confirmWrite: (question, action) => void confirmWrite(question, action),
  };

  const actions =
    config.rowActions !== undefined
      ? (row: Row) => config.rowActions?.(row, api)
      : (row: Row) => (
          <EditDeleteButtons onEdit={() => api.edit(row)} onDelete={() => api.remove(row)} />
        );

  const loading = dialog?.mode === 'edit' && dialog.loading;
  const { Fields } = form;

  return (
    <Box>
      <RecordToolbar
        list={list}
        label={config.searchLabel}
        emptyMessage={config.searchEmpty}
        onAdd={openAdd}
      />
      <RecordsTable
        label={config.tableLabel}
        columns={config.columns}
        rows={list.rows}
        rowKey={config.rowId}
        actions={actions}
        load={list}
        empty={<EmptyList step={config.firstStep} keyword={list.keyword} onAdd={openAdd} />}
      />
      {list.page && <AccountPagination page={list.page} onChange={list.setPage} />}
      <FormDialog
        open={dialog !== null}
        title={dialog?.mode === 'edit' ? form.editTitle : form.addTitle}
        onClose={close}
        dirty={formik.dirty}
        onSubmit={() => void formik.submitForm()}
        busy={formik.isSubmitting || loading}
      >
        {loading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress size={28} aria-label="Loading the record" />
          </Box>
        ) : (
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Fields formik={formik} all={list.all} />
          </Stack>
        )}
      </FormDialog>
      {confirmDialog}
    </Box>
  );
}

export function EditDeleteButtons({
  onEdit,
  onDelete,
}: {
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" variant="outlined" onClick={onEdit}>
        Edit
      </Button>
      <Button size="small" variant="outlined" color="error" onClick={onDelete}>
        Delete
      </Button>
    </Stack>
  );
}
