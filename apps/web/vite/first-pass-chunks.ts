import { build, type InlineConfig, type Rolldown } from "vite";
import type { FirstPassChunk } from "./chunk-plan";

/** Builds `config` in memory (nothing written) and returns its chunks, for the plan of the build that follows. */
export async function firstPassChunks(config: InlineConfig): Promise<FirstPassChunk[]> {
  const result = await build({
    ...config,
    // The config file would plan again: the first pass takes `config` as it is.
    configFile: false,
    logLevel: "warn",
    build: { ...config.build, write: false, manifest: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap(({ output }) =>
    output
      .filter((item): item is Rolldown.OutputChunk => item.type === "chunk")
      .map((chunk) => ({
        fileName: chunk.fileName,
        moduleIds: chunk.moduleIds,
        imports: chunk.imports,
        dynamicImports: chunk.dynamicImports,
        isEntry: chunk.isEntry,
        isDynamicEntry: chunk.isDynamicEntry,
        size: Buffer.byteLength(chunk.code),
      })),
  );
}
