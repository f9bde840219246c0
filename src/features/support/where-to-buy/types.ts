/** Placeholder props: the page's issue replaces them (STUB, issue 5). */
export interface WhereToBuyProps {
  id: number;
  name: string;
}
