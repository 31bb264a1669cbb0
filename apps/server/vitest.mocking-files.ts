/**
 * The server's test files that replace a module with `vi.mock` or `vi.doMock`: they run in a project of
 * their own (`vitest.isolated.config.ts`) where each file has its own modules, as a mock needs (a module
 * another file of the worker already loaded would keep the real one, or the mock would leak into the
 * next file). `src/test/shared-state-declared.test.ts` keeps this list whole.
 */
export const filesThatMockModules = ["src/cache/cached-reply.test.ts"];
