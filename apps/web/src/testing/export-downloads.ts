import { afterEach, beforeEach, vi } from "vitest";

// What the export tests share: a download the browser would save (jsdom has
// no object URLs and follows no link), and the search bodies they compare.

/**
 * Within a describe: each test gets object URLs and an anchor whose click
 * saves nothing, put back afterwards (every mock restored).
 */
export function stubFileDownloads(): void {
  const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => "blob:test/export");
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    URL.createObjectURL = objectUrls.create;
    URL.revokeObjectURL = objectUrls.revoke;
  });
}

/**
 * A request body without its instants: those a body places its search at (a
 * status, the six months) are the list's answer's for the export and the
 * request's for the list, the same to a few milliseconds.
 */
export const withoutInstants = (body: unknown) =>
  JSON.parse(JSON.stringify(body).replace(/"\d{4}-\d{2}-\d{2}T[0-9:.]+Z"/g, '"<instant>"'));
