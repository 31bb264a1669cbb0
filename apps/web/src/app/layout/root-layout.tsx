import { Outlet } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { useCurrentRouteId, useIsStandaloneRoute } from "./use-current-route";
import { useDocumentTitle } from "./use-document-title";
import { useLanguageFromAddress } from "./use-language-from-address";

// The console frame (AppShell, menu, top menu) is its own chunk: the sign-in
// page does not draw it, so it stays off the JavaScript loaded before sign-in.
const ConsoleLayout = lazy(() => import("./console-layout").then(({ ConsoleLayout }) => ({ default: ConsoleLayout })));

/** The root route's component: the console layout around every screen but the standalone ones. */
export function RootLayout() {
  const routeId = useCurrentRouteId();
  const isStandalone = useIsStandaloneRoute();
  useLanguageFromAddress();
  useDocumentTitle(routeId);

  if (isStandalone) return <Outlet />;
  return (
    // No fallback: the frame's chunk is small and a spinner would only flash.
    <Suspense>
      <ConsoleLayout routeId={routeId}>
        <Outlet />
      </ConsoleLayout>
    </Suspense>
  );
}
