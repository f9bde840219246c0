import Stack from '@mui/material/Stack';
import { useFormik } from 'formik';
import * as yup from 'yup';
import type {
  ApiProductOption,
  ProductIssueAllResponse,
  ProductIssueInput,
} from '@/lib/account-api-types';
import type { Envelope } from '@/lib/api-types';
import { useAccountWrite } from '../api/account-query';
import { FormDialog } from '../components/form-dialog';
import { IssueSelectField, IssueTextField } from '../components/issue-board/issue-form-fields';
import type { IssueAddDialogProps } from '../components/issue-board/issue-kind';
import { ACCOUNT_MESSAGES } from '../messages';
import { PRODUCT_ISSUE_PATHS } from './product-issue-paths';

/** `model | serial | warranty date`: the option's label and the issue's content. */
export function productLabel(product: ApiProductOption): string {
  return [
    product.goods_model_name,
    product.product_serialNumber,
    product.product_warrantyPeriod,
  ].join(' | ');
}

export interface ProductIssueValues {
  product_id: string;
  product_issues_faultLight: string;
  product_issues_faultCode: string;
}

const EMPTY: ProductIssueValues = {
  product_id: '',
  product_issues_faultLight: '',
  product_issues_faultCode: '',
};

/** Only the product is required (spec 3, section 5). */
export const productIssueSchema = yup.object({
  product_id: yup.string().required(ACCOUNT_MESSAGES.productRequired),
  product_issues_faultLight: yup.string().trim(),
  product_issues_faultCode: yup.string().trim(),
});

/** Add a product issue: which product, its fault light and fault code. */
export function ProductIssueAddDialog({
  open,
  onClose,
  onAdded,
  all,
  revalidate,
}: IssueAddDialogProps<ProductIssueAllResponse>) {
  const write = useAccountWrite();
  const products = all?.product_all ?? [];
  const formik = useFormik<ProductIssueValues>({
    initialValues: EMPTY,
    validationSchema: productIssueSchema,
    onSubmit: async (values, helpers) => {
      const product = products.find((p) => String(p.product_id) === values.product_id);
      if (!product) return;
      const body: ProductIssueInput = {
        product_issues_content: productLabel(product),
        product_id: product.product_id,
        product_issues_faultLight: values.product_issues_faultLight.trim(),
        product_issues_faultCode: values.product_issues_faultCode.trim(),
      };
      const answer = await write<Envelope>({
        method: 'POST',
        path: PRODUCT_ISSUE_PATHS.add,
        params: { ...body },
        revalidate,
      });
      if (!answer) return;
      helpers.resetForm();
      onAdded();
    },
  });
  const close = () => {
    formik.resetForm();
    onClose();
  };
  return (
    <FormDialog
      open={open}
      title="Add Product Issue"
      onClose={close}
      onSubmit={() => void formik.submitForm()}
      busy={formik.isSubmitting}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <IssueSelectField
          formik={formik}
          name="product_id"
          label="Product"
          required
          placeholder="Select a product"
          options={products.map((product) => ({
            value: String(product.product_id),
            label: productLabel(product),
          }))}
        />
        <IssueTextField formik={formik} name="product_issues_faultLight" label="Fault light" />
        <IssueTextField formik={formik} name="product_issues_faultCode" label="Fault code" />
      </Stack>
    </FormDialog>
  );
}
