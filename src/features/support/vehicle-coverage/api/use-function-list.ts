import { useLiveRead } from '@/lib/live-read';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { COVERAGE_PAGE_SIZE } from '../cascade-state';
import { functionNumbers } from '../cells';
import type { CoverageColumn, CoverageRow, CoverageSelection, FunctionListRef } from '../types';
import { isSpecialFailure } from '@/lib/diag/interface';
import { fetchFunctionColumns, fetchFunctionRows } from './diag-interface';

type ColumnsKey = readonly ['diag-extra-field', string, string, string, string];
type RowsKey = readonly ['diag-extra-data', string, string, string, string, string, string, number];

/** The most rows the service gives in one page. */
const MAX_PAGE_SIZE = 100;

/** Rows per page of the popup: all of a cell's functions at once, up to the service's cap. */
export function functionPageSize(nos: string): number {
  return Math.min(MAX_PAGE_SIZE, Math.max(COVERAGE_PAGE_SIZE, functionNumbers(nos).length));
}

/**
 * The popup's columns and rows: the functions of one cell, narrowed to a function name when
 * one is searched. A cell's functions come in one page (the popup scrolls) unless there are
 * more than the service gives at once.
 */
export function useFunctionList(
  selection: CoverageSelection,
  list: FunctionListRef,
  functionName: string,
  page: number,
) {
  const toast = useToast();
  const onError = (error: unknown) => {
    if (!isSpecialFailure(error)) {
      toast.error(error instanceof ApiError ? error.message : String(error));
    }
  };
  const { product, version } = selection;
  const packid = String(selection.packid);
  const pageSize = functionPageSize(list.nos);

  const columns = useLiveRead<CoverageColumn[], ApiError, ColumnsKey>(
    ['diag-extra-field', product, packid, version, list.subField],
    () => fetchFunctionColumns({ ...selection, subField: list.subField }),
    { onError },
  );
  const rows = useLiveRead<{ rows: CoverageRow[]; total: number }, ApiError, RowsKey>(
    ['diag-extra-data', product, packid, version, list.subField, list.nos, functionName, page],
    () =>
      fetchFunctionRows({
        ...selection,
        subField: list.subField,
        nos: list.nos,
        functionName,
        page,
        pageSize,
      }),
    { onError, keepPreviousData: true },
  );
  return { columns, rows, pageSize };
}
