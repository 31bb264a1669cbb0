import type { UserPresentation, UsersPage } from "@ondine/domain";
import { testUser } from "../../../testing/users";

type AccountOptions = Parameters<typeof testUser>[0];

/** An account as GET /users lists it. */
export function testAccount(options: AccountOptions = {}): UserPresentation {
  const { fake: _fake, impersonator: _impersonator, beta_url: _betaUrl, ...account } = testUser(options);
  return account;
}

export function usersPage(users: UserPresentation[], page: Partial<Omit<UsersPage, "users">> = {}): UsersPage {
  return { users, current_page: 1, total_pages: 1, total_count: users.length, ...page };
}

/** The demo's cast: a site manager, a newcomer not yet confirmed, an admin, a former employee. */
export const claire = testAccount({
  id: 21,
  email: "claire.martin@example.fr",
  granted: ["supervision", "map_supervision", "events", "statistic_home", "requests"],
  creator_id: 1,
});
export const hugo = testAccount({
  id: 22,
  email: "hugo.petit@example.fr",
  first_name: "Hugo",
  last_name: "Petit",
  state: "unconfirmed",
  confirmed_at: null,
  current_sign_in_at: null,
  granted: ["code"],
  locations: [],
});
export const alice = testAccount({
  id: 23,
  email: "alice.bernard@example.fr",
  first_name: "Alice",
  last_name: "Bernard",
  admin: true,
  locations: [],
});
export const louis = testAccount({
  id: 24,
  email: "louis.moreau@example.fr",
  first_name: "Louis",
  last_name: "Moreau",
  state: "deactivated",
  deleted_at: "2026-10-01T10:00:00.000Z",
  granted: ["supervision"],
});
