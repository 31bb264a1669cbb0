import { type PrivateSpaceCardsAnswer, wifiQrPayload } from "@ondine/domain";
import { QueryClientProvider } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import { create } from "qrcode";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { applyLanguage } from "../../../i18n/change-language";
import { i18n } from "../../../i18n/i18n";
import { loadCatalogue, loadConsoleCatalogue } from "../../../i18n/load-catalogue";
import { mockApi } from "../../../testing/mock-api";
import { renderInRouter } from "../../../testing/render-in-router";
import { residence } from "../testing/private-wifi-fixtures";
import { PrivateCardsPrintPage } from "./private-cards-print-page";

// The QR generator itself, watched: what each card's code holds is what it was given.
vi.mock("qrcode", async (importOriginal) => {
  const actual = await importOriginal<typeof import("qrcode")>();
  return { ...actual, create: vi.fn(actual.create) };
});

const cardsPath = `POST /ran/sites/${residence.id}/spaces/cards`;
/** An SSID with characters the Wi-Fi QR format escapes. */
const ssid = "Horizon;Privé";
const cards: PrivateSpaceCardsAnswer["cards"] = Array.from({ length: 10 }, (_, index) => ({
  id: 600 + index,
  name: `Chambre ${101 + index}`,
  psk: `Kp7Rm${index}Xq9Tz4`,
  expires_on: index === 9 ? null : "2027-06-30",
}));

async function renderPrint(ids: number[]) {
  await applyLanguage("fr");
  await loadConsoleCatalogue();
  await loadCatalogue("en");
  const queryClient = createQueryClient();
  onTestFinished(() => queryClient.clear());
  await renderInRouter(
    <QueryClientProvider client={queryClient}>
      <PrivateCardsPrintPage
        request={{ siteId: residence.id, selection: { ids } }}
        support={{ english: i18n.getFixedT("en"), isEnglishReady: true, sheetRef: () => {}, sheetZoom: 1 }}
      />
    </QueryClientProvider>,
    "fr",
  );
}

describe("the private Wi-Fi cards' print (docs/private-wifi.md#cards)", { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.mocked(create).mockClear();
  });

  it("draws 9 cards to an A4 page, each with its key and an SVG QR code holding wifiQrPayload(ssid, key)", async () => {
    const api = mockApi({
      [cardsPath]: { status: 200, body: { ssid, site_name: residence.name, cards } },
    });
    await renderPrint(cards.map((card) => card.id));

    expect(await screen.findByTestId("print-ready")).toBeInTheDocument();
    expect(api.callsTo(cardsPath).map((call) => call.body)).toEqual([
      { selection: { ids: cards.map((card) => card.id) } },
    ]);
    expect(screen.getByRole("heading", { level: 1, name: "10 cartes à imprimer" })).toBeInTheDocument();
    expect(screen.getByText("2 pages A4")).toBeInTheDocument();
    expect(screen.getByText("L'impression des clés est enregistrée dans le journal d'audit.")).toBeInTheDocument();

    const sheets = screen.getAllByTestId("print-sheet");
    expect(sheets.map((sheet) => within(sheet).getAllByTestId("printed-card").length)).toEqual([9, 1]);
    for (const [index, card] of screen.getAllByTestId("printed-card").entries()) {
      const space = cards[index] as (typeof cards)[number];
      expect(card).toHaveTextContent(space.name);
      expect(within(card).getByTestId("printed-key")).toHaveTextContent(space.psk);
      const qr = within(card).getByRole("img", {
        name: `QR code pour rejoindre le réseau avec la clé de ${space.name}`,
      });
      expect(qr.tagName.toLowerCase()).toBe("svg");
      expect(qr.querySelector("path")?.getAttribute("d")).toMatch(/^M\d+ \d+h1v1h-1z/);
    }
    const payloads = vi.mocked(create).mock.calls.map(([payload]) => payload);
    expect(new Set(payloads)).toEqual(new Set(cards.map((card) => wifiQrPayload(ssid, card.psk))));
    expect(payloads[0]).toBe("WIFI:T:WPA;S:Horizon\\;Privé;P:Kp7Rm0Xq9Tz4;;");
  });

  it("writes the card's texts in the interface language doubled in English, its site, network and last day", async () => {
    mockApi({ [cardsPath]: { status: 200, body: { ssid, site_name: residence.name, cards: cards.slice(8) } } });
    await renderPrint([608, 609]);

    const [dated, open] = await screen.findAllByTestId("printed-card");
    expect(dated).toHaveTextContent(residence.name);
    expect(dated).toHaveTextContent(ssid);
    expect(dated).toHaveTextContent("Votre Wi-Fi privé");
    expect(within(dated as HTMLElement).getByText("Your private Wi-Fi")).toHaveAttribute("lang", "en");
    expect(dated).toHaveTextContent("Jusqu'au 30 juin 2027 inclus");
    expect(dated).toHaveTextContent("Until Jun 30, 2027 included");
    expect(dated).toHaveTextContent("Scannez pour rejoindre le réseau");
    expect(dated).toHaveTextContent("Scan to join the network");
    expect(open).toHaveTextContent("Sans date de fin");
    expect(open).toHaveTextContent("No end date");
  });
});
