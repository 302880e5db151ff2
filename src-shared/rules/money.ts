// How JobDesk writes an amount of Canadian dollars, in the UI and in the core's findings alike: whole dollars
// without cents ("$55,000"), any other amount with both cents ("$22.50", never "$22.5").

const wholeDollars = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
});
const dollarsAndCents = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "$55,000", "$21.50". */
export function formatMoney(amount: number): string {
  return (Number.isInteger(amount) ? wholeDollars : dollarsAndCents).format(amount);
}
