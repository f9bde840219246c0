/** TODO: the inventers-testers page's props (reshaped from the API). */
export interface InventersTestersProps {
  id: number;
  name: string;
}
