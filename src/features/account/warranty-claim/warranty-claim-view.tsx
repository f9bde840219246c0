import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type {
  ApiWarrantyClaim,
  ClaimStatus,
  WarrantyAllResponse,
  WarrantyKeywordResponse,
} from '@/contract/account-api-types';
import { useAccountWrite } from '../api/account-query';
import { AccountPagination } from '../components/account-pagination';
import { EmptyList } from '../components/first-step';
import { RecordToolbar } from '../components/keyword-search';
import { type RecordColumn, RecordsTable } from '../components/records-table';
import { useConfirm } from '../components/use-confirm';
import { useRecordList } from '../hooks/use-record-list';
import { ACCOUNT_MESSAGES } from '@/contract/account-messages';
import { FIRST_STEPS } from '../first-steps';
import { ClaimAddWizard } from './components/claim-add-wizard';
import { PRODUCT_WARRANTY_ENDPOINTS } from '@/contract/vendor-endpoints/product-warranty';
import { CLAIM_STATUS_LABELS } from '@/contract/claim-status';
import { ClaimViewDialog } from './components/claim-view-dialog';

const STATUS_COLORS: Record<ClaimStatus, 'default' | 'info' | 'success' | 'error' | 'primary'> = {
  1: 'info',
  2: 'success',
  3: 'error',
  4: 'primary',
  5: 'success',
  6: 'success',
};

const COLUMNS: readonly RecordColumn<ApiWarrantyClaim>[] = [
  { id: 'id', label: 'Claim ID', render: (claim) => claim.product_warranty_id },
  { id: 'product', label: 'Product', render: (claim) => claim.product_warranty_content },
  {
    id: 'type',
    label: 'Claim Type',
    render: (claim) => claim.product_warranty_claim_type_name,
  },
  {
    id: 'status',
    label: 'Status',
    render: (claim) => (
      <Chip
        size="small"
        label={CLAIM_STATUS_LABELS[claim.product_warranty_examine_id]}
        color={STATUS_COLORS[claim.product_warranty_examine_id]}
        variant="outlined"
      />
    ),
  },
  { id: 'rma', label: 'RMA', render: (claim) => claim.product_warranty_rmaCode || '—' },
  { id: 'added', label: 'Add Time', render: (claim) => claim.product_warranty_addTime },
];

/** Warranty Claim: the claims, an Add wizard and a progress view. */
export default function WarrantyClaimView() {
  const list = useRecordList<WarrantyAllResponse, WarrantyKeywordResponse, ApiWarrantyClaim>({
    all: PRODUCT_WARRANTY_ENDPOINTS.productWarrantyAll,
    keyword: PRODUCT_WARRANTY_ENDPOINTS.productWarrantyKeyword,
    rowsOfAll: (response) => response.product_warranty_all,
    rowsOfFound: (response) => response.warrantyClaim_service_all,
  });
  const write = useAccountWrite();
  const { confirm, dialog } = useConfirm();
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);

  const remove = async (claim: ApiWarrantyClaim) => {
    if (!(await confirm(ACCOUNT_MESSAGES.deleteConfirm))) return;
    await write({
      endpoint: PRODUCT_WARRANTY_ENDPOINTS.productWarrantyDel,
      params: { product_warranty_id: claim.product_warranty_id },
      revalidate: list.reads,
    });
  };

  return (
    <Box>
      <RecordToolbar
        list={list}
        label="Warranty Claim"
        emptyMessage={ACCOUNT_MESSAGES.claimSearchEmpty}
        onAdd={() => setAdding(true)}
      />
      <RecordsTable
        label="Warranty claims"
        columns={COLUMNS}
        rows={list.rows}
        rowKey={(claim) => claim.product_warranty_id}
        load={list}
        empty={
          <EmptyList
            step={FIRST_STEPS.warrantyClaim}
            keyword={list.keyword}
            onAdd={() => setAdding(true)}
          />
        }
        actions={(claim) => (
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              onClick={() => setViewing(claim.product_warranty_id)}
              aria-label={`View claim ${claim.product_warranty_id}`}
            >
              View
            </Button>
            {claim.product_warranty_examine_id === 1 && (
              <Button
                size="small"
                color="error"
                onClick={() => void remove(claim)}
                aria-label={`Delete claim ${claim.product_warranty_id}`}
              >
                Delete
              </Button>
            )}
          </Stack>
        )}
      />
      {list.page && <AccountPagination page={list.page} onChange={list.setPage} />}
      <ClaimAddWizard
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          list.clear();
        }}
        products={list.all?.product_all ?? []}
        claimTypes={list.all?.product_warranty_claim_type_all ?? []}
        revalidate={list.reads}
      />
      <ClaimViewDialog
        claimId={viewing}
        logisticsTypes={list.all?.product_warranty_custom_logistics_type_all ?? []}
        onClose={() => setViewing(null)}
        revalidate={list.reads}
      />
      {dialog}
    </Box>
  );
}
