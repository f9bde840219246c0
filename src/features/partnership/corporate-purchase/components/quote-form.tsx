import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormikProps, useFormik } from 'formik';
import { useId, useRef } from 'react';
import { fieldError } from '@/components/form/field-binding';
import { DialogCloseIcon, DialogSubmit } from '@/components/form/form-dialog';
import {
  FormikSelect,
  FormikTextField,
  type FormikTextFieldProps,
  textOptions,
} from '@/components/form/formik-fields';
import { useFocusFirstError } from '@/components/form/use-focus-first-error';
import { Link as SiteLink } from '@/components/ui/link';
import { Picture } from '@/components/picture';
import { useToast } from '@/components/toast';
import { paths } from '@/lib/paths';
import { PURCHASE_REASONS } from '@/contract/partnership-messages';
import { postCorporatePurchase } from '../api/corporate-purchase-api';
import {
  emptyQuote,
  QUOTE_TEXT_MAX,
  quoteBody,
  type QuoteField,
  quoteFieldError,
  quoteSchema,
  type QuoteValues,
  todayIso,
} from '../schema';
import type { QuoteStep } from '../types';

/** Shown when the API says yes without a msg of its own. */
export const QUOTE_SENT_FALLBACK = 'Your request has been sent';

export interface QuoteFormProps {
  title: string;
  titleId: string;
  productId: string;
  product: string;
  steps: QuoteStep[];
  onClose: () => void;
}

type Formik = FormikProps<QuoteValues>;
type TextFieldName = Exclude<QuoteField, 'terms' | 'subscribe' | 'purchase_reason'>;

/** Checks one field against these values now, and marks it so its message shows. */
function checkField(formik: Formik, name: QuoteField, values: QuoteValues): void {
  void formik.setFieldTouched(name, true, false);
  formik.setFieldError(name, quoteFieldError(name, values));
}

/** Sets a value without checking it (the checks run on each field's own trigger). */
function setValue<K extends QuoteField>(formik: Formik, name: K, value: QuoteValues[K]) {
  void formik.setFieldValue(name, value, false);
  return { ...formik.values, [name]: value } as QuoteValues;
}

/** A text field checked when it is left. */
function QuoteText({
  formik,
  name,
  required = true,
  ...field
}: Omit<FormikTextFieldProps<QuoteValues>, 'name' | 'formik'> & {
  formik: Formik;
  name: TextFieldName;
}) {
  return (
    <FormikTextField
      formik={formik}
      name={name}
      required={required}
      minRows={2}
      maxLength={QUOTE_TEXT_MAX}
      onChange={(value) => setValue(formik, name, value)}
      onBlur={() => checkField(formik, name, formik.values)}
      {...field}
    />
  );
}

/**
 * The quote form: contact, product (prefilled, editable),
 * quantity, reason, address, delivery date (optional), phone, the terms tick (required) and
 * the mailing-list tick. Text fields are checked on blur, the reason and the terms on change.
 * Success shows the server's msg, empties the form and closes; a refusal (shown by the API
 * client as an error) keeps everything typed. Close is the dialog's (it asks before typed
 * input is lost); each opening starts a fresh form (quote-dialog.tsx).
 */
