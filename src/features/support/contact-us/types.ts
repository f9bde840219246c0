/** Placeholder props: the page's issue replaces them (STUB, issue 5). */
export interface ContactUsProps {
  id: number;
  name: string;
}
