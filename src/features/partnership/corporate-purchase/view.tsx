import type { CorporatePurchaseProps } from './types';

/** TODO: the corporate-purchase page. */
export default function CorporatePurchaseView({ name }: CorporatePurchaseProps) {
  return <h1>{name}</h1>;
}
