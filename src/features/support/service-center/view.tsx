import { Container } from '@/components/ui/container';
import type { ServiceCenterProps } from './types';

/** STUB (issue 5). */
export default function ServiceCenterView({ name }: ServiceCenterProps) {
  return (
    <Container>
      <h1>{name}</h1>
    </Container>
  );
}
