import type { InventersTestersProps } from './types';

/** TODO: the inventers-testers page. */
export default function InventersTestersView({ name }: InventersTestersProps) {
  return <h1>{name}</h1>;
}
