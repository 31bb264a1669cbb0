import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { MantineProvider } from "@mantine/core";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cssVariablesResolver, theme } from "./theme";

// The console's CSS variables (Mantine's, as the theme changes them) are a file
// of the build, theme-variables.css, not a style Mantine works out and writes as
// every page first draws (docs/performance.md "Signed-in pages (Lighthouse)").
// This test checks that file against what Mantine would write; after a change
// of the theme, `WRITE_THEME_VARIABLES=1 npx vitest run --project web
// src/theme/theme-variables.test.tsx` writes it again, then `npx biome format
// --write apps/web/src/theme/theme-variables.css`.

const variablesFile = join(import.meta.dirname, "theme-variables.css");
const header =
  "/* Written by theme-variables.test.tsx from theme.ts: Mantine's CSS variables as the theme sets them. Do not edit. */\n";

/** A selector or value as a formatter may write it otherwise: spaces, line breaks and quotes aside. */
function normalized(text: string): string {
  return text.replace(/\s+/g, " ").replace(/\( /g, "(").replace(/ \)/g, ")").replaceAll("'", '"').trim();
}

/** Each rule's declarations, by selector: `{ ":root": { "--mantine-x": "y" } }`. */
function declarationsOf(css: string): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  for (const [, selector = "", body = ""] of css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations: Record<string, string> = {};
    for (const declaration of body.split(";")) {
      const colon = declaration.indexOf(":");
      if (colon > 0) declarations[declaration.slice(0, colon).trim()] = normalized(declaration.slice(colon + 1));
    }
    if (Object.keys(declarations).length > 0) rules[normalized(selector)] = declarations;
  }
  return rules;
}

/** What Mantine's provider writes into the page with the console's theme and resolver. */
function variablesMantineWrites(): string {
  const { container, unmount } = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <span />
    </MantineProvider>,
  );
  const style = document.querySelector("style[data-mantine-styles]")?.textContent ?? "";
  unmount();
  container.remove();
  return style;
}

function asStylesheet(css: string): string {
  return Object.entries(declarationsOf(css))
    .map(
      ([selector, declarations]) =>
        `${selector} {\n${Object.entries(declarations)
          .map(([name, value]) => `  ${name}: ${value};\n`)
          .join("")}}\n`,
    )
    .join("\n");
}

describe("theme-variables.css", () => {
  it("holds every CSS variable Mantine would write for the theme, with its value", () => {
    const written = variablesMantineWrites();
    expect(written).toContain("--mantine-color-anchor");
    if (process.env.WRITE_THEME_VARIABLES) writeFileSync(variablesFile, header + asStylesheet(written));
    expect(declarationsOf(readFileSync(variablesFile, "utf8"))).toEqual(declarationsOf(written));
  });
});
