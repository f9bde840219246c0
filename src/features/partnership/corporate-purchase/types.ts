/** TODO: the corporate-purchase page's props (reshaped from the API). */
export interface CorporatePurchaseProps {
  id: number;
  name: string;
}
