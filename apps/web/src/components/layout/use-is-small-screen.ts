import { useMantineTheme } from "@mantine/core";
import { useCallback, useSyncExternalStore } from "react";

/**
 * Below Mantine's `sm` breakpoint (a phone held upright): the header folds,
 * the menu becomes a drawer, panels that would cover the content start closed.
 * Read on the first render, so a screen does not open wide and then fold.
 *
 * One media query, not Mantine's `useMatches` (which asks the browser five
 * times a render, one query a breakpoint, and listens to all five): some
 * twenty components of a page read it as the console first draws.
 */
export function useIsSmallScreen(): boolean {
  const query = `(min-width: ${useMantineTheme().breakpoints.sm})`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return !useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
