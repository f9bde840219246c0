import type { UfluencerProps } from './types';

/** TODO: the ufluencer page. */
export default function UfluencerView({ name }: UfluencerProps) {
  return <h1>{name}</h1>;
}
