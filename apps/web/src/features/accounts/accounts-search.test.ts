import { describe, expect, it } from "vitest";
import { validateAccountsSearch } from "./accounts-search";

describe("validateAccountsSearch", () => {
  it("keeps a search, a known state, a page and an open account", () => {
    expect(validateAccountsSearch({ search: "claire", state: "unconfirmed", page: "3", user: "21" })).toEqual({
      search: "claire",
      state: "unconfirmed",
      page: 3,
      user: 21,
    });
  });

  it("drops what is empty, unknown or not a positive whole number", () => {
    expect(validateAccountsSearch({ search: " ", state: "banned", page: "0", user: "x" })).toEqual({});
    expect(validateAccountsSearch({ page: 1.5, user: -2 })).toEqual({});
  });

  it("leaves the first page out of the address", () => {
    expect(validateAccountsSearch({ page: 1 })).toEqual({});
  });
});
