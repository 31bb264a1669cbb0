/** A chunk of the first pass, the bundler's own splitting, as the plan reads it. */
export interface FirstPassChunk {
  fileName: string;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** Bytes of its code, minified but not compressed. */
  size: number;
}

/** The modules of each group the final build makes. */
export interface ChunkPlan {
  /** What the sign-in page runs beyond the entry: one file instead of a score of small ones. */
  signIn: Set<string>;
  /** What the sign-in page loads later: its checks, its second step. */
  signInLater: Set<string>;
  /** What the console's frame runs beyond the entry and the sign-in page's. */
  frame: Set<string>;
  /** The small pieces the bundler shared between screens (Mantine's parts, icons, the console's own components). */
  common: Set<string>;
}

export interface ChunkPlanRoots {
  /** Modules (path endings) the sign-in page renders at once. */
  signIn: string[];
  /**
   * Modules (path endings) of the console's frame: its layout, and what a
   * private route's guard loads beside it (the permission check), which,
   * as a chunk of its own, waited for the frame's and then took a round trip.
   */
  frame: string[];
  /** A shared chunk under this size (bytes of minified code) goes into the common group. */
  smallChunkBytes: number;
}

/**
 * Groups the first pass's chunks so that a page loads a few files: the
 * bundler cuts a shared chunk for every set of lazy screens reaching a
 * module, which gave 279 files, 194 of them under 4 KiB gzip, and about 90
 * requests for a signed-in page's first visit, queued six at a time by the
 * browser. The entry's own modules stay in the entry (vite.config.ts);
 * lazy screens, their large shared chunks (ECharts, Leaflet) and anything
 * only reached lazily from the sign-in page stay where the bundler put them.
 */
export function planChunks(chunks: FirstPassChunk[], roots: ChunkPlanRoots): ChunkPlan {
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** The chunks reached from `start` through the imports `follow` names, not entering `stopAt`. */
  const reached = (
    start: FirstPassChunk[],
    follow: (chunk: FirstPassChunk) => string[],
    stopAt: ReadonlySet<string> = new Set(),
  ): Set<string> => {
    const seen = new Set<string>();
    const visit = (chunk: FirstPassChunk | undefined) => {
      if (!chunk || seen.has(chunk.fileName) || stopAt.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const imported of follow(chunk)) visit(byFileName.get(imported));
    };
    for (const chunk of start) visit(chunk);
    return seen;
  };
  const staticImports = (chunk: FirstPassChunk) => chunk.imports;
  const everyImport = (chunk: FirstPassChunk) => [...chunk.imports, ...chunk.dynamicImports];
  const without = (files: Set<string>, ...excluded: ReadonlySet<string>[]) =>
    new Set([...files].filter((file) => !excluded.some((set) => set.has(file))));
  const chunkHolding = (moduleEnding: string): FirstPassChunk => {
    const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(moduleEnding)));
    if (!chunk) throw new Error(`no chunk of the first pass holds ${moduleEnding}`);
    return chunk;
  };
  const chunksOf = (files: Set<string>) => [...files].flatMap((file) => byFileName.get(file) ?? []);

  const initial = reached(
    chunks.filter((chunk) => chunk.isEntry),
    staticImports,
  );
  const signIn = without(reached(roots.signIn.map(chunkHolding), staticImports), initial);
  // What the sign-in page loads later (its checks on the first focus, its second
  // step), in one chunk of its own: spread over the frame's and the common
  // group, it had the first focus fetch both. The walk stops at the entry, whose
  // lazy screens are not the sign-in page's.
  const signInLater = without(reached(chunksOf(signIn), everyImport, initial), signIn);
  const frame = without(reached(roots.frame.map(chunkHolding), staticImports), initial, signIn, signInLater);
  const grouped = new Set([...initial, ...signIn, ...signInLater, ...frame]);
  const isSmall = (chunk: FirstPassChunk) => chunk.size < roots.smallChunkBytes;
  // A small piece that imports a large shared chunk (a chart helper importing ECharts) stays
  // out: in the common chunk, it would have every page load the large one.
  const reachesLarge = (chunk: FirstPassChunk) =>
    chunksOf(reached([chunk], staticImports, grouped)).some((reachedChunk) => !isSmall(reachedChunk));
  const common = chunks.filter(
    (chunk) => !grouped.has(chunk.fileName) && !chunk.isDynamicEntry && isSmall(chunk) && !reachesLarge(chunk),
  );
  const modulesOf = (files: Set<string>) => new Set(chunksOf(files).flatMap((chunk) => chunk.moduleIds));
  return {
    signIn: modulesOf(signIn),
    signInLater: modulesOf(signInLater),
    frame: modulesOf(frame),
    common: modulesOf(new Set(common.map((chunk) => chunk.fileName))),
  };
}
