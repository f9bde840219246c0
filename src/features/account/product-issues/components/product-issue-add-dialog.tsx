import type {
  ApiProductOption,
  ProductIssueAllResponse,
  ProductIssueInput,
} from '@/contract/account-api-types';
import { AddIssueDialog, useAddIssueForm } from '../../components/issue-board/add-issue-dialog';
import { FormikSelect, FormikTextField } from '@/components/form/formik-fields';
import type { IssueAddDialogProps } from '../../components/issue-board/issue-kind';
import { PRODUCT_ISSUES_ENDPOINTS } from '@/contract/vendor-endpoints/product-issues';
import { productIssueSchema, type ProductIssueValues } from '../schema';

/** `model | serial | warranty date`: the option's label and the issue's content. */
export function productLabel(product: ApiProductOption): string {
  return [
    product.goods_model_name,
    product.product_serialNumber,
    product.product_warrantyPeriod,
  ].join(' | ');
}

const EMPTY: ProductIssueValues = {
  product_id: '',
  product_issues_faultLight: '',
  product_issues_faultCode: '',
};

/** Add a product issue: which product, its fault light and fault code. */
export function ProductIssueAddDialog({
  open,
  onClose,
  onAdded,
  all,
  revalidate,
}: IssueAddDialogProps<ProductIssueAllResponse>) {
  const products = all?.product_all ?? [];
  const { formik, close } = useAddIssueForm<ProductIssueValues>({
    initialValues: EMPTY,
    schema: productIssueSchema,
    endpoint: PRODUCT_ISSUES_ENDPOINTS.productIssuesAdd,
    revalidate,
    onAdded,
    onClose,
    toBody: (values) => {
      const product = products.find((p) => String(p.product_id) === values.product_id);
      if (!product) return null;
      const body: ProductIssueInput = {
        product_issues_content: productLabel(product),
        product_id: product.product_id,
        product_issues_faultLight: values.product_issues_faultLight.trim(),
        product_issues_faultCode: values.product_issues_faultCode.trim(),
      };
      return { ...body };
    },
  });
  return (
    <AddIssueDialog open={open} title="Add Product Issue" formik={formik} close={close}>
      <FormikSelect
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
      <FormikTextField formik={formik} name="product_issues_faultLight" label="Fault light" />
      <FormikTextField formik={formik} name="product_issues_faultCode" label="Fault code" />
    </AddIssueDialog>
  );
}
