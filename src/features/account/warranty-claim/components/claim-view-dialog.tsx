import type { KeyEndpoint } from '@/lib/api-key';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormikProps, useFormik } from 'formik';
import { type ReactNode, useState } from 'react';
import type {
  ApiLogisticsType,
  ApiWarrantyClaim,
  ClaimLogisticsInput,
  ClaimStatus,
} from '@/contract/account-api-types';
import { BREAKPOINT } from '@/config/constants';
import { CLAIM_STATUS_LABELS } from '@/contract/claim-status';
import { useAccountQuery, useAccountWrite } from '../../api/account-query';
import { DialogCloseButton, FormDialog } from '@/components/form/form-dialog';
import { FormikSelect } from '@/components/form/formik-fields';
import { ACCOUNT_MESSAGES } from '@/contract/account-messages';
import { CLAIM_FIND } from '../api/claim-find';
import { PRODUCT_WARRANTY_ENDPOINTS } from '@/contract/vendor-endpoints/product-warranty';
import { logisticsSchema, type LogisticsValues } from '../schema';
import {
  CLAIM_PROGRESS_STEPS,
  isNextDisabled,
  isPrevDisabled,
  logisticsEditable,
  nextStep,
  prevStep,
  reviewOutcome,
  startStep,
  stepContent,
} from '../claim-progress';

const TITLE = 'Warranty Claim Progress';

export const LOGISTICS_SUBMITTED_TEXT =
  'The logistics information has been submitted and will be processed after signing.';
export const UNDER_REVIEW_TEXT = 'Your application is under review.';

