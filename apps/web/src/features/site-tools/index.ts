/**
 * Site tools (docs/site-tools.md): a speed test of each Internet line and a diagnosis of the site's
 * Internet access, on demand. The monitoring screen gives the panel its site and whether the caller may
 * open tickets; the new-ticket screen reads a run's report to start the first message with.
 */
export { SiteToolsPanel } from "./components/site-tools-panel";
export { siteToolReportText } from "./site-tool-report-text";
export { useSiteToolReport } from "./use-site-tool-report";
