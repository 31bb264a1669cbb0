// XML namespaces resolved for svg-sanitizer.ts. saxes resolves them itself
// with `xmlns: true`, but it looks a prefix up by walking every open element
// outward, so a file of deeply nested elements with many names costs their
// product: 200,000 elements 254 deep took 1.4 s, and prefixed attributes
// multiply it again. Here each prefix keeps the stack of its bindings, so a
// lookup takes the same time at any depth.

import { xmlNamespace } from "./svg-vocabulary";

export const xmlnsNamespace = "http://www.w3.org/2000/xmlns/";

/** A name as written, `prefix:local` or `local` (prefix ""). */
export type QualifiedName = { prefix: string; local: string };

/** `name` split at its colon; null when it is not a qualified name (`a:b:c`, `:a`, `a:`). */
export function splitName(name: string): QualifiedName | null {
  const colon = name.indexOf(":");
  if (colon === -1) return { prefix: "", local: name };
  const prefix = name.slice(0, colon);
  const local = name.slice(colon + 1);
  if (prefix === "" || local === "" || local.includes(":")) return null;
  return { prefix, local };
}

/**
 * Why a namespace declaration (`xmlns:prefix="uri"`, `xmlns="uri"` with
 * prefix "") breaks the rules of XML namespaces, or null when it does not.
 */
export function findBadDeclaration(prefix: string, uri: string): string | null {
  if (prefix === "xmlns") return 'the prefix "xmlns" may not be declared';
  if (prefix === "xml" && uri !== xmlNamespace) return 'the prefix "xml" may not be bound elsewhere';
  if (prefix !== "xml" && uri === xmlNamespace) return `the prefix "${prefix}" may not be bound to XML's namespace`;
  if (uri === xmlnsNamespace) return `the prefix "${prefix}" may not be bound to the xmlns namespace`;
  if (prefix !== "" && uri === "") return `the prefix "${prefix}" may not be undeclared`;
  return null;
}

/** The namespace bindings in scope while a document is read, element by element. */
export class NamespaceScope {
  private readonly bindings = new Map<string, string[]>([["xml", [xmlNamespace]]]);

  /** Binds `prefix` ("" for the default namespace) until `release` is called for it. */
  bind(prefix: string, uri: string): void {
    const stack = this.bindings.get(prefix);
    if (stack === undefined) this.bindings.set(prefix, [uri]);
    else stack.push(uri);
  }

  /** Ends the bindings an element made, at its end. */
  release(prefixes: readonly string[]): void {
    for (const prefix of prefixes) this.bindings.get(prefix)?.pop();
  }

  /** The namespace `prefix` stands for here; "" for no namespace; undefined when it is not bound. */
  resolve(prefix: string): string | undefined {
    const stack = this.bindings.get(prefix);
    return stack?.[stack.length - 1] ?? (prefix === "" ? "" : undefined);
  }
}
