import type { SelectOption } from '@/components/form/formik-fields';

/** The product models of a list answer (goods_model_all) as select options. */
export function goodsModelOptions(
  models: readonly { goods_model_id: number; goods_model_name: string }[] | undefined,
): SelectOption[] {
  return (models ?? []).map((model) => ({
    value: String(model.goods_model_id),
    label: model.goods_model_name,
  }));
}
