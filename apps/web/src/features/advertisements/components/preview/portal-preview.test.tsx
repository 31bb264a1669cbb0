import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderComponent } from "../../../../testing/render-component";
import { PortalPreview } from "./portal-preview";

describe("PortalPreview", () => {
  it("shows the image, title, content and signature in the announcement's language", async () => {
    await renderComponent(
      <PortalPreview
        locale="de"
        shownLocale="de"
        title="Frühstück"
        content="Von 7 bis 10 Uhr."
        signature="Die Rezeption"
        imageUrl="/api/portal/announcement-images/abc"
      />,
    );
    expect(screen.getByRole("heading", { name: "Portal preview · German" })).toBeInTheDocument();
    expect(screen.getByText("Frühstück").closest("[lang]")).toHaveAttribute("lang", "de");
    expect(screen.getByTestId("portal-preview").querySelector("img")).toHaveAttribute(
      "src",
      "/api/portal/announcement-images/abc",
    );
    expect(screen.queryByText(/will see the announcement in/)).not.toBeInTheDocument();
  });

  it("notes the fallback when the tab's language is empty, in the interface language", async () => {
    await renderComponent(
      <PortalPreview
        locale="es"
        shownLocale="fr"
        title="Travaux"
        content="Ascenseur fermé."
        signature="La direction"
        imageUrl={undefined}
      />,
      "fr",
    );
    expect(
      screen.getByText("Les clients qui lisent en espagnol verront l'annonce en français, la langue par défaut."),
    ).toBeInTheDocument();
  });

  it("says there is nothing to show yet", async () => {
    await renderComponent(
      <PortalPreview locale="zh" shownLocale={undefined} title="" content="" signature="" imageUrl={undefined} />,
    );
    expect(screen.getByText("Nothing to show in this language yet.")).toBeInTheDocument();
  });
});
