import { defineProject } from "vitest/config";

// The files share their modules within a worker (`isolate: false`): the seed, the server's modules and
// the bench helpers imported once per worker, 81 s instead of 145 (docs/architecture.md "Tools and
// tests"). No file mocks a module or keeps state in one; a file that must mock one needs a project of
// its own, as the server's and the console's have.
export default defineProject({
  test: { name: "tools", include: ["**/src/**/*.test.ts"], environment: "node", isolate: false },
});
