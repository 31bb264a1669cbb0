// The domain runs in the browser and on the server, so it is compiled without the DOM library and without
// Node's types (tsconfig: lib ES2023, types []). Should either be added, an expectation below goes unused
// and `tsc -b` fails; imports of Node, browser or database packages are refused by dependency-cruiser.

// @ts-expect-error browser globals do not exist in the domain
export type NoBrowserWindow = typeof window;
// @ts-expect-error Node's globals do not exist in the domain
export type NoNodeProcess = typeof process;
