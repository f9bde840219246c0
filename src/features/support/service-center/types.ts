/** Placeholder props: the page's issue replaces them (STUB, issue 5). */
export interface ServiceCenterProps {
  id: number;
  name: string;
}
