import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

/**
 * The functions a `node --cpu-prof` profile spent its time in, by self time
 * and by inclusive time (a function counted once per sample however deep it
 * recurses), as shares of the busy time (idle left out). Usage:
 * `npm run profile:summary -- <file.cpuprofile> [--top 30] [--match main.js]`.
 */
type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: "string", default: "30" }, match: { type: "string" } },
});
const [file] = positionals;
if (!file) throw new Error("Usage: cpu-profile-summary <file.cpuprofile> [--top N] [--match text]");
const top = Number(values.top);
const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

const nameOf = (node: ProfileNode) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const where =
    url
      .split("/node_modules/")
      .at(-1)
      ?.replace(/^file:\/\/.*?\/(apps|packages|tools)\//, "$1/") ?? "";
  return `${functionName || "(anonymous)"} ${where}:${lineNumber + 1}`;
};

const timeOfNode = new Map<number, number>();
for (const [index, id] of profile.samples.entries()) {
  timeOfNode.set(id, (timeOfNode.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
}

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
let idle = 0;
for (const [id, time] of timeOfNode) {
  const node = byId.get(id) as ProfileNode;
  total += time;
  if (node.callFrame.functionName === "(idle)") idle += time;
  self.set(nameOf(node), (self.get(nameOf(node)) ?? 0) + time);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const name = nameOf(byId.get(at) as ProfileNode);
    if (seen.has(name)) continue;
    seen.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + time);
  }
}

const busy = total - idle;
const print = (title: string, times: Map<string, number>) => {
  console.log(`-- ${title}`);
  [...times]
    .filter(([name]) => !name.startsWith("(idle)") && !name.startsWith("(root)"))
    .filter(([name]) => !values.match || name.includes(values.match))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .forEach(([name, time]) => {
      const share = ((100 * time) / busy).toFixed(1).padStart(5);
      console.log(`${(time / 1000).toFixed(0).padStart(8)} ms ${share} %  ${name}`);
    });
};
console.log(
  `total ${(total / 1000).toFixed(0)} ms, idle ${(idle / 1000).toFixed(0)} ms, busy ${(busy / 1000).toFixed(0)} ms`,
);
print("self time", self);
print("inclusive time", inclusive);