function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value === '' ? '—' : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function LogisticsForm({
  formik,
  types,
}: {
  formik: FormikProps<LogisticsValues>;
  types: readonly ApiLogisticsType[];
}) {
  const methodName = 'product_warranty_custom_logistics_type_id';
  const numberName = 'product_warranty_custom_logisticsNumber';
  const numberError = formik.touched[numberName] ? formik.errors[numberName] : undefined;
  return (
    <Stack spacing={2.5}>
      <FormikSelect
        formik={formik}
        name={methodName}
        label="Logistics method"
        required
        placeholder="Select a logistics method"
        options={types.map((type) => ({
          value: String(type.product_warranty_custom_logistics_type_id),
          label: type.product_warranty_custom_logistics_type_name,
        }))}
        keepMissingValue={false}
      />
      <TextField
        name={numberName}
        label="Tracking number"
        required
        fullWidth
        value={formik.values[numberName]}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={Boolean(numberError)}
        helperText={numberError || ' '}
        slotProps={{ htmlInput: { maxLength: 64 } }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
          Submit
        </Button>
      </Box>
    </Stack>
  );
}

interface ProgressDialogProps {
  claim: ApiWarrantyClaim;
  logisticsTypes: readonly ApiLogisticsType[];
  onClose: () => void;
  revalidate: readonly KeyEndpoint[];
}

/** A loaded claim: the 7 steps, opened where its status has got to (claim-progress.ts). */
function ClaimProgressDialog({ claim, logisticsTypes, onClose, revalidate }: ProgressDialogProps) {
  const status = claim.product_warranty_examine_id;
  const [step, setStep] = useState(() => startStep(status));
  const write = useAccountWrite();
  const editable = logisticsEditable(status);
  const content = stepContent(step);

  const formik = useFormik<LogisticsValues>({
    enableReinitialize: true,
    initialValues: {
      product_warranty_custom_logistics_type_id: claim.product_warranty_custom_logistics_type_id
        ? String(claim.product_warranty_custom_logistics_type_id)
        : '',
      product_warranty_custom_logisticsNumber: claim.product_warranty_custom_logisticsNumber,
    },
    validationSchema: logisticsSchema,
    onSubmit: async (values) => {
      if (!logisticsEditable(status)) return;
      const body: ClaimLogisticsInput = {
        product_warranty_id: claim.product_warranty_id,
        product_warranty_custom_logistics_type_id: Number(
          values.product_warranty_custom_logistics_type_id,
        ),
        product_warranty_custom_logisticsNumber:
          values.product_warranty_custom_logisticsNumber.trim(),
      };
      await write({
        endpoint: PRODUCT_WARRANTY_ENDPOINTS.productWarrantyEditPost,
        params: { ...body },
        revalidate: [CLAIM_FIND, ...revalidate],
      });
    },
  });

  const customerLogistics: [string, ReactNode][] = [
    ['Logistics method', claim.product_warranty_custom_logistics_type_name],
    ['Tracking number', claim.product_warranty_custom_logisticsNumber],
  ];

  let body: ReactNode;
  switch (content) {
    case 'product':
      body = <Facts rows={[['Product', claim.product_warranty_content]]} />;
      break;
    case 'claim-type':
      body = <Facts rows={[['Claim type', claim.product_warranty_claim_type_name]]} />;
      break;
    case 'application':
      body = (
        <Facts
          rows={[
            ['Submitted', claim.product_warranty_addTime],
            ['Status', CLAIM_STATUS_LABELS[status]],
          ]}
        />
      );
      break;
    case 'review': {
      const outcome = reviewOutcome(status);
      body =
        outcome === 'under-review' ? (
          <Alert severity="info">{UNDER_REVIEW_TEXT}</Alert>
        ) : outcome === 'failed' ? (
          <Alert severity="error">{ACCOUNT_MESSAGES.claimReviewFailed}</Alert>
        ) : (
          <Stack spacing={2}>
            <Alert severity="success">Your application has been approved.</Alert>
            <Facts
              rows={[
                ['RMA number', claim.product_warranty_rmaCode],
                ['Return address', claim.product_warranty_returnAddress],
              ]}
            />
          </Stack>
        );
      break;
    }
    case 'logistics-form':
      body = editable ? (
        <LogisticsForm formik={formik} types={logisticsTypes} />
      ) : (
        <Facts rows={customerLogistics} />
      );
      break;
    case 'logistics-submitted':
      body = (
        <Stack spacing={2}>
          <Alert severity="info">{LOGISTICS_SUBMITTED_TEXT}</Alert>
          <Facts rows={customerLogistics} />
        </Stack>
      );
      break;
    case 'company-logistics':
      body = (
        <Facts
          rows={[
            ['Company logistics method', claim.product_warranty_company_logistics_type_name],
            ['Company tracking number', claim.product_warranty_company_logisticsNumber],
          ]}
        />
      );
      break;
  }

  return (
    <FormDialog
      open
      title={TITLE}
      onClose={onClose}
      dirty={formik.dirty}
      // Enter in the tracking number (or Submit) saves, only where the form is editable.
      onSubmit={
        content === 'logistics-form' && editable ? () => void formik.submitForm() : undefined
      }
      busy={formik.isSubmitting}
      maxWidth="md"
      actions={
        <>
          <DialogCloseButton>Close</DialogCloseButton>
          <Button onClick={() => setStep(prevStep(step))} disabled={isPrevDisabled(step)}>
            Prev
          </Button>
          <Button
            variant="contained"
            onClick={() => setStep(nextStep(step))}
            disabled={isNextDisabled(step, status)}
          >
            Next
          </Button>
        </>
      }
    >
      <ClaimStepper step={step} status={status} />
      <Box role="region" aria-label="Step details" data-step={step}>
        {body}
      </Box>
    </FormDialog>
  );
}

/**
 * The seven steps: across the dialog on wider screens; on a phone (up to 768px) down the
 * dialog, so every step, the current one included, is on screen without sideways scrolling.
 * The current step is marked (aria-current) and named in a line above the steps.
 */
export function ClaimStepper({ step, status }: { step: number; status: ClaimStatus }) {
  const phone = useMediaQuery(`(max-width:${BREAKPOINT.mobile}px)`, { noSsr: true });
  const current = CLAIM_PROGRESS_STEPS[step];
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1.5 }} data-step-summary="">
        {current
          ? `Step ${step + 1} of ${CLAIM_PROGRESS_STEPS.length}: ${current}`
          : `All ${CLAIM_PROGRESS_STEPS.length} steps completed`}
      </Typography>
      <Stepper
        activeStep={step}
        orientation={phone ? 'vertical' : 'horizontal'}
        alternativeLabel={!phone}
        aria-label="Claim progress"
        component="ol"
        sx={{ m: 0, p: 0, listStyle: 'none' }}
      >
        {CLAIM_PROGRESS_STEPS.map((label, index) => (
          <Step
            key={label}
            component="li"
            aria-current={index === step ? 'step' : undefined}
            data-step-index={index}
          >
            <StepLabel error={index === 3 && status === 3}>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}

export interface ClaimViewDialogProps {
  /** The claim to show; null: the dialog is closed. */
  claimId: number | null;
  logisticsTypes: readonly ApiLogisticsType[];
  onClose: () => void;
  /** The list's reads (a saved logistics form revalidates them). */
  revalidate: readonly KeyEndpoint[];
}

/** View a claim's progress: loads the claim, then the 7-step view. */
export function ClaimViewDialog({
  claimId,
  logisticsTypes,
  onClose,
  revalidate,
}: ClaimViewDialogProps) {
  const query = useAccountQuery(
    CLAIM_FIND,
    claimId === null ? null : { product_warranty_id: claimId },
    { enabled: claimId !== null },
  );
  if (claimId === null) return null;
  const claim = query.data?.product_warranty_find;
  if (!claim || claim.product_warranty_id !== claimId) {
    return (
      <FormDialog
        open
        title={TITLE}
        onClose={onClose}
        actions={<DialogCloseButton>Close</DialogCloseButton>}
      >
        {query.error ? (
          <Typography color="text.secondary">The claim could not be loaded.</Typography>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress size={28} aria-label="Loading" />
          </Box>
        )}
      </FormDialog>
    );
  }
  return (
    <ClaimProgressDialog
      key={claimId}
      claim={claim}
      logisticsTypes={logisticsTypes}
      onClose={onClose}
      revalidate={revalidate}
    />
  );
}
