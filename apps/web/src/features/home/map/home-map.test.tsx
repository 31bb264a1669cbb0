import type { InterfaceLanguage } from "@ondine/domain";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderComponent } from "../../../testing/render-component";
import HomeMap from "./home-map";

const renderMap = (language: InterfaceLanguage) =>
  renderComponent(
    <HomeMap
      points={[]}
      tiles={undefined}
      tileMode="road"
      fitKey="none"
      onActivate={() => undefined}
      labelOf={() => ""}
      renderHover={() => null}
    />,
    language,
  );

describe("the home map's controls", () => {
  it.each([
    ["fr", "Zoom avant", "Zoom arrière"],
    ["es", "Acercar", "Alejar"],
    ["de", "Vergrößern", "Verkleinern"],
    ["zh", "放大", "缩小"],
  ] as const)("zoom in and out in %s", async (language, zoomIn, zoomOut) => {
    await renderMap(language);
    expect(screen.getByRole("button", { name: zoomIn })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: zoomOut })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Zoom in" })).not.toBeInTheDocument();
  });
});
