import { useMatches } from "@mantine/core";

/**
 * Below Mantine's `sm` breakpoint (a phone held upright): the header folds,
 * the menu becomes a drawer, panels that would cover the content start closed.
 * Read on the first render, so a screen does not open wide and then fold.
 */
export function useIsSmallScreen(): boolean {
  return useMatches({ base: true, sm: false }, { getInitialValueInEffect: false });
}
