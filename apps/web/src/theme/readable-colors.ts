import { getPrimaryShade, isLightColor, type MantineTheme } from "@mantine/core";
import { darkenUntilReadable } from "./contrast";
import { pageBackground } from "./palette";

/**
 * Mantine's light variant (badges, alerts, light buttons) writes shade 9 on
 * shade 1, and its filled variant white on the primary shade: for teal,
 * orange, yellow, coral and others that is below WCAG AA (teal 4.32:1, yellow
 * 2.68:1, white on coral 3.81:1). These CSS variables keep each colour's hue
 * and darken it just enough to read at 4.5:1, so every `color` a component
 * takes passes, those added later too.
 */
export function readableColorVariables(theme: MantineTheme): Record<string, string> {
  const primaryShade = getPrimaryShade(theme, "light");
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    // The light variant's text sits on shade 1, shade 2 on hover, and (subtle, transparent) on the page or a card.
    variables[`--mantine-color-${name}-light-color`] = darkenUntilReadable(shades[9], [
      shades[1],
      shades[2],
      theme.white,
      pageBackground,
    ]);
    const filled = shades[primaryShade];
    // With autoContrast a light filled colour carries black text, which reads on it: it stays as it is.
    if (theme.autoContrast && isLightColor(filled, theme.luminanceThreshold)) continue;
    variables[`--mantine-color-${name}-filled`] = darkenUntilReadable(filled, [theme.white]);
    const hover = shades[primaryShade === 9 ? 8 : primaryShade + 1] ?? filled;
    variables[`--mantine-color-${name}-filled-hover`] = darkenUntilReadable(hover, [theme.white]);
  }
  // Links (anchors) sit on cards, the page and inside light alerts and badges of any colour.
  const lightBackgrounds = Object.values(theme.colors).map((shades) => shades[1]);
  const primary = theme.colors[theme.primaryColor]?.[primaryShade] ?? theme.black;
  variables["--mantine-color-anchor"] = darkenUntilReadable(primary, [
    theme.white,
    pageBackground,
    ...lightBackgrounds,
  ]);
  // Error texts, and the text of an invalid input (red 6 on white was 3.28:1).
  variables["--mantine-color-error"] = darkenUntilReadable(theme.colors.red?.[6] ?? "#fa5252", [
    theme.white,
    pageBackground,
  ]);
  return variables;
}
