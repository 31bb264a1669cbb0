/** What the bench compares: one page of an organism's codes, newest first, through GraphQL and the search proxy. */
export const pageSize = 1000;

/** The Coupon fields an integrator takes: everything but the offer's id, the RAN flag and the first connection. */
const couponFields = [
  "id",
  "code",
  "correlationId",
  "createdAt",
  "startsAt",
  "endsAt",
  "duration",
  "phoneNumber",
  "maxUsage",
  "description",
  "offerName",
  "siteId",
  "siteName",
  "organismId",
  "organismName",
  "provisioningsCount",
  "disabledAt",
  "used",
  "status",
];

/**
 * The same fields in the coupons index. `status` is not stored: a proxy
 * client derives it from `disabled_at`, `provisionings_count`, `starts_at`
 * and `ends_at` (docs/product.md#codes-states), all asked already.
 */
const indexFields = [
  "id",
  "code",
  "correlation_id",
  "created_at",
  "starts_at",
  "ends_at",
  "duration",
  "phone_number",
  "max_usage",
  "description",
  "coupon_def.name",
  "site_id",
  "site_name",
  "organism_id",
  "organism_name",
  "provisionings_count",
  "disabled_at",
  "used",
];

const couponsPageQuery = `query CouponsOfOrganism($organismId: ID!) {
  coupons(first: ${pageSize}, filter: { organismId: $organismId }) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes { ${couponFields.join(" ")} }
  }
}`;

/** One call of the comparison: its request, and how to read the page's ids and total from its answer. */
export interface PageRequest {
  name: string;
  url: string;
  body: string;
  read(answer: unknown): { ids: string[]; total: number };
}

export function graphqlPageRequest(baseUrl: string, organismId: number): PageRequest {
  return {
    name: "GraphQL coupons(first: 1000)",
    url: `${baseUrl}/api/graphql`,
    body: JSON.stringify({ query: couponsPageQuery, variables: { organismId: String(organismId) } }),
    read(answer) {
      const { data, errors } = answer as {
        data?: { coupons: { totalCount: number; nodes: { id: string }[] } };
        errors?: unknown[];
      };
      if (errors || !data) throw new Error(`GraphQL answered errors: ${JSON.stringify(errors)}`);
      return { ids: data.coupons.nodes.map((node) => String(node.id)), total: data.coupons.totalCount };
    },
  };
}

export function proxyPageRequest(baseUrl: string, organismId: number): PageRequest {
  return {
    name: "POST /api/es_proxy/coupons/_search",
    url: `${baseUrl}/api/es_proxy/coupons/_search`,
    body: JSON.stringify({
      query: { bool: { filter: [{ term: { organism_id: organismId } }] } },
      sort: [{ created_at: { order: "desc" } }, { id: { order: "desc" } }],
      size: pageSize,
      track_total_hits: true,
      _source: indexFields,
    }),
    read(answer) {
      const { hits } = answer as { hits: { total: number | { value: number }; hits: { _id: string }[] } };
      return {
        ids: hits.hits.map((hit) => String(hit._id)),
        total: typeof hits.total === "number" ? hits.total : hits.total.value,
      };
    },
  };
}

/** Sends the request with the API token; the time runs until the whole body has arrived (parsing left out). */
export async function sendPageRequest(
  request: PageRequest,
  token: string,
): Promise<{ milliseconds: number; text: string }> {
  const started = performance.now();
  const response = await fetch(request.url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", "x-api-token": token },
    body: request.body,
  });
  const text = await response.text();
  const milliseconds = performance.now() - started;
  if (response.status !== 200) throw new Error(`${request.name} answered ${response.status}: ${text.slice(0, 500)}`);
  return { milliseconds, text };
}
