/**
 * The switches every benchmark starts Debian's Chromium with: headless, as
 * root, and quiet on this closed network. Without the background-networking
 * switches Chromium keeps trying to reach Google's hosts, which the network
 * refuses.
 */
export const closedNetworkChromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--no-default-browser-check",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
