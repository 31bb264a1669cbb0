import type { Advertisement } from "@ondine/domain";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { advertisementFixture } from "../../../testing/advertisement-fixtures";
import { mockApi } from "../../../testing/mock-api";
import { locateAdvertisementPage } from "./locate-advertisement-page";

type Listed = Pick<Advertisement, "id" | "starts_at">;

/** `count` announcements in the server's order (newest start first, then newest id), 20 a page. */
function serverWith(listed: Listed[]) {
  const ordered = [...listed].sort((a, b) => b.starts_at.localeCompare(a.starts_at) || b.id - a.id);
  const totalPages = Math.ceil(ordered.length / 20);
  return mockApi({
    "GET /portal_annoucements": (call) => {
      const page = Number(call.query.get("page"));
      return {
        status: 200,
        body: {
          advertisements: ordered.slice((page - 1) * 20, page * 20).map(advertisementFixture),
          current_page: page,
          total_pages: totalPages,
          total_count: ordered.length,
        },
      };
    },
  });
}

const day = (index: number) =>
  `2026-${String(1 + Math.floor(index / 28)).padStart(2, "0")}-${String(1 + (index % 28)).padStart(2, "0")}`;

describe("the list page holding an announcement", () => {
  // 200 announcements over 10 pages, two a day, so ties on the start day are ordered by id.
  const listed = Array.from({ length: 200 }, (_, index) => ({ id: index + 1, starts_at: day(Math.floor(index / 2)) }));

  it("is found by halving the pages, whichever page it is on", async () => {
    const ordered = [...listed].sort((a, b) => b.starts_at.localeCompare(a.starts_at) || b.id - a.id);
    for (const position of [0, 19, 20, 57, 99, 140, 199]) {
      const api = serverWith(listed);
      const saved = ordered[position] as Listed;
      expect(await locateAdvertisementPage(new QueryClient(), saved)).toBe(Math.floor(position / 20) + 1);
      // log2(10) reads at most, plus the first.
      expect(api.callsTo("GET /portal_annoucements").length).toBeLessThanOrEqual(5);
    }
  });

  it("is the first page when the list is empty", async () => {
    serverWith([]);
    expect(await locateAdvertisementPage(new QueryClient(), { id: 9, starts_at: "2026-11-20" })).toBe(1);
  });
});
