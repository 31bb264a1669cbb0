import "@fontsource-variable/manrope";
import "@mantine/core/styles.css";
// The theme's CSS variables, after Mantine's defaults: a file of the build, not worked out as the page draws.
import "./theme/theme-variables.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createQueryClient } from "./api/query-client";
import { App } from "./app/app";
import { createAppRouter, startSignedInPageNow } from "./app/router/router";
import { applyLanguage } from "./i18n/change-language";
import { initialLanguage } from "./i18n/language-preference";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html has no #root element");
const root = rootElement;

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient });
startSignedInPageNow(router);

// The first paint is already in the user's language: its catalogue loads first.
void applyLanguage(initialLanguage(window.location.search)).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
});
