/**
 * The quote form's rules with their messages, word for word (docs/copy.md): every
 * field required except the delivery date and the mailing list, no format check. Pure yup
 * plus the shared messages; loaded with the dialog, never with the page.
 */
import * as yup from 'yup';
import { requiredText } from '@/components/form/rules';
import type { CorporatePurchaseInput } from '@/contract/partnership-api-types';
import { PARTNERSHIP_MESSAGES as M, PURCHASE_REASONS } from '@/contract/partnership-messages';

/**
 * What the form holds: the body's texts (purchase_delivery is a date input's value,
 * yyyy-MM-dd or ''), the two ticks as booleans.
 */
export type QuoteValues = Omit<
  CorporatePurchaseInput,
  'PrivacyPolicyChecked' | 'SubscribeChecked' | 'isAgreement'
> & {
  /** The terms tick (required). */
  terms: boolean;
  /** The mailing-list tick. */
  subscribe: boolean;
};

export type QuoteField = keyof QuoteValues;

/** The longest text a field takes. */
export const QUOTE_TEXT_MAX = 255;

/** An empty form for this product (the product field is prefilled and editable). */
export function emptyQuote(product: string): QuoteValues {
  return {
    purchase_name: '',
    purchase_emil: '',
    purchase_product: product,
    purchase_quantity: '',
    purchase_reason: '',
    purchase_address: '',
    purchase_delivery: '',
    purchase_phone: '',
    terms: false,
    subscribe: false,
  };
}

export const quoteSchema = yup.object({
  purchase_name: requiredText(M.purchaseName),
  purchase_emil: requiredText(M.purchaseEmail),
  purchase_product: requiredText(M.purchaseProduct),
  purchase_quantity: requiredText(M.purchaseQuantity),
  purchase_reason: yup
    .string()
    .required(M.purchaseReason)
    .oneOf<string>([...PURCHASE_REASONS], M.purchaseReason),
  purchase_address: requiredText(M.purchaseAddress),
  purchase_delivery: yup.string(),
  purchase_phone: requiredText(M.purchasePhone),
  terms: yup.boolean().oneOf([true], M.purchaseTerms),
  subscribe: yup.boolean(),
});

/** The message a field has now, or undefined (the rules of one field against all values). */
export function quoteFieldError(field: QuoteField, values: QuoteValues): string | undefined {
  try {
    quoteSchema.validateSyncAt(field, values);
    return undefined;
  } catch (error) {
    if (error instanceof yup.ValidationError) return error.message;
    throw error;
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The body of corporate_purchase_form: trimmed texts, the date as yyyy-MM-dd or ''. */
export function quoteBody(values: QuoteValues): CorporatePurchaseInput {
  const delivery = values.purchase_delivery.trim();
  return {
    purchase_name: values.purchase_name.trim(),
    purchase_emil: values.purchase_emil.trim(),
    purchase_product: values.purchase_product.trim(),
    purchase_quantity: values.purchase_quantity.trim(),
    purchase_reason: values.purchase_reason,
    purchase_address: values.purchase_address.trim(),
    purchase_delivery: DATE.test(delivery) ? delivery : '',
    purchase_phone: values.purchase_phone.trim(),
    PrivacyPolicyChecked: values.terms,
    SubscribeChecked: values.subscribe,
    isAgreement: values.terms ? 1 : 2,
  };
}

/** Today in the visitor's time zone as yyyy-MM-dd (the date input's earliest day). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
