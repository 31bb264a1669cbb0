import type { MantineShadowsValues } from "@mantine/core";

// Shadows tinted with the darkest ocean shade rather than pure black, so
// elevated surfaces read as lifted from the sea-grey page, not smudged.
const ink = "8, 54, 74";

export const brandShadows: MantineShadowsValues = {
  xs: `0 1px 2px rgba(${ink}, 0.06)`,
  sm: `0 1px 3px rgba(${ink}, 0.08), 0 1px 2px rgba(${ink}, 0.04)`,
  md: `0 4px 12px rgba(${ink}, 0.08), 0 2px 4px rgba(${ink}, 0.04)`,
  lg: `0 12px 28px rgba(${ink}, 0.1), 0 4px 8px rgba(${ink}, 0.05)`,
  xl: `0 24px 48px rgba(${ink}, 0.14), 0 8px 16px rgba(${ink}, 0.06)`,
};
