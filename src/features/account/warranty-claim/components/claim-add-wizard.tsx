import type { KeyEndpoint } from '@/lib/api-key';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, type Ref, useRef, useState } from 'react';
import type {
  ApiClaimType,
  ApiProductOption,
  WarrantyClaimInput,
} from '@/contract/account-api-types';
import { useAccountWrite } from '../../api/account-query';
import { DialogCloseButton, FormDialog } from '@/components/form/form-dialog';
import { ACCOUNT_MESSAGES } from '@/contract/account-messages';
import { PRODUCT_WARRANTY_ENDPOINTS } from '@/contract/vendor-endpoints/product-warranty';

export const ADD_WIZARD_STEPS = [
  'Choose product',
  'Choose claim type',
  'Submit application',
] as const;
const LAST_ADD_STEP = ADD_WIZARD_STEPS.length - 1;

/** `model | serial | warranty date`. */
function productOptionLabel(product: ApiProductOption): string {
  return [
    product.goods_model_name,
    product.product_serialNumber,
    product.product_warrantyPeriod,
  ].join(' | ');
}

export interface ClaimAddWizardProps {
  open: boolean;
  onClose: () => void;
  products: readonly ApiProductOption[];
  claimTypes: readonly ApiClaimType[];
  /** The reads an added claim revalidates. */
  revalidate: readonly KeyEndpoint[];
  onAdded: () => void;
}

/**
 * Which step's field is still empty, if any, of the steps up to `upTo` (the message to show
 * under it): leaving step 0 needs a product, leaving step 1 a claim type.
 */
export function firstMissingStep(
  upTo: number,
  chosen: { product: boolean; claimType: boolean },
): { step: number; message: string } | null {
  if (upTo >= 0 && !chosen.product) {
    return { step: 0, message: ACCOUNT_MESSAGES.claimProductRequired };
  }
  if (upTo >= 1 && !chosen.claimType) {
    return { step: 1, message: ACCOUNT_MESSAGES.claimTypeRequired };
  }
  return null;
}

/** A step's required native select, its placeholder the empty first choice. */
function StepSelect({
  label,
  placeholder,
  value,
  onChange,
  error,
  inputRef,
  children,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** The message under the field when it was left empty. */
  error: string | null;
  inputRef: Ref<HTMLSelectElement>;
  /** The options after the placeholder. */
  children: ReactNode;
}) {
  return (
    <TextField
      select
      label={label}
      required
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== null}
      helperText={error ?? undefined}
      inputRef={inputRef}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{placeholder}</option>
      {children}
    </TextField>
  );
}

/**
 * Add a warranty claim in three steps: choose the product, choose
 * the claim type, submit. Next checks the step: an empty field is marked with its message and
 * takes the focus. Submit is on the last step only (Enter before it means Next).
 */
export function ClaimAddWizard({
  open,
  onClose,
  products,
  claimTypes,
  revalidate,
  onAdded,
}: ClaimAddWizardProps) {
  const write = useAccountWrite();
  const [step, setStep] = useState(0);
  const [productId, setProductId] = useState('');
  const [claimTypeId, setClaimTypeId] = useState('');
  const [busy, setBusy] = useState(false);
  // The message under the step's field, once Next found it empty.
  const [missing, setMissing] = useState<{ step: number; message: string } | null>(null);
  const fieldRef = useRef<HTMLSelectElement>(null);

  const product = products.find((p) => String(p.product_id) === productId);
  const claimType = claimTypes.find(
    (t) => String(t.product_warranty_claim_type_id) === claimTypeId,
  );

  const reset = () => {
    setStep(0);
    setProductId('');
    setClaimTypeId('');
    setMissing(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  /** The check for leaving a step (and, all together, for Submit): marks the empty field. */
  const passes = (upTo: number): boolean => {
    const found = firstMissingStep(upTo, { product: !!product, claimType: !!claimType });
    setMissing(found);
    if (!found) return true;
    setStep(found.step);
    // The field is rendered for its step by now, or right after the step changes.
    requestAnimationFrame(() => fieldRef.current?.focus());
    return false;
  };

  const next = () => {
    if (step >= LAST_ADD_STEP || !passes(step)) return;
    setStep(step + 1);
  };

  const submit = async () => {
    if (step < LAST_ADD_STEP) {
      next();
      return;
    }
    if (busy || !passes(1) || !product || !claimType) return;
    const body: WarrantyClaimInput = {
      product_id: product.product_id,
      product_warranty_content: product.goods_model_name,
      product_warranty_claim_type_id: claimType.product_warranty_claim_type_id,
    };
    setBusy(true);
    try {
      const answer = await write({
        endpoint: PRODUCT_WARRANTY_ENDPOINTS.productWarrantyAdd,
        params: { ...body },
        revalidate,
      });
      if (!answer) return;
      reset();
      onAdded();
    } finally {
      setBusy(false);
    }
  };

  /** The select of a choosing step: a choice clears the step's "left empty" message. */
  const stepSelect = (
    index: number,
    label: string,
    placeholder: string,
    value: string,
    setValue: (value: string) => void,
    options: ReactNode,
  ) => (
    <StepSelect
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(next) => {
        setValue(next);
        if (next) setMissing(null);
      }}
      error={missing?.step === index ? missing.message : null}
      inputRef={fieldRef}
    >
      {options}
    </StepSelect>
  );

  return (
    <FormDialog
      open={open}
      title="Add Warranty Claim"
      onClose={close}
      onSubmit={() => void submit()}
      busy={busy}
      maxWidth="md"
      actions={
        <>
          <DialogCloseButton />
          <Button onClick={() => setStep(Math.max(step - 1, 0))} disabled={step === 0}>
            Prev
          </Button>
          {/* Own keys: Next is never turned into Submit in place, which would submit the
              form with the very click that reached the last step. */}
          {step < LAST_ADD_STEP ? (
            <Button key="next" onClick={next} variant="contained">
              Next
            </Button>
          ) : (
            <Button key="submit" type="submit" variant="contained" disabled={busy}>
              Submit
            </Button>
          )}
        </>
      }
    >
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {ADD_WIZARD_STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 0 &&
        stepSelect(
          0,
          'Product',
          'Select a product',
          productId,
          setProductId,
          products.map((option) => (
            <option key={option.product_id} value={String(option.product_id)}>
              {productOptionLabel(option)}
            </option>
          )),
        )}
      {step === 1 &&
        stepSelect(
          1,
          'Warranty claim type',
          'Select a claim type',
          claimTypeId,
          setClaimTypeId,
          claimTypes.map((option) => (
            <option
              key={option.product_warranty_claim_type_id}
              value={String(option.product_warranty_claim_type_id)}
            >
              {option.product_warranty_claim_type_name}
            </option>
          )),
        )}
      {step === 2 && (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1 }}>
          <Typography component="dt" color="text.secondary">
            Product
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {product ? productOptionLabel(product) : '—'}
          </Typography>
          <Typography component="dt" color="text.secondary">
            Claim type
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {claimType?.product_warranty_claim_type_name ?? '—'}
          </Typography>
        </Box>
      )}
    </FormDialog>
  );
}
