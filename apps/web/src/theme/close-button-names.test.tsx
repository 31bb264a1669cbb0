import { Alert, Drawer, Modal } from "@mantine/core";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderComponent } from "../testing/render-component";

describe("close buttons (axe found them without a name)", () => {
  it("are named in the interface language on modals, drawers and alerts", async () => {
    await renderComponent(
      <>
        <Modal opened onClose={() => {}} title="A modal">
          Body
        </Modal>
        <Drawer opened onClose={() => {}} title="A drawer">
          Body
        </Drawer>
        <Alert withCloseButton>Notice</Alert>
      </>,
      "fr",
    );
    expect(screen.getAllByRole("button", { name: "Fermer la boîte de dialogue" })).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Fermer le message" })).toBeInTheDocument();
  });

  it("keep a screen's own, more precise name", async () => {
    await renderComponent(
      <Drawer opened onClose={() => {}} title="Code" closeButtonProps={{ "aria-label": "Close the code details" }}>
        Body
      </Drawer>,
    );
    expect(screen.getByRole("button", { name: "Close the code details" })).toBeInTheDocument();
  });
});
