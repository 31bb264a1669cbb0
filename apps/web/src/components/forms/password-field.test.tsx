import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderComponent } from "../../testing/render-component";
import { PasswordField } from "./password-field";

describe("PasswordField", () => {
  it("is reached by Tab, then its show/hide button, named in the interface language, which shows the password", async () => {
    const user = userEvent.setup();
    await renderComponent(<PasswordField label="Password" defaultValue="ondine-demo" />);

    await user.tab();
    const field = screen.getByLabelText("Password");
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute("type", "password");

    await user.tab();
    const toggle = screen.getByRole("button", { name: "Show or hide the password" });
    expect(toggle).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(field).toHaveAttribute("type", "text");
  });

  it("is announced invalid with its error", async () => {
    await renderComponent(<PasswordField label="Password" error="Too short" />);
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("Too short");
  });
});
