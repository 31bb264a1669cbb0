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

/** The relative luminance WCAG defines, of a colour's red, green and blue (0 to 255). */
function luminanceOfChannels([red, green, blue]: readonly number[]): number {
  const linear = (channel = 0) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The relative luminance WCAG defines, of a #rgb or #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  return luminanceOfChannels(channels(hex));
}

/** WCAG's contrast ratio of two luminances, from 1 to 21. */
function ratioOfLuminances(first: number, second: number): number {
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

/** WCAG's contrast ratio of two opaque colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  return ratioOfLuminances(relativeLuminance(first), relativeLuminance(second));
}

function toHex(channelValues: readonly number[]): string {
  return `#${channelValues.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * `colour` if it reads at `minimum` on every one of `backgrounds`, else the
 * same hue darkened (mixed with black) by the smallest step that does.
 * Worked on numbers, not on the hex texts of each step.
 */
export function darkenUntilReadable(colour: string, backgrounds: readonly string[], minimum = minimumTextContrast) {
  const base = channels(colour);
  const backgroundLuminances = backgrounds.map(relativeLuminance);
  for (let step = 0; step <= 100; step += 1) {
    const candidate = base.map((channel) => Math.round(channel * (1 - step / 100)));
    const luminance = luminanceOfChannels(candidate);
    if (backgroundLuminances.every((background) => ratioOfLuminances(luminance, background) >= minimum)) {
      return toHex(candidate);
    }
  }
  return "#000000";
}
