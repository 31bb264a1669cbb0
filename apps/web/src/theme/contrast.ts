/** WCAG 2.2 AA: normal-size text needs 4.5:1 against what is behind it (SC 1.4.3). */
export const minimumTextContrast = 4.5;

function channels(hex: string): [number, number, number] {
  const value = hex.replace("#", "");
  const full =
    value.length === 3
      ? value
          .split("")
          .map((digit) => digit + digit)
          .join("")
      : value;
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
}

/** The relative luminance WCAG defines, of a #rgb or #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const [red, green, blue] = channels(hex).map((channel) => {
    const linear = channel / 255;
    return linear <= 0.03928 ? linear / 12.92 : ((linear + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG's contrast ratio of two opaque colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

function toHex(channelValues: readonly number[]): string {
  return `#${channelValues.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
}

/**
 * `colour` if it reads at `minimum` on every one of `backgrounds`, else the
 * same hue darkened (mixed with black) by the smallest step that does.
 */
export function darkenUntilReadable(colour: string, backgrounds: readonly string[], minimum = minimumTextContrast) {
  const base = channels(colour);
  for (let step = 0; step <= 100; step += 1) {
    const candidate = toHex(base.map((channel) => channel * (1 - step / 100)));
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= minimum)) return candidate;
  }
  return "#000000";
}
