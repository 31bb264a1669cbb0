import "@testing-library/jest-dom/vitest";
import { cleanNotifications } from "@mantine/notifications";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

// Screens and the console frame are lazy chunks: the first test of a file
// waits for Vite to transform them, which takes over a second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs Mantine calls; these stand-ins answer "a wide
// desktop screen, nothing moves". A test may replace matchMedia to be a phone.
Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: query.includes("min-width"),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;

Element.prototype.scrollIntoView = () => {};
window.HTMLElement.prototype.scrollTo = () => {};
// The router scrolls the window on each navigation; jsdom only logs "not implemented".
window.scrollTo = () => {};

// No test reaches a network: a test that needs an answer stubs fetch itself.
beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.reject(new TypeError("fetch is not available in tests"))),
  );
});

afterEach(() => {
  cleanup();
  // The notices' store outlives the rendered tree: a notice left open would show in the next test.
  cleanNotifications();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  // The selected location is remembered for the tab's session (features/locations).
  window.sessionStorage.clear();
});
