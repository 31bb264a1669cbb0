import {
  type AdvertisementListQuery,
  type AdvertisementState,
  type CalendarDay,
  formatCalendarDay,
} from "@ondine/domain";
import { and, ilike, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { containsPattern } from "../../db/like-pattern";
import { advertisements } from "../../db/schema";
import { shownOnCoverage } from "./advertisement-overlap";

/** docs/product.md#announcements-states on `today` (`advertisementState`), as a condition: coming before the start day, passed after the end day. */
function inState(state: AdvertisementState, today: CalendarDay): SQL {
  const day = formatCalendarDay(today);
  switch (state) {
    case "coming":
      return sql`${advertisements.startsAt} > ${day}::date`;
    case "passed":
      return sql`${advertisements.endsAt} < ${day}::date`;
    case "current":
      return sql`${advertisements.startsAt} <= ${day}::date and ${advertisements.endsAt} >= ${day}::date`;
  }
}

/** The text in the internal title or in any locale's title, content or signature. */
function matching(search: string): SQL | undefined {
  const pattern = containsPattern(search);
  const inTexts = (column: SQLWrapper) =>
    sql`exists (select 1 from jsonb_each_text(${column}) as text where text.value ilike ${pattern})`;
  return or(
    ilike(advertisements.internalTitle, pattern),
    inTexts(advertisements.publicTitle),
    inTexts(advertisements.content),
    inTexts(advertisements.signature),
  );
}

/**
 * The list's filters (`advertisementListQuerySchema`): the
 * condition on `advertisements` beside the caller's scope, which the list
 * applies in any case. A site is read as where guests see it: its own
 * announcements and its organism's; an organism, its own and its sites'.
 */
export function advertisementListFilter(
  db: Database,
  query: Omit<AdvertisementListQuery, "page" | "per_page">,
  today: CalendarDay,
): SQL | undefined {
  const coverage =
    query.site_id !== undefined
      ? { organismIds: [], siteIds: [query.site_id] }
      : query.organism_id !== undefined
        ? { organismIds: [query.organism_id], siteIds: [] }
        : undefined;
  return and(
    query.q ? matching(query.q) : undefined,
    query.state ? inState(query.state, today) : undefined,
    coverage ? shownOnCoverage(db, coverage) : undefined,
    // A locale is stored only once filled; a started one has all three texts (docs/product.md#announcements-validation).
    query.language ? sql`(${advertisements.content} -> ${query.language}::text) is not null` : undefined,
  );
}
