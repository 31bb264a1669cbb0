const prefixes = ["", "k", "M", "G", "T", "P"] as const;

/**
 * "Byte/bit formats SI with one decimal" (docs/product.md#monitoring-traffic), written in `language`:
 * 1234567 and "b/s" give "1.2 Mb/s" in English, "1,2 Mb/s" in French.
 */
export function formatSi(value: number, unit: string, language: string): string {
  let scaled = Math.abs(value);
  let power = 0;
  while (scaled >= 999.95 && power < prefixes.length - 1) {
    scaled /= 1000;
    power += 1;
  }
  const number = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    value < 0 ? -scaled : scaled,
  );
  return `${number}\u00a0${prefixes[power]}${unit}`;
}

/** A rate in bits per second (docs/product.md#monitoring-traffic: charts show b/s). */
export function formatBitsPerSecond(value: number, language: string): string {
  return formatSi(value, "b/s", language);
}

export function formatBytes(value: number, language: string): string {
  return formatSi(value, "B", language);
}
