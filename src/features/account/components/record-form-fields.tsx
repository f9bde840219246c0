import type { FormikProps } from 'formik';
import { FormikSelect, type SelectOption } from '@/components/form/formik-fields';

interface GoodsModel {
  goods_model_id: number;
  goods_model_name: string;
}

/** The product models of a list answer (goods_model_all) as select options. */
export function goodsModelOptions(models: readonly GoodsModel[] | undefined): SelectOption[] {
  return (models ?? []).map((model) => ({
    value: String(model.goods_model_id),
    label: model.goods_model_name,
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
      options={goodsModelOptions(all?.goods_model_all)}
    />
  );
}
