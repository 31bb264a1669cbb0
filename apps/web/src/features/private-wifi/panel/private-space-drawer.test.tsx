import { privateSpaceDetailSchema } from "@ondine/domain";
import { QueryClientProvider } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { Notices } from "../../../components/notices/notices";
import { mockApi } from "../../../testing/mock-api";
import { renderInRouter } from "../../../testing/render-in-router";
import { figuresFixture, privateSpaceFixture, residence } from "../testing/private-wifi-fixtures";
import { PrivateSpaceDrawer } from "./private-space-drawer";

const space = privateSpaceFixture({
  push: {
    state: "failed",
    changed_at: "2026-11-19T10:00:00.000Z",
    finished_at: "2026-11-19T10:05:00.000Z",
    failure: "Access point unreachable",
    attempts: 3,
  },
});
const detail = privateSpaceDetailSchema.parse({
  ...space,
  devices: [
    { mac_address: "aa:bb:cc:dd:ee:01", connected_since: "2026-11-18T19:00:00.000Z", download: 1.5e9, upload: 2.5e8 },
  ],
});

async function renderDrawer() {
  const queryClient = createQueryClient();
  onTestFinished(() => queryClient.clear());
  await renderInRouter(
    <QueryClientProvider client={queryClient}>
      <Notices />
      <PrivateSpaceDrawer
        siteId={residence.id}
        spaceId={space.id}
        figures={figuresFixture()}
        codeListHash={(couponId) => `coupon-${couponId}`}
        onEdit={vi.fn()}
        onDeleted={vi.fn()}
        onClose={vi.fn()}
      />
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

// The panel alone, not the console.
describe("a space's panel (docs/private-wifi.md#keys)", { timeout: 30_000 }, () => {
  it("shows the key only when asked, saying each showing is recorded, and where the site stands with it", async () => {
    const api = mockApi({
      [`GET /ran/spaces/${space.id}`]: { status: 200, body: detail },
      [`POST /ran/spaces/${space.id}/reveal`]: { status: 200, body: { id: space.id, psk: "Kp7RmXq9Tz4a" } },
    });
    const user = await renderDrawer();
    const panel = await screen.findByRole("dialog", { name: "Private Wi-Fi space" });
    expect(await within(panel).findByRole("heading", { name: "Chambre 114" })).toBeInTheDocument();
    expect(within(panel).getByText("The key is hidden.")).toBeInTheDocument();
    expect(within(panel).getByText("Each time the key is shown, it is recorded in the audit log.")).toBeInTheDocument();
    expect(api.callsTo(`POST /ran/spaces/${space.id}/reveal`)).toHaveLength(0);

    await user.click(within(panel).getByRole("button", { name: "Show the key" }));
    expect(await within(panel).findByText("Kp7RmXq9Tz4a")).toBeInTheDocument();
    expect(api.callsTo(`POST /ran/spaces/${space.id}/reveal`)).toHaveLength(1);

    expect(within(panel).getByText("3 attempts")).toBeInTheDocument();
    expect(within(panel).getByText("Last failure: Access point unreachable")).toBeInTheDocument();
    const device = within(panel).getByText("aa:bb:cc:dd:ee:01").closest("tr") as HTMLElement;
    expect(within(device).getByText("1.5 GB")).toBeInTheDocument();
    expect(within(device).getByText("250.0 MB")).toBeInTheDocument();
  });

  it("confirms a new key, saying the old one stops once the site applies it", async () => {
    const api = mockApi({
      [`GET /ran/spaces/${space.id}`]: { status: 200, body: detail },
      [`POST /ran/spaces/${space.id}/reset`]: { status: 200, body: space },
    });
    const user = await renderDrawer();
    const panel = await screen.findByRole("dialog", { name: "Private Wi-Fi space" });
    await user.click(await within(panel).findByRole("button", { name: "New key" }));

    const dialog = await screen.findByRole("dialog", { name: "New key for Chambre 114" });
    expect(dialog).toHaveTextContent(
      "The old key stops working once the site applies the change: the devices will need the new key to connect.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Give a new key" }));
    expect(await screen.findByText("Chambre 114 has a new key.")).toBeInTheDocument();
    expect(api.callsTo(`POST /ran/spaces/${space.id}/reset`)).toHaveLength(1);
  });
});
