import type { FormikProps } from 'formik';
import { Link } from '@/components/ui/link';
import { Checkbox } from '@/components/ui/checkbox';
import { SelectField } from '@/components/ui/text-field';
import { paths } from '@/lib/paths';
import type { SignUpValues, UserTypeOption } from '../types';
import { bindField, fieldState } from '@/components/form/field-binding';
import { NamedOptions } from '@/components/ui/select-options';

interface Props<V extends SignUpValues> {
  form: FormikProps<V>;
  userTypes: UserTypeOption[];
  /** The customer terms page (the category tree's Terms of Service), not /statement. */
  termsPath: string;
}

/** The user type and the agreement tick of sign-up and bind (unticking clears the value). */
export function AccountTypeFields<V extends SignUpValues>({
  form,
  userTypes,
  termsPath,
}: Props<V>) {
  return (
    <>
      <SelectField label="User type" fullWidth {...bindField(form, 'uTypeId')}>
        <option value="" disabled>
          Select your user type
        </option>
        <NamedOptions items={userTypes} />
      </SelectField>
      <Checkbox
        name="checkedAgreement"
        checked={form.values.checkedAgreement}
        onChange={(event) => {
          void form.setFieldValue('checkedAgreement', event.target.checked);
          void form.setFieldTouched('checkedAgreement', true, false);
        }}
        onBlur={form.handleBlur}
        {...fieldState(form, 'checkedAgreement')}
        label={
          <>
            I have read and agree to the{' '}
            <Link href={termsPath} target="_blank" rel="noopener noreferrer">
              Terms of Service
            </Link>{' '}
            and the{' '}
            <Link href={paths.privacyPolicy()} target="_blank" rel="noopener noreferrer">
              Privacy Policy
            </Link>
          </>
        }
      />
    </>
  );
}
