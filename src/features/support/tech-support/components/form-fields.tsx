import type { FormikProps } from 'formik';
import {
  FormikSelect,
  FormikTextField,
  type FormikTextFieldProps,
  textOptions,
} from '@/components/form/formik-fields';
import { useCountries } from '../api/tech-support-api';
import { TECH_SUPPORT_LIMITS } from '@/contract/tech-support-messages';

/** The kit's text field with the tech-support limits and a four-row message box. */
export function TextInput<V>({
  multiline = false,
  maxLength = multiline ? TECH_SUPPORT_LIMITS.long : TECH_SUPPORT_LIMITS.short,
  ...field
}: FormikTextFieldProps<V>) {
  return <FormikTextField {...field} multiline={multiline} minRows={4} maxLength={maxLength} />;
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
  const { countries, isLoading } = useCountries(region);
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
      <FormikSelect
        formik={formik}
        name={regionField}
        label="Region"
        required
        options={textOptions(regions)}
        placeholder={regionsLoading ? 'Loading regions…' : 'Select a region'}
        keepMissingValue={false}
        onChange={(value) => void chooseRegion(value)}
      />
      {/* A country chosen before the list (re)loaded stays shown. */}
      <FormikSelect
        formik={formik}
        name={countryField}
        label="Country"
        required
        options={countries.map((option) => ({
          value: option.name,
          label: option.name,
          key: `${option.id}-${option.name}`,
        }))}
        placeholder={countryPlaceholder}
      />
    </>
  );
}
