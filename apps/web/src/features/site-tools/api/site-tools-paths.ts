/** The site tools' calls (docs/site-tools.md#calls), under /api: a site's, then a run's own. */
export const siteToolsApiPaths = {
  tools: (siteId: number) => `/monitoring/sites/${siteId}/tools`,
  speedTests: (siteId: number) => `/monitoring/sites/${siteId}/tools/speed_tests`,
  diagnoses: (siteId: number) => `/monitoring/sites/${siteId}/tools/diagnoses`,
  run: (runId: number) => `/monitoring/site_tools/runs/${runId}`,
};
