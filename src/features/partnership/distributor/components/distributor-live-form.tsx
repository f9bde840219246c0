/**
 * The live distributor form (formik + yup), loaded after the page by DeferredForm. It takes
 * over the server-rendered fields with what the visitor already typed.
 */
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import type { LiveFormProps } from '@/components/deferred-form';
import { useToast } from '@/components/toast';
import {
  bindCheckbox,
  bindField,
  type BindField,
  bindSelect,
} from '@/components/form/field-binding';
import { useLiveForm } from '@/components/form/use-live-form';
import { PARTNERSHIP_MESSAGES } from '@/contract/partnership-messages';
import { fetchCountries, sendDistributorForm } from '../api/distributor-api';
import type { DistributorValues } from '../types';
import { DistributorFields } from './distributor-fields';
import { DISTRIBUTOR_FORM_FRAME } from './form-frame';
import { distributorSchema, EMPTY_DISTRIBUTOR } from '../schema';

export interface DistributorLiveFormProps extends LiveFormProps {
  regions: readonly string[];
}

export function DistributorLiveForm({
  initialValues,
  submitNow,
  regions,
}: DistributorLiveFormProps) {
  const toast = useToast();
  const [countries, setCountries] = useState<string[]>([]);
  // Only the answer for the region chosen last fills the country list.
  const countryRequest = useRef(0);

  const loadCountries = useCallback((region: string) => {
    countryRequest.current += 1;
    const request = countryRequest.current;
    setCountries([]);
    if (!region) return;
    fetchCountries(region).then(
      (names) => {
        if (request === countryRequest.current) setCountries(names);
      },
      // A refusal was already shown as a warning; the list stays empty.
      () => undefined,
    );
  }, []);

  const { form, formProps } = useLiveForm<DistributorValues>({
    snapshot: initialValues,
    empty: EMPTY_DISTRIBUTOR,
    validationSchema: distributorSchema,
    submitNow,
    // The statement first: without the tick nothing is validated or sent.
    beforeSubmit: (values) => {
      if (values.isAgreement) return true;
      toast.warning(PARTNERSHIP_MESSAGES.distributorConsent);
      return false;
    },
    onSubmit: async (values, helpers) => {
      try {
        const msg = await sendDistributorForm(values);
        toast.success(msg);
      } catch {
        // The API client showed the server's msg as an error toast.
      } finally {
        // Reset whatever the result; the button comes back.
        helpers.resetForm({ values: EMPTY_DISTRIBUTOR });
        loadCountries('');
      }
    },
  });

  // Every field keeps its message line, as the server-rendered form does.
  const bind: BindField = (name) => {
    const key = name as keyof DistributorValues & string;
    if (key === 'isAgreement') return bindCheckbox(form, key);
    if (key === 'form_region') {
      return bindSelect(form, key, {
        keepLine: true,
        onPick: (region) => {
          // A new region: its countries, and no country chosen yet.
          void form.setValues({ ...form.values, form_region: region, form_country: '' }, true);
          loadCountries(region);
        },
      });
    }
    if (key === 'form_cooperationtype' || key === 'form_country') {
      return bindSelect(form, key, { keepLine: true });
    }
    return bindField(form, key, { keepLine: true });
  };

  const { isSubmitting } = form;

  // A region picked before the live form arrived: load its countries.
  const initialRegion = useRef(form.initialValues.form_region);
  useEffect(() => {
    if (initialRegion.current) loadCountries(initialRegion.current);
  }, [loadCountries]);

  return (
    <form {...formProps} {...DISTRIBUTOR_FORM_FRAME}>
      <DistributorFields regions={regions} countries={countries} bind={bind} busy={isSubmitting} />
    </form>
  );
}

/** The live form for DeferredForm, with the page's regions. */
export function withRegions(regions: readonly string[]): ComponentType<LiveFormProps> {
  function DistributorForm(props: LiveFormProps) {
    return <DistributorLiveForm {...props} regions={regions} />;
  }
  return DistributorForm;
}
