/** TODO: the ufluencer page's props (reshaped from the API). */
export interface UfluencerProps {
  id: number;
  name: string;
}
