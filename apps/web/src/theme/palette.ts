import type { MantineColorsTuple } from "@mantine/core";

/**
 * Ondine's colours, lightest (0) to darkest (9). `ocean` is the brand: a deep
 * teal-blue, shade 6 keeps white text above WCAG AA (5.2:1). `coral` is the
 * warm accent, for highlights and the logo's crest, never for body text below
 * shade 7. `slate` replaces Mantine's neutral gray with a cool, sea-tinted one.
 */
export const ocean: MantineColorsTuple = [
  "#e6f6f8",
  "#c4e8ee",
  "#9dd6e0",
  "#6fc0cf",
  "#44a8bc",
  "#238fa6",
  "#0f7690",
  "#0b5f78",
  "#0a4a61",
  "#08364a",
];

export const coral: MantineColorsTuple = [
  "#fff1ec",
  "#ffdccf",
  "#ffbfa8",
  "#ffa07e",
  "#fb835a",
  "#f26b40",
  "#e0552b",
  "#bb4320",
  "#963519",
  "#722812",
];

export const slate: MantineColorsTuple = [
  "#f5f8fa",
  "#edf1f5",
  "#e0e7ec",
  "#cdd7de",
  "#a8b5bf",
  "#85939f",
  "#64727f",
  "#4a5763",
  "#323d47",
  "#1d2730",
];

/** The page behind cards: a hint of sea so white surfaces stand out. */
export const pageBackground = "#f3f7f9";
