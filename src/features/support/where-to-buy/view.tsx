import { Container } from '@/components/ui/container';
import type { WhereToBuyProps } from './types';

/** STUB (issue 5). */
export default function WhereToBuyView({ name }: WhereToBuyProps) {
  return (
    <Container>
      <h1>{name}</h1>
    </Container>
  );
}
