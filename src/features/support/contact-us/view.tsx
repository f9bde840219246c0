import { Container } from '@/components/ui/container';
import type { ContactUsProps } from './types';

/** STUB (issue 5). */
export default function ContactUsView({ name }: ContactUsProps) {
  return (
    <Container>
      <h1>{name}</h1>
    </Container>
  );
}
