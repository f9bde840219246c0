import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import { type RefObject, useEffect, useRef } from 'react';
import { useCountries } from '../api/tech-support-api';
import { TECH_SUPPORT_LIMITS } from '@/contract/tech-support-messages';

/** The message a field shows: only once it was left or the form was submitted. */
export function fieldError<V>(formik: FormikProps<V>, name: keyof V & string): string | undefined {
  const error = formik.errors[name];
  return formik.touched[name] && typeof error === 'string' ? error : undefined;
}

/**
 * After a submit that the rules stopped, the first field with a message takes the focus, so
 * a screen reader reads its label and its message (linked by aria-describedby).
 */
export function useFocusFirstInvalid<V>(
  formik: FormikProps<V>,
  formRef: RefObject<HTMLFormElement | null>,
): void {
  const handled = useRef(0);
  const { submitCount, isSubmitting, isValid } = formik;
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    if (isValid) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A date-time picker marks its frame; its first section is what takes the focus.
    const target = invalid?.matches('input, select, textarea')
      ? invalid
      : invalid?.querySelector<HTMLElement>('[role="spinbutton"]');
    target?.focus();
  }, [submitCount, isSubmitting, isValid, formRef]);
}

export interface TextInputProps<V> {
  formik: FormikProps<V>;
  name: keyof V & string;
  label: string;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  maxLength?: number;
}

/** A labelled MUI text field bound to a formik value, its message under it. */
export function TextInput<V>({
  formik,
  name,
  label,
  required = false,
  multiline = false,
  type = 'text',
  autoComplete = 'off',
  maxLength = multiline ? TECH_SUPPORT_LIMITS.long : TECH_SUPPORT_LIMITS.short,
}: TextInputProps<V>) {
  const error = fieldError(formik, name);
  return (
    <TextField
      name={name}
      label={label}
      type={type}
      required={required}
      fullWidth
      multiline={multiline}
      minRows={multiline ? 4 : undefined}
      value={(formik.values[name] as string | undefined) ?? ''}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      error={Boolean(error)}
      helperText={error || ' '}
      slotProps={{ htmlInput: { maxLength, autoComplete } }}
    />
  );
}

export interface RegionCountryFieldsProps<V> {
  formik: FormikProps<V>;
  regionField: keyof V & string;
  countryField: keyof V & string;
  regions: string[];
  regionsLoading: boolean;
}

/**
 * Region, then the countries of that region (country_all). A new region clears the
 * country. Native selects: the platform's own picker on every device.
 */
export function RegionCountryFields<V>({
  formik,
  regionField,
  countryField,
  regions,
  regionsLoading,
}: RegionCountryFieldsProps<V>) {
  const region = (formik.values[regionField] as string | undefined) ?? '';
  const country = (formik.values[countryField] as string | undefined) ?? '';
  const { countries, isLoading } = useCountries(region);
  const regionError = fieldError(formik, regionField);
  const countryError = fieldError(formik, countryField);

  const chooseRegion = async (value: string) => {
    await formik.setFieldValue(countryField, '', false);
    await formik.setFieldValue(regionField, value);
  };

  const countryPlaceholder = !region
    ? 'Select a region first'
    : isLoading
      ? 'Loading countries…'
      : 'Select a country';

  return (
    <>
      <TextField
        select
        name={regionField}
        label="Region"
        required
        fullWidth
        value={region}
        onChange={(event) => void chooseRegion(event.target.value)}
        onBlur={formik.handleBlur}
        error={Boolean(regionError)}
        helperText={regionError || ' '}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{regionsLoading ? 'Loading regions…' : 'Select a region'}</option>
        {regions.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </TextField>
      <TextField
        select
        name={countryField}
        label="Country"
        required
        fullWidth
        value={country}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={Boolean(countryError)}
        helperText={countryError || ' '}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{countryPlaceholder}</option>
        {countries.map((option) => (
          <option key={`${option.id}-${option.name}`} value={option.name}>
            {option.name}
          </option>
        ))}
        {/* A country chosen before the list (re)loaded stays shown. */}
        {country && !countries.some((option) => option.name === country) ? (
          <option value={country}>{country}</option>
        ) : null}
      </TextField>
    </>
  );
}
