/**
 * The test files that replace a module with `vi.mock` or `vi.doMock`: they run in a project of their own
 * (`vitest.isolated.config.ts`) where each file has its own modules, as a mock needs
 * (a module another file already loaded would keep the real one, or the mock would leak
 * into the next file). `src/testing/isolated-test-files.test.ts` keeps this list whole.
 */
export const filesThatMockModules = [
  "src/features/maps/components/maps-page.test.tsx",
  "src/features/maps/scan/scan-barcode.test.tsx",
  "src/features/monitoring/api/find-access-points.test.ts",
  "src/features/monitoring/components/time-series-chart.test.tsx",
  "src/features/private-wifi/print/private-cards-print-page.test.tsx",
  "src/features/statistics-overview/components/traffic-charts.test.tsx",
];
