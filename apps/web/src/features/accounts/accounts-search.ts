import { type UserState, userStates } from "@ondine/domain";

/** The accounts list's query: what is searched, filtered, which page and which account is open. */
export interface AccountsSearch {
  search?: string;
  state?: UserState;
  page?: number;
  /** The account whose panel is open. */
  user?: number;
}

export function validateAccountsSearch(search: Record<string, unknown>): AccountsSearch {
  const result: AccountsSearch = {};
  if (typeof search.search === "string" && search.search.trim() !== "") result.search = search.search;
  if (typeof search.state === "string" && (userStates as readonly string[]).includes(search.state)) {
    result.state = search.state as UserState;
  }
  const page = positiveInteger(search.page);
  if (page !== undefined && page > 1) result.page = page;
  const user = positiveInteger(search.user);
  if (user !== undefined) result.user = user;
  return result;
}

function positiveInteger(value: unknown): number | undefined {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isSafeInteger(number) && number > 0 ? number : undefined;
}
