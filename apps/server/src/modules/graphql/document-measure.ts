import { type DefinitionNode, type FragmentDefinitionNode, Kind, type SelectionSetNode } from "graphql";

/**
 * What a selection asks for once its fragments are spread: how many fields,
 * how deep, how many of them renamed by an alias, how many introspection
 * roots (`__schema`, `__type`). Counts add up without limit (a float may
 * reach Infinity): callers compare them with their bounds.
 */
export type SelectionMeasure = { fields: number; depth: number; aliases: number; introspection: number };

const nothing: SelectionMeasure = { fields: 0, depth: 0, aliases: 0, introspection: 0 };

const introspectionRoots = new Set(["__schema", "__type"]);

/**
 * Measures each operation of a document as it would run, fragments spread,
 * in time proportional to the document's own size: each fragment is
 * measured once and its measure reused wherever it is spread. A document
 * that doubles a fragment at each of n levels (`fragment F2 on Query { ...F1
 * ...F1 }`) is measured in n steps and found to hold 2^n fields, where a
 * walk spreading every fragment again would take 2^n steps.
 *
 * A fragment spreading itself, directly or not, counts as nothing within
 * itself: graphql's NoFragmentCycles rule refuses such a document later.
 */
export function measureOperations(definitions: readonly DefinitionNode[]): SelectionMeasure[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const measured = new Map<string, SelectionMeasure>();
  const measuring = new Set<string>();

  const fragmentMeasure = (name: string): SelectionMeasure => {
    const known = measured.get(name);
    if (known) return known;
    const fragment = fragments.get(name);
    if (!fragment || measuring.has(name)) return nothing;
    measuring.add(name);
    const measure = selectionMeasure(fragment.selectionSet);
    measuring.delete(name);
    measured.set(name, measure);
    return measure;
  };

  const selectionMeasure = (selectionSet: SelectionSetNode | undefined): SelectionMeasure => {
    if (!selectionSet) return nothing;
    let fields = 0;
    let depth = 0;
    let aliases = 0;
    let introspection = 0;
    for (const selection of selectionSet.selections) {
      let inner: SelectionMeasure;
      if (selection.kind === Kind.FIELD) {
        const below = selectionMeasure(selection.selectionSet);
        inner = {
          fields: below.fields + 1,
          depth: below.depth + 1,
          aliases: below.aliases + (selection.alias ? 1 : 0),
          introspection: below.introspection + (introspectionRoots.has(selection.name.value) ? 1 : 0),
        };
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = selectionMeasure(selection.selectionSet);
      } else {
        inner = fragmentMeasure(selection.name.value);
      }
      fields += inner.fields;
      depth = Math.max(depth, inner.depth);
      aliases += inner.aliases;
      introspection += inner.introspection;
    }
    return { fields, depth, aliases, introspection };
  };

  return definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION ? [selectionMeasure(definition.selectionSet)] : [],
  );
}
