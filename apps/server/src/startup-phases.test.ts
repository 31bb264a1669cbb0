import { describe, expect, it } from "vitest";
import { startupPhases } from "./startup-phases";

describe("startupPhases", () => {
  it("times each step from the end of the one before, the first from the process's start", () => {
    const clock = [600, 1_700, 1_800, 9_800];
    const phases = startupPhases(() => clock.shift() ?? Number.NaN);
    phases.end("code");
    phases.end("database");
    phases.end("migrations");
    phases.end("demo data");
    expect(phases.describe()).toBe("started in 9.8 s: code 0.6 s, database 1.1 s, migrations 0.1 s, demo data 8.0 s");
  });

  it("adds up a step met twice, where it first ended (the database reopened with its pool)", () => {
    const clock = [500, 1_500, 2_000, 2_400];
    const phases = startupPhases(() => clock.shift() ?? Number.NaN);
    phases.end("code");
    phases.end("database");
    phases.end("migrations");
    phases.end("database");
    expect(phases.describe()).toBe("started in 2.4 s: code 0.5 s, database 1.4 s, migrations 0.5 s");
  });
});
