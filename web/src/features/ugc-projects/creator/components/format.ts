const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Money with two decimals (docs/product.md#limits), e.g. $1,250.00. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}
