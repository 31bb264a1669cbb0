export { createDemoDatabase, type DemoDatabase, seedDemoData } from "./demo-database";
export { type Deployment, type DeploymentOptions, startDeployment } from "./deployment";
export { findFreePort } from "./free-port";
export { type AccessLogEntry, type NginxFront, startNginxFront } from "./nginx-front";
export { nginxSitePath, placeSite, SiteFileChangedError, type SitePlacement, upstreamHeader } from "./nginx-site";
export { type ServerInstance, serverEntry, startServerInstance } from "./server-instance";
