import { MantineProvider, type MantineProviderProps } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { theme } from "../theme/theme";
import type { createAppRouter } from "./router/router";

interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
  /** "test" turns off Mantine's transitions and portals, as its testing guide advises. */
  env?: MantineProviderProps["env"];
}

/** The providers every screen relies on. i18next is bound globally by setupI18n. */
export function App({ router, queryClient, env }: AppProps) {
  return (
    // The theme's CSS variables are a stylesheet of the build (theme/theme-variables.css), not a
    // style the provider works out as each page first draws: about 55 ms of the main thread.
    <MantineProvider theme={theme} withCssVariables={false} env={env}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
