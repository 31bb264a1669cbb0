import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderComponent } from "../../../testing/render-component";
import { CountCard, type CountDisplay } from "./count-card";

const read = { isPending: false, isError: false, retry: () => undefined };
const bars = [
  { label: "Pass 1 jour", count: 12 },
  { label: "Pass 7 jours", count: 3 },
];

function renderCard(display: CountDisplay) {
  return (
    <CountCard
      title="Codes by offer"
      keyHeading="Offer"
      bars={bars}
      display={display}
      read={read}
      formatCount={String}
    />
  );
}

describe("count card displays (docs/product.md#statistics-dashboards)", () => {
  it("shows the counts as a table in the table display", async () => {
    await renderComponent(renderCard("table"));
    expect(screen.getByRole("columnheader", { name: "Offer" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "Pass 1 jour" })).toBeInTheDocument();
    expect(screen.queryByText("Unknown display")).not.toBeInTheDocument();
  });

  it.each([
    ["en", "Unknown display"],
    ["fr", "Affichage inconnu"],
    ["de", "Unbekannte Anzeige"],
    ["zh", "未知的显示方式"],
  ] as const)(
    "says 'Unknown display' in %s, in a neutral card, for a display it does not know",
    async (language, text) => {
      // A display of a newer or saved dashboard that this console does not draw.
      await renderComponent(renderCard("pie" as CountDisplay), language);
      const card = screen.getByRole("region", { name: "Codes by offer" });
      expect(card).toHaveTextContent(text);
      expect(screen.queryByRole("table")).not.toBeInTheDocument();
      expect(screen.queryByRole("img")).not.toBeInTheDocument();
    },
  );
});
