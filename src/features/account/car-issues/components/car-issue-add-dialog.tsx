import type { CarIssueAllResponse, CarIssueInput } from '@/contract/account-api-types';
import { AddIssueDialog, useAddIssueForm } from '../../components/issue-board/add-issue-dialog';
import { FormikSelect, FormikTextField } from '@/components/form/formik-fields';
import type { IssueAddDialogProps } from '../../components/issue-board/issue-kind';
import { vehicleLabel } from '@/contract/vehicle-label';
import { CAR_ISSUE_ENDPOINTS } from '@/contract/vendor-endpoints/car-issue';
import { carIssueSchema, type CarIssueValues } from '../schema';

const EMPTY: CarIssueValues = {
  garage_id: '',
  car_issue_content: '',
  car_issue_symptoms: '',
  car_issue_faultLight: '',
  car_issue_faultCode: '',
};

/** Add a car issue on one of the garage's vehicles. */
export function CarIssueAddDialog({
  open,
  onClose,
  onAdded,
  all,
  revalidate,
}: IssueAddDialogProps<CarIssueAllResponse>) {
  const vehicles = all?.garage_all ?? [];
  const { formik, close } = useAddIssueForm<CarIssueValues>({
    initialValues: EMPTY,
    schema: carIssueSchema,
    endpoint: CAR_ISSUE_ENDPOINTS.carIssueAdd,
    revalidate,
    onAdded,
    onClose,
    toBody: (values) => {
      const vehicle = vehicles.find((v) => String(v.garage_id) === values.garage_id);
      if (!vehicle) return null;
      const body: CarIssueInput = {
        garage_id: vehicle.garage_id,
        car_issue_garage: vehicleLabel(vehicle),
        car_issue_content: values.car_issue_content.trim(),
        car_issue_symptoms: values.car_issue_symptoms.trim(),
        car_issue_faultLight: values.car_issue_faultLight.trim(),
        car_issue_faultCode: values.car_issue_faultCode.trim(),
      };
      return { ...body };
    },
  });
  return (
    <AddIssueDialog open={open} title="Add Car Issue" formik={formik} close={close}>
      <FormikSelect
        formik={formik}
        name="garage_id"
        label="Vehicle"
        required
        placeholder="Select a vehicle"
        options={vehicles.map((vehicle) => ({
          value: String(vehicle.garage_id),
          label: vehicleLabel(vehicle),
        }))}
      />
      <FormikTextField
        formik={formik}
        name="car_issue_content"
        label="Issue description"
        required
        multiline
      />
      <FormikTextField formik={formik} name="car_issue_symptoms" label="Symptoms" multiline />
      <FormikTextField formik={formik} name="car_issue_faultLight" label="Warning light" />
      <FormikTextField formik={formik} name="car_issue_faultCode" label="Fault code" required />
    </AddIssueDialog>
  );
}
