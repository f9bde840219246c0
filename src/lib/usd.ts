/** Prices as the catalogue shows them: US dollars with cents ("$1,299.00"). */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatUsd(value: number): string {
  return usd.format(value);
}