export function QuoteForm({ title, titleId, productId, product, steps, onClose }: QuoteFormProps) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const termsErrorId = useId();
  const formik = useFormik<QuoteValues>({
    initialValues: emptyQuote(product),
    validationSchema: quoteSchema,
    // Each field runs its own check on its trigger (checkField); a submit checks them all.
    validateOnBlur: false,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      try {
        const response = await postCorporatePurchase(quoteBody(values));
        toast.success(response.msg || QUOTE_SENT_FALLBACK);
        helpers.resetForm();
        onClose();
      } catch {
        // The API client has shown the server's message; nothing typed is lost.
      }
    },
  });
  useFocusFirstError(formik, formRef);

  const termsError = fieldError(formik, 'terms');

  return (
    <>
      {/* Not DialogTitle: it would take the title's id, and the product would join the name. */}
      <Box component="header" sx={{ px: 3, py: 2, pr: 7 }}>
        <Typography id={titleId} component="h2" variant="h5">
          {title}
        </Typography>
        {product ? (
          <Typography id={productId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {product}
          </Typography>
        ) : null}
      </Box>
      <DialogCloseIcon />
      <form ref={formRef} noValidate aria-labelledby={titleId} onSubmit={formik.handleSubmit}>
        <DialogContent dividers>
          {steps.length > 0 ? (
            <Box
              component="ol"
              aria-label="How it works"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, 1fr)' },
                gap: 2,
                m: 0,
                mb: 3,
                p: 0,
                listStyle: 'none',
                textAlign: 'center',
              }}
            >
              {steps.map((step) => (
                <Box
                  component="li"
                  key={step.id}
                  data-config-id={step.id}
                  sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}
                >
                  <Picture
                    src={step.picture}
                    alt=""
                    width={56}
                    height={56}
                    style={{ objectFit: 'contain' }}
                  />
                  <Typography variant="body2">{step.title}</Typography>
                </Box>
              ))}
            </Box>
          ) : null}
          <Stack spacing={2.5}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
              <QuoteText
                formik={formik}
                name="purchase_name"
                label="Contact name"
                autoComplete="name"
              />
              <QuoteText
                formik={formik}
                name="purchase_emil"
                label="Contact email"
                type="email"
                autoComplete="email"
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
              <QuoteText formik={formik} name="purchase_product" label="Required product" />
              <QuoteText formik={formik} name="purchase_quantity" label="Quantity required" />
            </Stack>
            <FormikSelect
              formik={formik}
              name="purchase_reason"
              label="Reason for purchase"
              required
              options={textOptions(PURCHASE_REASONS)}
              placeholder="Select a reason"
              keepMissingValue={false}
              onChange={(value) => {
                const values = setValue(formik, 'purchase_reason', value);
                checkField(formik, 'purchase_reason', values);
              }}
              // Checked on change only: leaving it changes nothing.
              onBlur={() => undefined}
            />
            <QuoteText
              formik={formik}
              name="purchase_address"
              label="Shipping address"
              autoComplete="street-address"
              multiline
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
              <TextField
                name="purchase_delivery"
                label="Delivery date"
                type="date"
                fullWidth
                value={formik.values.purchase_delivery}
                onChange={(event) => setValue(formik, 'purchase_delivery', event.target.value)}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: todayIso() } }}
              />
              <QuoteText
                formik={formik}
                name="purchase_phone"
                label="Phone number"
                type="tel"
                autoComplete="tel"
              />
            </Stack>
            <Box>
              <FormControlLabel
                required
                control={
                  <Checkbox
                    name="terms"
                    checked={formik.values.terms}
                    onChange={(event) => {
                      const values = setValue(formik, 'terms', event.target.checked);
                      checkField(formik, 'terms', values);
                    }}
                    slotProps={{
                      input: {
                        'aria-invalid': termsError ? true : undefined,
                        'aria-describedby': termsError ? termsErrorId : undefined,
                      },
                    }}
                  />
                }
                label={
                  <>
                    I have read and agree to the{' '}
                    <Link
                      component={SiteLink}
                      href={paths.privacyPolicy()}
                      target="_blank"
                      rel="noopener"
                    >
                      Privacy Policy
                    </Link>
                  </>
                }
              />
              {termsError ? (
                <FormHelperText id={termsErrorId} error sx={{ mt: 0, mx: 0 }}>
                  {termsError}
                </FormHelperText>
              ) : null}
            </Box>
            <FormControlLabel
              sx={{ mt: '0 !important' }}
              control={
                <Checkbox
                  name="subscribe"
                  checked={formik.values.subscribe}
                  onChange={(event) => setValue(formik, 'subscribe', event.target.checked)}
                />
              }
              label="Subscribe to our mailing list for news and offers"
            />
          </Stack>
        </DialogContent>
        <DialogSubmit busy={formik.isSubmitting} />
      </form>
    </>
  );
}
