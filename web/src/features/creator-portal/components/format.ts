const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Money with two decimals (spec section 9), e.g. $1,250.00. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}
