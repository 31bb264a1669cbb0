import { GraphQLError, GraphQLScalarType, Kind } from "graphql";

function instantOf(value: unknown): string {
  const instant = typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(value) : undefined;
  if (!instant || Number.isNaN(instant.getTime())) {
    throw new GraphQLError("A DateTime is an ISO 8601 instant with its offset (2026-11-26T14:00:00Z).", {
      extensions: { code: "INVALID_PARAMETERS" },
    });
  }
  return instant.toISOString();
}

/** `DateTime`: ISO 8601 in UTC out; in, an ISO 8601 instant with its offset, read back as ISO text for the schemas. */
export const dateTimeScalar = new GraphQLScalarType({
  name: "DateTime",
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: instantOf,
  parseLiteral: (literal) => instantOf(literal.kind === Kind.STRING ? literal.value : undefined),
});
