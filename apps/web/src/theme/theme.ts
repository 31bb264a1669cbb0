import { type CSSVariablesResolver, createTheme, rem } from "@mantine/core";
import { closeButtonNames } from "./close-button-names";
import focusRing from "./focus-ring.module.css";
import { coral, ocean, pageBackground, slate } from "./palette";
import { readableColorVariables } from "./readable-colors";
import { brandShadows } from "./shadows";

// Manrope has no CJK glyphs; zh content falls back to the system's fonts.
const fontStack =
  "'Manrope Variable', Manrope, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', sans-serif";

export const theme = createTheme({
  colors: { ocean, coral, gray: slate },
  primaryColor: "ocean",
  primaryShade: { light: 6, dark: 5 },
  autoContrast: true,
  black: slate[9],
  fontFamily: fontStack,
  fontFamilyMonospace: "ui-monospace, 'SFMono-Regular', 'JetBrains Mono', Menlo, Consolas, monospace",
  focusRing: "auto",
  defaultRadius: "md",
  radius: { xs: rem(4), sm: rem(6), md: rem(10), lg: rem(14), xl: rem(22) },
  shadows: brandShadows,
  headings: {
    fontFamily: fontStack,
    // Manrope is variable: 750 sits between bold and extra-bold.
    fontWeight: "750",
    textWrap: "balance",
    sizes: {
      // Fluid from phone to desktop, so long French titles stay on two lines.
      h1: { fontSize: `clamp(${rem(26)}, 1.2rem + 1.6vw, ${rem(34)})`, lineHeight: "1.18" },
      h2: { fontSize: `clamp(${rem(22)}, 1.1rem + 0.8vw, ${rem(26)})`, lineHeight: "1.24" },
      h3: { fontSize: rem(21), lineHeight: "1.3" },
      h4: { fontSize: rem(18), lineHeight: "1.35" },
      h5: { fontSize: rem(16), lineHeight: "1.4" },
      h6: { fontSize: rem(14), lineHeight: "1.45" },
    },
  },
  components: {
    ...closeButtonNames,
    Input: { classNames: { input: focusRing.input } },
    Button: { defaultProps: { radius: "md" }, styles: { root: { fontWeight: 650 } } },
    Card: { defaultProps: { radius: "lg", shadow: "sm", withBorder: true, padding: "xl" } },
    Paper: { defaultProps: { radius: "lg" } },
    Title: { styles: { root: { letterSpacing: "-0.015em" } } },
    NavLink: { styles: { root: { borderRadius: "var(--mantine-radius-md)", fontWeight: 550 } } },
  },
});

/**
 * The theme's CSS variables as Mantine's provider would write them. The
 * console does not run it as it draws: theme-variables.css holds its result,
 * checked by theme-variables.test.tsx.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => ({
  variables: {},
  light: { ...readableColorVariables(resolvedTheme), "--mantine-color-body": pageBackground },
  dark: {},
});
