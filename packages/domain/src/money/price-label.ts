import type { Currency } from "./currency";

/** An offer's price as the console shows it (`4,90 €`, `£2.50`), in the reader's language. */
export function priceLabel(price: number, currency: Currency, language: string): string {
  return new Intl.NumberFormat(language, { style: "currency", currency: currency.toUpperCase() }).format(price);
}
