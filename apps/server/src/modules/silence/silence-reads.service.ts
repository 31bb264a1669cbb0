import {
  type SilenceWindowAnswer,
  type SilenceWindowListAnswer,
  type SilenceWindowQuery,
  type SilenceWindowState,
  silenceWindowPageSize,
  totalPages,
} from "@ondine/domain";
import type { ModuleDependencies } from "../../module-dependencies";
import { assertMayUseSilentMode, type SilenceCaller, silenceScopeOf } from "./silence-caller";
import { presentSilenceWindows } from "./silence-window.presenter";
import { readSilenceWindowNames } from "./silence-window-names";
import { readSilenceWindowPage } from "./silence-window-page";

/**
 * `GET /silent_mode/windows` (docs/alerts.md#calls): the windows on the
 * caller's sites (every site for the support desk), one state or all,
 * optionally one site's; a site outside the scope lists nothing.
 */
export async function listSilenceWindows(
  deps: ModuleDependencies,
  caller: SilenceCaller,
  query: SilenceWindowQuery,
): Promise<SilenceWindowListAnswer> {
  assertMayUseSilentMode(caller);
  const now = deps.now();
  const filter = { scope: silenceScopeOf(caller), siteId: query.site_id };
  const { rows, total } = await readSilenceWindowPage(deps.db, filter, query.state, now, {
    offset: (query.page - 1) * silenceWindowPageSize,
    limit: silenceWindowPageSize,
  });
  const names = await readSilenceWindowNames(deps.db, rows);
  return {
    items: presentSilenceWindows(rows, names, now),
    current_page: query.page,
    total_pages: totalPages(total, silenceWindowPageSize),
  };
}

/**
 * A site's windows as GraphQL's `Site.silenceWindows(state)` lists them
 * (docs/api.md "GraphQL"): the first `limit` in the list's order. The site
 * is one the caller was found to hold.
 */
export async function findSiteSilenceWindows(
  deps: ModuleDependencies,
  caller: SilenceCaller,
  siteId: number,
  state: SilenceWindowState | undefined,
  limit: number,
): Promise<SilenceWindowAnswer[]> {
  assertMayUseSilentMode(caller);
  const now = deps.now();
  const filter = { scope: silenceScopeOf(caller), siteId };
  const { rows } = await readSilenceWindowPage(deps.db, filter, state, now, { offset: 0, limit });
  return presentSilenceWindows(rows, await readSilenceWindowNames(deps.db, rows), now);
}
