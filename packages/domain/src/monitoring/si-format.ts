const prefixes = ["", "k", "M", "G", "T", "P"] as const;

/** SPEC §9 "Byte/bit formats SI with one decimal": 1234567 and "b/s" give "1.2 Mb/s". */
export function formatSi(value: number, unit: string): string {
  let scaled = Math.abs(value);
  let power = 0;
  while (scaled >= 999.95 && power < prefixes.length - 1) {
    scaled /= 1000;
    power += 1;
  }
  const sign = value < 0 ? "-" : "";
  return `${sign}${scaled.toFixed(1)} ${prefixes[power]}${unit}`;
}

/** A rate in bits per second (SPEC §2: charts show b/s). */
export function formatBitsPerSecond(value: number): string {
  return formatSi(value, "b/s");
}

export function formatBytes(value: number): string {
  return formatSi(value, "B");
}
