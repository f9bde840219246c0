import type { FormikProps } from 'formik';
import { FormikSelect, type SelectOption } from '@/components/form/formik-fields';

interface GoodsModel {
  goods_model_id: number;
  goods_model_name: string;
}

/** The keys of T whose values are texts. */
type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/** A list answer's items as select options: the value (as text) and the label are two fields. */
export function fieldOptions<T, L extends TextKeys<T>>(
  items: readonly T[] | undefined,
  value: keyof T,
  label: L,
): SelectOption[] {
  return (items ?? []).map((item) => ({
    value: String(item[value]),
    label: item[label] as string,
  }));
}

/** The "Product model" choice of the record dialogs (serial numbers, orders, boxes). */
export function GoodsModelSelect<V extends { goods_model_id: string }>({
  formik,
  all,
}: {
  formik: FormikProps<V>;
  /** The list answer whose goods_model_all are the options (undefined while loading). */
  all: { goods_model_all?: readonly GoodsModel[] } | undefined;
}) {
  return (
    <FormikSelect
      formik={formik}
      name="goods_model_id"
      label="Product model"
      required
      placeholder="Select a product model"
      options={fieldOptions(all?.goods_model_all, 'goods_model_id', 'goods_model_name')}
    />
  );
}
