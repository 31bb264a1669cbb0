import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from "graphql";

/** How deep a query may nest its fields (`{ sites { edges { node { status { availability } } } } }` is 5). */
export const maxQueryDepth = 8;

function depthOf(
  selectionSet: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode | undefined>,
  visiting: ReadonlySet<string>,
): number {
  if (!selectionSet) return 0;
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      deepest = Math.max(deepest, 1 + depthOf(selection.selectionSet, fragments, visiting));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, fragments, visiting));
    } else {
      const name = selection.name.value;
      // A fragment spreading itself is refused by graphql's own NoFragmentCycles rule.
      if (visiting.has(name)) continue;
      const fragment = fragments[name];
      deepest = Math.max(deepest, depthOf(fragment?.selectionSet, fragments, new Set([...visiting, name])));
    }
  }
  return deepest;
}

/**
 * A validation rule: an operation nested deeper than `maxDepth` is refused
 * before anything runs (WRONG_PARAMETERS, reason QUERY_TOO_DEEP), so no
 * caller can make the server walk an unbounded tree.
 */
export function queryDepthRule(maxDepth: number = maxQueryDepth) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const fragments = Object.fromEntries(
        context
          .getDocument()
          .definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
          .map((fragment) => [fragment.name.value, fragment]),
      );
      const depth = depthOf(operation.selectionSet, fragments, new Set());
      if (depth > maxDepth) {
        context.reportError(
          new GraphQLError(`The query is ${depth} fields deep; at most ${maxDepth} are allowed.`, {
            nodes: [operation],
            extensions: { code: "WRONG_PARAMETERS", reason: "QUERY_TOO_DEEP", depth, max_depth: maxDepth },
          }),
        );
      }
    },
  });
}
