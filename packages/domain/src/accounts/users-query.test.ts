import { describe, expect, it } from "vitest";
import { usersQuerySchema } from "./users-query";

describe("the accounts list query", () => {
  it("reads page 1 of 20 with no filter by default, empty parameters as absent", () => {
    expect(usersQuerySchema.parse({})).toEqual({ page: 1, per_page: 20 });
    expect(usersQuerySchema.parse({ search: "", state: "" })).toEqual({ page: 1, per_page: 20 });
  });

  it("reads a trimmed search, a user state and the paging", () => {
    expect(usersQuerySchema.parse({ search: " martin ", state: "unconfirmed", page: "2", per_page: "100" })).toEqual({
      search: "martin",
      state: "unconfirmed",
      page: 2,
      per_page: 100,
    });
  });

  it("refuses an unknown state and more than 100 a page", () => {
    expect(usersQuerySchema.safeParse({ state: "banned" }).success).toBe(false);
    expect(usersQuerySchema.safeParse({ per_page: "101" }).success).toBe(false);
    expect(usersQuerySchema.safeParse({ per_page: "0" }).success).toBe(false);
  });
});
