import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useId } from 'react';
import type { ApiAccountCountry } from '@/contract/account-api-types';
import type { ApiUserProfile } from '@/contract/api-types';
import { USER_ENDPOINTS } from '@/contract/vendor-endpoints/user';
import { useAccountWrite } from '../../api/account-query';
import { FormDialog } from '@/components/form/form-dialog';
import { fieldError } from '@/components/form/field-binding';
import { GENDER_OPTIONS } from '../profile-fields';
import { profileFormValues, profileInput, profileSchema, type ProfileFormValues } from '../schema';

export interface ProfileEditDialogProps {
  open: boolean;
  user: ApiUserProfile;
  countries: readonly ApiAccountCountry[];
  onClose: () => void;
}

type TextFieldName = Exclude<keyof ProfileFormValues, 'uGender' | 'uCountryId'>;

const TEXT_FIELDS: [name: TextFieldName, label: string, required?: boolean][] = [
  ['uName', 'Name', true],
  ['uFamilyName', 'Family name', true],
  ['uGivenName', 'Given name', true],
  ['uAge', 'Age'],
  ['uProfession', 'Profession'],
  ['uTelephone', 'Telephone'],
  ['uMobilePhone', 'Mobile phone'],
  ['uAddress', 'Address'],
  ['uBusinessName', 'Business name'],
  ['uBusinessAddress', 'Business address'],
  ['uBusinessPhone', 'Business phone'],
  ['uBusinessFax', 'Business fax'],
];

/** The profile's Edit dialog: account, e-mail and type are read-only. */
export function ProfileEditDialog({ open, user, countries, onClose }: ProfileEditDialogProps) {
  const write = useAccountWrite();
  const genderId = useId();
  const formik = useFormik<ProfileFormValues>({
    initialValues: profileFormValues(user),
    enableReinitialize: true,
    validationSchema: profileSchema,
    onSubmit: async (values) => {
      const saved = await write({
        endpoint: USER_ENDPOINTS.userEditPost,
        params: { ...profileInput(values) },
        revalidate: [USER_ENDPOINTS.userEditGet, USER_ENDPOINTS.userFind],
      });
      if (saved) onClose();
    },
  });
  const close = () => {
    formik.resetForm();
    onClose();
  };

  return (
    <FormDialog
      open={open}
      title="Edit"
      onClose={close}
      dirty={formik.dirty}
      onSubmit={() => void formik.submitForm()}
      busy={formik.isSubmitting}
      maxWidth="md"
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        {(
          [
            ['Account', user.uAccount],
            ['E-mail', user.uEmail],
            ['Account type', user.uTypeName],
          ] as const
        ).map(([label, value]) => (
          <Grid key={label} size={{ xs: 12, sm: 4 }}>
            <TextField label={label} value={value} fullWidth size="small" disabled />
          </Grid>
        ))}
        {TEXT_FIELDS.map(([name, label, required]) => (
          <Grid key={name} size={{ xs: 12, sm: 6 }}>
            <TextField
              name={name}
              label={label}
              required={required}
              value={formik.values[name]}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              error={Boolean(fieldError(formik, name))}
              helperText={fieldError(formik, name) || ' '}
              fullWidth
              size="small"
              slotProps={{
                htmlInput: { maxLength: 200, ...(name === 'uAge' ? { inputMode: 'numeric' } : {}) },
              }}
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            name="uCountryId"
            label="Country"
            value={formik.values.uCountryId}
            onChange={formik.handleChange}
            fullWidth
            size="small"
          >
            <MenuItem value="">
              <em>None</em>
            </MenuItem>
            {countries.map((country) => (
              <MenuItem key={country.country_id} value={String(country.country_id)}>
                {country.country_name}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormControl>
            <FormLabel id={genderId}>Gender</FormLabel>
            <RadioGroup
              row
              aria-labelledby={genderId}
              name="uGender"
              value={formik.values.uGender}
              onChange={formik.handleChange}
            >
              {GENDER_OPTIONS.map((option) => (
                <FormControlLabel
                  key={option.value}
                  value={option.value}
                  control={<Radio />}
                  label={option.label}
                />
              ))}
            </RadioGroup>
          </FormControl>
        </Grid>
      </Grid>
    </FormDialog>
  );
}
