import type { Plugin, Rollup } from "vite";

/**
 * Vite writes, for each dynamic import, the list of chunks to preload with it:
 * the imported chunk and everything it imports, whoever already loaded them.
 * The chunks the importing chunk itself imports (directly or not) are loaded
 * before its code can run, so preloading them again does nothing but make the
 * lists longer; in the entry, which holds the lists of every lazy screen, that
 * was bytes on the sign-in path for nothing. This drops them, for every
 * importing chunk, by its own imports in the bundle (never a list of names).
 */
export function skipPreloadsOfLoadedChunks(): Plugin {
  let bundle: Rollup.OutputBundle | undefined;
  const loadedBy = new Map<string, Set<string>>();

  /** The chunks loaded before `fileName` runs: its static imports, theirs, and so on. */
  const loadedBefore = (fileName: string): Set<string> => {
    const known = loadedBy.get(fileName);
    if (known) return known;
    const loaded = new Set<string>();
    const visit = (name: string) => {
      const chunk = bundle?.[name];
      if (chunk?.type !== "chunk") return;
      for (const imported of chunk.imports) {
        if (loaded.has(imported)) continue;
        loaded.add(imported);
        visit(imported);
      }
    };
    visit(fileName);
    loadedBy.set(fileName, loaded);
    return loaded;
  };

  return {
    name: "ondine:skip-preloads-of-loaded-chunks",
    apply: "build",
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (imported, dependencies, { hostId, hostType }) => {
            // The HTML's preload tags name the entry's own imports: kept.
            if (hostType !== "js" || !bundle) return dependencies;
            const loaded = loadedBefore(hostId);
            const missing = dependencies.filter((dependency) => !loaded.has(dependency));
            // The imported chunk alone is fetched by the import itself (Vite writes no list for it either).
            return missing.length === 1 && missing[0] === imported ? [] : missing;
          },
        },
      },
    }),
    // Before Vite's import analysis writes the preload lists from the same bundle.
    generateBundle: {
      order: "pre",
      handler(_options, outputBundle) {
        bundle = outputBundle;
        loadedBy.clear();
      },
    },
  };
}
