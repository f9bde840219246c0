import type { DistributorProps } from './types';

/** TODO: the distributor page. */
export default function DistributorView({ name }: DistributorProps) {
  return <h1>{name}</h1>;
}
