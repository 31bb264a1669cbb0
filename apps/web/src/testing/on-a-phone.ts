import { vi } from "vitest";

/** A phone held upright: no `min-width` media query matches (undone by `vi.restoreAllMocks()`). */
export function onAPhone() {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query) =>
      ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
  );
}
