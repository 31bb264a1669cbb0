import { MantineProvider } from "@mantine/core";
import type { InterfaceLanguage } from "@ondine/domain";
import { render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { Notices } from "../components/notices/notices";
import { applyLanguage } from "../i18n/change-language";
import { loadConsoleCatalogue } from "../i18n/load-catalogue";
import { cssVariablesResolver, theme } from "../theme/theme";

/**
 * One component of the signed-in console, on its own: the theme and the
 * console's texts in `language`, its notices (as the console frame mounts
 * them), no router, no server. For screens, use renderApp.
 */
export async function renderComponent(ui: ReactElement, language: InterfaceLanguage = "en") {
  await applyLanguage(language);
  await loadConsoleCatalogue();
  return render(ui, { wrapper: ThemeOnly });
}

function ThemeOnly({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <Notices />
      {children}
    </MantineProvider>
  );
}
