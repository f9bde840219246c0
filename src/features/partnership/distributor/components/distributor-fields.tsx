import { Link } from '@/components/ui/link';
import { Checkbox } from '@/components/ui/checkbox';
import { SelectField, TextAreaField } from '@/components/ui/text-field';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { paths } from '@/lib/paths';
import { type BindField, UNCONTROLLED } from '@/components/form/field-binding';
import { SubmitButton } from '@/components/form/submit-button';
import styles from '../../components/partnership.module.css';
import { SpecTextField, specFieldProps, type TextSpec } from '../../components/spec-text-field';
import { COOPERATION_TYPES } from '@/contract/partnership-messages';
import type { DistributorValues } from '../types';
import { TextOptions } from '@/components/ui/select-options';

/** Rows of the message box. */
export const DISTRIBUTOR_MESSAGE_ROWS = 10;

type Name = keyof DistributorValues & string;

const fieldId = (name: Name) => `distributor-${name}`;

const PERSON_FIELDS: TextSpec<Name>[] = [
  { name: 'form_firstname', label: 'First name', autoComplete: 'given-name' },
  { name: 'form_lastname', label: 'Last name', autoComplete: 'family-name' },
  { name: 'form_emil', label: 'E-mail', autoComplete: 'email', type: 'email' },
  { name: 'form_phone', label: 'Phone', autoComplete: 'tel', type: 'tel' },
];

const COMPANY_FIELDS: TextSpec<Name>[] = [
  { name: 'form_companyname', label: 'Company name', autoComplete: 'organization' },
  { name: 'form_companysize', label: 'Company size' },
  { name: 'form_websiteurl', label: 'Website URL', autoComplete: 'url', type: 'url' },
  { name: 'form_address', label: 'Address', autoComplete: 'street-address' },
  { name: 'form_brand', label: 'Other brands carried', wide: true },
];

export interface DistributorFieldsProps {
  regions: readonly string[];
  /** The chosen region's countries ([] until one is chosen and loaded). */
  countries?: readonly string[];
  /** Binds each field to the live form; the server renders them uncontrolled. */
  bind?: BindField;
  busy?: boolean;
}

/**
 * The distributor form's fields and button: rendered by the server (uncontrolled) and by
 * the live form (bound to formik), the same markup both times.
 */
export function DistributorFields({
  regions,
  countries = [],
  bind = UNCONTROLLED,
  busy = false,
}: DistributorFieldsProps) {
  const text = (spec: TextSpec<Name>) => (
    <SpecTextField key={spec.name} spec={spec} form="distributor" bind={bind} />
  );
  const field = (name: Name, label: string, wide = false) =>
    specFieldProps({ name, label, wide }, 'distributor', bind);
  const select = (
    name: Name,
    label: string,
    placeholder: string,
    texts: readonly string[],
    wide = false,
  ) => (
    <SelectField {...field(name, label, wide)}>
      <option value="">{placeholder}</option>
      <TextOptions texts={texts} />
    </SelectField>
  );
  const { checked: agreed, onChange: onAgreedChange } = bind('isAgreement');
  return (
    <div className={styles.formGrid}>
      {select(
        'form_cooperationtype',
        'Cooperation type',
        'Select the type of business partner',
        COOPERATION_TYPES,
        true,
      )}
      {select('form_region', 'Region', 'Select region', regions)}
      {select('form_country', 'Country', 'Select country', countries)}
      {PERSON_FIELDS.map(text)}
      {COMPANY_FIELDS.map(text)}
      <TextAreaField rows={DISTRIBUTOR_MESSAGE_ROWS} {...field('form_body', 'Message', true)} />
      <div className={styles.formFooter}>
        <Checkbox
          id={fieldId('isAgreement')}
          name="isAgreement"
          checked={agreed}
          onChange={onAgreedChange}
          label={
            <>
              I have read and agree to the{' '}
              <Link href={paths.statement()} target="_blank" rel="noopener">
                statement
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </Link>
            </>
          }
        />
        <SubmitButton busy={busy} className={styles.submit}>
          Submit
        </SubmitButton>
      </div>
    </div>
  );
}
