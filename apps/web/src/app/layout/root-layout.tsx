import { Outlet } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { useCurrentRouteId, useIsStandaloneRoute } from "./use-current-route";
import { useDocumentTitle } from "./use-document-title";
import { useLanguageFromAddress } from "./use-language-from-address";
import { useSignOutOnAddressRefusal } from "./use-sign-out-on-address-refusal";

// The console frame (AppShell, menu, top menu) is its own chunk: the sign-in
// page does not draw it, so it stays off the JavaScript loaded before sign-in.
const importConsoleLayout = () => import("./console-layout");
const ConsoleLayout = lazy(() => importConsoleLayout().then(({ ConsoleLayout }) => ({ default: ConsoleLayout })));

/** Starts fetching the frame's chunk before the screen asks for it (a signed-in page will draw it). */
export function preloadConsoleLayout(): void {
  // A failure shows when the frame renders and imports it again.
  importConsoleLayout().catch(() => undefined);
}

/** The root route's component: the console layout around every screen but the standalone ones. */
export function RootLayout() {
  const routeId = useCurrentRouteId();
  const isStandalone = useIsStandaloneRoute();
  useLanguageFromAddress();
  useDocumentTitle(routeId);
  useSignOutOnAddressRefusal();

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
