// Amounts are cents (spec 01 §9): the total is price × 100 − discount, shown with two decimals.

export function totalCents(priceDollars: number, discountCents: number): number {
  return Math.max(0, priceDollars * 100 - discountCents);
}

export function dollars(cents: number): string {
  return (cents / 100).toFixed(2);
}
