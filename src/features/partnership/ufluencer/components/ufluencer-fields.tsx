import { type BindField, UNCONTROLLED } from '@/components/form/field-binding';
import { SubmitButton } from '@/components/form/submit-button';
import styles from '../../components/partnership.module.css';
import { SpecTextField, type TextSpec } from '../../components/spec-text-field';
import type { UfluencerValues } from '../types';

const FIELDS: TextSpec<keyof UfluencerValues & string>[] = [
  { name: 'ufluencer_firstname', label: 'First name', autoComplete: 'given-name' },
  { name: 'ufluencer_lastname', label: 'Last name', autoComplete: 'family-name' },
  { name: 'ufluencer_emil', label: 'E-mail', autoComplete: 'email', type: 'email' },
  { name: 'ufluencer_phone', label: 'Phone', autoComplete: 'tel', type: 'tel' },
  { name: 'ufluencer_channels', label: 'Your channels', wide: true },
];

/**
 * The sign-up form's fields and button: rendered by the server (uncontrolled) and by the live
 * form (bound to formik), the same markup both times.
 */
export function UfluencerFields({
  bind = UNCONTROLLED,
  busy = false,
}: {
  bind?: BindField;
  busy?: boolean;
}) {
  return (
    <div className={styles.formGrid}>
      {FIELDS.map((spec) => (
        <SpecTextField key={spec.name} spec={spec} form="ufluencer" bind={bind} />
      ))}
      <div className={styles.formFooter}>
        <SubmitButton busy={busy} className={styles.submit}>
          Submit
        </SubmitButton>
      </div>
    </div>
  );
}
