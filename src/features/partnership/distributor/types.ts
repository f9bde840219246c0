/** TODO: the distributor page's props (reshaped from the API). */
export interface DistributorProps {
  id: number;
  name: string;
}
