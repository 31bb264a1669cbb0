import type { Database } from "../../../db";
import { type CodeChange, codeChangeAt } from "./code-changes";
import type { SearchFiguresCache } from "./search-figures-cache";

const cacheOfDatabase = new WeakMap<Database, SearchFiguresCache>();

/** The figures cache of the searches that run on `db` (the app's primary database): what its writers forget. */
export function registerFiguresCache(db: Database, cache: SearchFiguresCache): void {
  cacheOfDatabase.set(db, cache);
}

type LocatedCode = { readonly organismId: number; readonly siteId: number | null };

/**
 * Called by a writer of codes once its transaction has committed (not
 * inside it: a search between the forget and the commit would keep the
 * codes as they were): this process's searches no longer answer the
 * totals and aggregations kept for the scopes that hold these codes, so
 * the writer's next search counts its write. Other processes learn it from
 * the codes table's notification, a few milliseconds later (docs/search.md
 * "Figures kept between searches"). `db` is the database the write went
 * to; nothing happens where no search keeps figures.
 */
export function forgetCodeFigures(db: Database, codes: LocatedCode | readonly LocatedCode[] | "all"): void {
  const cache = cacheOfDatabase.get(db);
  if (!cache) return;
  const change: CodeChange = codes === "all" ? "all" : codeChangeAt("organismId" in codes ? [codes] : codes);
  cache.forget(change);
}
