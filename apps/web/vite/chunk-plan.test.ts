import { describe, expect, it } from "vitest";
import { type FirstPassChunk, planChunks } from "./chunk-plan";

const chunk = (fileName: string, moduleIds: string[], more: Partial<FirstPassChunk> = {}): FirstPassChunk => ({
  fileName,
  moduleIds,
  imports: [],
  dynamicImports: [],
  isEntry: false,
  isDynamicEntry: false,
  size: 1_000,
  ...more,
});

// An entry; the sign-in screen and the frame, each with a small shared chunk of its own;
// two screens sharing a small chunk and a large one; the sign-in's lazy second step.
const firstPass = [
  chunk("entry.js", ["/src/main.tsx"], {
    isEntry: true,
    imports: ["react.js"],
    dynamicImports: ["login.js", "frame.js", "permission.js", "home.js", "codes.js", "monitoring.js"],
  }),
  chunk("react.js", ["/node_modules/react/index.js"]),
  chunk("login.js", ["/src/app/screens/login-screen.tsx"], {
    isDynamicEntry: true,
    imports: ["entry.js", "text-input.js"],
    dynamicImports: ["two-factor.js"],
  }),
  chunk("text-input.js", ["/node_modules/@mantine/core/TextInput.mjs"]),
  chunk("two-factor.js", ["/src/features/auth/two-factor-form.tsx"], { isDynamicEntry: true, imports: ["pin.js"] }),
  chunk("pin.js", ["/node_modules/@mantine/core/PinInput.mjs"]),
  chunk("frame.js", ["/src/app/layout/console-layout.tsx"], {
    isDynamicEntry: true,
    imports: ["entry.js", "text-input.js", "app-shell.js"],
  }),
  chunk("app-shell.js", ["/node_modules/@mantine/core/AppShell.mjs"]),
  chunk("permission.js", ["/src/app/router/route-permission.ts"], { isDynamicEntry: true, imports: ["navigation.js"] }),
  chunk("navigation.js", ["/packages/domain/src/navigation.ts"]),
  chunk("home.js", ["/src/app/screens/home-screen.tsx"], {
    isDynamicEntry: true,
    imports: ["table.js", "charts.js"],
  }),
  chunk("codes.js", ["/src/app/screens/codes-list-screen.tsx"], {
    isDynamicEntry: true,
    imports: ["table.js", "charts.js", "pin.js", "chart-theme.js"],
  }),
  chunk("monitoring.js", ["/src/app/screens/network-monitoring-screen.tsx"], {
    isDynamicEntry: true,
    imports: ["chart-theme.js"],
  }),
  chunk("chart-theme.js", ["/src/components/charts/chart-theme.ts"], { imports: ["charts.js"] }),
  chunk("table.js", ["/node_modules/@mantine/core/Table.mjs", "/src/components/data-table.tsx"]),
  chunk("charts.js", ["/node_modules/echarts/core.js"], { size: 400_000 }),
];
const roots = {
  signIn: ["src/app/screens/login-screen.tsx"],
  frame: ["src/app/layout/console-layout.tsx", "src/app/router/route-permission.ts"],
  smallChunkBytes: 12_000,
};

describe("planChunks", () => {
  const plan = planChunks(firstPass, roots);

  it("puts what the sign-in screen loads at once, beyond the entry, in the sign-in group", () => {
    expect([...plan.signIn].sort()).toEqual([
      "/node_modules/@mantine/core/TextInput.mjs",
      "/src/app/screens/login-screen.tsx",
    ]);
  });

  it("puts the frame, the guard's permission check and what they load beyond the entry and the sign-in group in the frame group", () => {
    expect([...plan.frame].sort()).toEqual([
      "/node_modules/@mantine/core/AppShell.mjs",
      "/packages/domain/src/navigation.ts",
      "/src/app/layout/console-layout.tsx",
      "/src/app/router/route-permission.ts",
    ]);
  });

  it("puts the screens' small shared chunks in the common group, and leaves screens and large chunks alone", () => {
    expect([...plan.common].sort()).toEqual([
      "/node_modules/@mantine/core/Table.mjs",
      "/src/components/data-table.tsx",
    ]);
  });

  it("leaves out of the common group a small chunk that imports a large one, which every page would then load", () => {
    expect(plan.common.has("/src/components/charts/chart-theme.ts")).toBe(false);
  });

  it("puts what the sign-in page loads later in a group of its own, out of the frame's and the common one", () => {
    expect([...plan.signInLater].sort()).toEqual([
      "/node_modules/@mantine/core/PinInput.mjs",
      "/src/features/auth/two-factor-form.tsx",
    ]);
    expect(plan.common.has("/node_modules/@mantine/core/PinInput.mjs")).toBe(false);
  });

  it("names a root that no chunk holds", () => {
    expect(() => planChunks(firstPass, { ...roots, frame: ["src/app/layout/moved-layout.tsx"] })).toThrow(
      "no chunk of the first pass holds src/app/layout/moved-layout.tsx",
    );
  });
});
