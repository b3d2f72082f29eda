/**
 * What the sale's amount fields say of a wrong amount. Apart from the sale's other texts (sale-texts.ts), so the
 * property model, whose stored sale carries amounts, does not bring them to every page that reads a property.
 */
export const saleAmountTexts = {
  invalidAmount: 'Please enter an amount in US dollars with at most two decimals',
  amountPositive: 'The amount must be more than $0',
  amountTooLarge: 'The amount is too large',
} as const;
