import type { DefaultMantineColor, MantineColorsTuple } from "@mantine/core";

// Lets `color="ocean"` and `color="coral.7"` type-check across the app.
type OndineColor = "ocean" | "coral" | DefaultMantineColor;

declare module "@mantine/core" {
  export interface MantineThemeColorsOverride {
    colors: Record<OndineColor, MantineColorsTuple>;
  }
}
