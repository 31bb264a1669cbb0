import { facetTopSize, printableCouponSearchFilter, searchResultWindow } from "@ondine/domain";

type Clause = Record<string, unknown>;

/** The codes list's page size (apps/web/src/features/codes/api/find-coupons.ts `codesPageSize`). */
export const codesPageSize = 20;

/** What the bench's screens search: an organism's codes (its manager's pre-filter) or every code (an admin). */
export type CodesScreen = { organismId?: number; text?: string };

const phoneLike = /^[+0-9][0-9 .-]*$/;

/**
 * The codes list's query as apps/web/src/features/codes/coupons-search-body.ts
 * `couponsQuery` writes it for a location and a typed text: back-office
 * codes, a code from its first letters, a description from its words, a
 * phone number from its first digits.
 */
function codesQuery(screen: CodesScreen): Clause {
  const filter: Clause[] = [{ term: { creator_type: "CenterUser" } }];
  if (screen.organismId !== undefined) filter.push({ term: { organism_id: screen.organismId } });
  const text = screen.text?.trim();
  if (!text) return { bool: { filter } };
  const should: Clause[] = [
    { prefix: { code: { value: text.toUpperCase() } } },
    { match_phrase: { description: text } },
  ];
  if (phoneLike.test(text)) should.push({ prefix: { phone_number: text.replace(/[ .-]/g, "") } });
  return { bool: { filter, must: [{ bool: { should, minimum_should_match: 1 } }] } };
}

const newestFirst = [{ created_at: { order: "desc" } }, { id: { order: "desc" } }];
const figuresAggs = {
  offers: { terms: { field: "coupon_def.name.keyword", size: facetTopSize } },
  printable: { filter: printableCouponSearchFilter },
};

/** As the console searched before: one search a page, the exact total, the offers facet and the printable count with it. */
export function pageWithFiguresBody(screen: CodesScreen, page: number): Clause {
  return {
    query: codesQuery(screen),
    sort: newestFirst,
    from: (page - 1) * codesPageSize,
    size: codesPageSize,
    track_total_hits: true,
    aggs: figuresAggs,
  };
}

/** As it searches now (`couponsPageBody`): the page, its total counted up to the result window. */
export function pageBody(screen: CodesScreen, page: number): Clause {
  return {
    query: codesQuery(screen),
    sort: newestFirst,
    from: (page - 1) * codesPageSize,
    size: codesPageSize,
    track_total_hits: searchResultWindow,
  };
}

/** As it searches now (`couponFiguresBody`): the figures, asked once a search whatever its page. */
export function figuresBody(screen: CodesScreen): Clause {
  return { query: codesQuery(screen), size: 0, track_total_hits: true, aggs: figuresAggs };
}
