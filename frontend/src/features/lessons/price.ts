// Lesson prices come in cents (spec 03 §2.9): dollars.cents, 'S$' for SGD, '$' otherwise.

export function lessonPrice(cents: number, currency: string): string {
  const symbol = currency.toLowerCase() === "sgd" ? "S$" : "$";
  return `${symbol}${(cents / 100).toFixed(2)}`;
}
