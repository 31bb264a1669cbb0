import { type DocumentNode, GraphQLError, getOperationAST, parse } from "graphql";
import { LRUCache } from "lru-cache";
import { AppError } from "../../errors/app-error";
import { measureOperations, type SelectionMeasure } from "./document-measure";

/**
 * The bounds of a GraphQL document, checked before graphql reads it further
 * (docs/security.md "GraphQL limits"). A document within them is small
 * enough that validation, the cost rule and execution take little time
 * whatever its shape; one beyond any of them is refused in time
 * proportional to its text.
 */
export const graphqlDocumentLimits = {
  /** Tokens (names, punctuation, values) graphql's parser reads before it gives up. */
  maxTokens: 5_000,
  /** Nested fields (`{ sites { edges { node { status { availability } } } } }` is 5). */
  maxDepth: 8,
  /** Fields once fragments are spread: a page's items count once, `first` is the cost rule's. */
  maxFields: 300,
  /** Fields renamed by an alias, fragments spread: asking one field many times is the cost rule's blind spot. */
  maxAliases: 100,
  /** `__schema` or `__type` fields: a client reads the schema once, and its answer is large. */
  maxIntrospection: 1,
} as const;

type Refusal = { reason: string; message: string };

/** The first bound an operation passes, or undefined. */
function boundPassed(measure: SelectionMeasure): Refusal | undefined {
  const { maxDepth, maxFields, maxAliases, maxIntrospection } = graphqlDocumentLimits;
  if (measure.depth > maxDepth) {
    return {
      reason: "QUERY_TOO_DEEP",
      message: `The query is ${measure.depth} fields deep; at most ${maxDepth} are allowed.`,
    };
  }
  if (measure.fields > maxFields) {
    return {
      reason: "QUERY_TOO_LARGE",
      message: `The query asks for ${measure.fields} fields once its fragments are spread; at most ${maxFields} are allowed.`,
    };
  }
  if (measure.aliases > maxAliases) {
    return {
      reason: "TOO_MANY_ALIASES",
      message: `The query renames ${measure.aliases} fields with aliases; at most ${maxAliases} are allowed.`,
    };
  }
  if (measure.introspection > maxIntrospection) {
    return {
      reason: "TOO_MUCH_INTROSPECTION",
      message: `The query asks for the schema (__schema, __type) ${measure.introspection} times; at most ${maxIntrospection} is allowed.`,
    };
  }
  return undefined;
}

/** A GraphQL syntax error (or the token limit) as a 400 the client can read, with where it is. */
function syntaxRefusal(error: unknown): AppError {
  const message = error instanceof GraphQLError ? error.message : "The query cannot be read.";
  const reason = message.includes("tokens") ? "QUERY_TOO_LONG" : "QUERY_SYNTAX";
  return new AppError("WRONG_PARAMETERS", message, {}, { reason });
}

/**
 * Parses `source` within the token limit and refuses it (400
 * WRONG_PARAMETERS, `reason` saying which bound) when an operation passes a
 * bound, or when a GET asks for anything but a query: GET must not change
 * anything (GraphQL over HTTP). Only graphql's own parser reads the text:
 * a document given as JSON, which mercurius would otherwise accept, is a
 * syntax error here.
 */
export function checkGraphqlDocument(source: string, method: string, operationName: string | undefined): DocumentNode {
  let document: DocumentNode;
  try {
    document = parse(source, { maxTokens: graphqlDocumentLimits.maxTokens, noLocation: true });
  } catch (error) {
    throw syntaxRefusal(error);
  }
  for (const measure of measureOperations(document.definitions)) {
    const refusal = boundPassed(measure);
    if (refusal) throw new AppError("WRONG_PARAMETERS", refusal.message, {}, { reason: refusal.reason });
  }
  if (method === "GET") {
    const operation = getOperationAST(document, operationName);
    if (operation && operation.operation !== "query") {
      throw new AppError(
        "WRONG_PARAMETERS",
        `A ${operation.operation} cannot be sent by GET: send it by POST.`,
        {},
        { reason: "NOT_A_QUERY" },
      );
    }
  }
  return document;
}

/**
 * Documents checked already, by their text and the request's method: a
 * query an integrator sends a thousand times is parsed for its bounds once,
 * as mercurius parses and validates it once.
 */
export function createGraphqlDocumentCheck(cacheSize = 1_024) {
  const accepted = new LRUCache<string, true>({ max: cacheSize });
  return (source: string, method: string, operationName: string | undefined): void => {
    const key = JSON.stringify([method, operationName ?? null, source]);
    if (accepted.has(key)) return;
    checkGraphqlDocument(source, method, operationName);
    accepted.set(key, true);
  };
}
