import { DEFAULT_THEME, isLightColor, mergeMantineTheme } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { contrastRatio, minimumTextContrast } from "./contrast";
import { pageBackground } from "./palette";
import { cssVariablesResolver, theme } from "./theme";

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(resolved).light;

describe("contrast ratio", () => {
  it("follows WCAG's formula", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#fff", "#fff")).toBe(1);
    // What axe-core measured on the light teal badge before the theme took care of it.
    expect(contrastRatio("#087f5b", "#c3fae8")).toBeCloseTo(4.32, 1);
    expect(contrastRatio("#e67700", "#fff3bf")).toBeCloseTo(2.68, 1);
  });
});

describe("the theme's badge colours (WCAG 2.2 AA, 4.5:1)", () => {
  const colours = Object.entries(resolved.colors);

  it("covers Mantine's colours and Ondine's", () => {
    expect(colours.map(([name]) => name)).toEqual(
      expect.arrayContaining(["ocean", "coral", "gray", "teal", "orange", "yellow", "red", "grape", "blue"]),
    );
  });

  it.each(colours)("%s: light variant text reads on its background, its hover, a card and the page", (name, shades) => {
    const text = light[`--mantine-color-${name}-light-color`] ?? "";
    for (const background of [shades[1], shades[2], "#ffffff", pageBackground]) {
      expect(contrastRatio(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(minimumTextContrast);
    }
  });

  it.each(colours)("%s: filled variant text reads on its colour and its hover", (name, shades) => {
    const primary = shades[6];
    if (isLightColor(primary, resolved.luminanceThreshold)) {
      // autoContrast writes black (the theme's) on a light filled colour, which stays as it is.
      expect(light[`--mantine-color-${name}-filled`]).toBeUndefined();
      expect(contrastRatio(resolved.black, primary)).toBeGreaterThanOrEqual(minimumTextContrast);
      return;
    }
    for (const variable of ["filled", "filled-hover"]) {
      const background = light[`--mantine-color-${name}-${variable}`] ?? "";
      expect(contrastRatio("#ffffff", background), `white on ${background}`).toBeGreaterThanOrEqual(
        minimumTextContrast,
      );
    }
  });

  it("makes links read on cards, the page and every light tint (an alert's, a badge's), and errors on cards", () => {
    const anchor = light["--mantine-color-anchor"] ?? "";
    for (const background of [
      "#ffffff",
      pageBackground,
      ...Object.values(resolved.colors).map((shades) => shades[1]),
    ]) {
      expect(contrastRatio(anchor, background), `link on ${background}`).toBeGreaterThanOrEqual(minimumTextContrast);
    }
    const error = light["--mantine-color-error"] ?? "";
    for (const background of ["#ffffff", pageBackground]) {
      expect(contrastRatio(error, background), `error on ${background}`).toBeGreaterThanOrEqual(minimumTextContrast);
    }
  });

  it("keeps a colour that already reads as it is: the brand's ocean", () => {
    expect(light["--mantine-color-ocean-filled"]).toBe(resolved.colors.ocean[6]);
    expect(light["--mantine-color-ocean-light-color"]).toBe(resolved.colors.ocean[9]);
  });
});
