/** Everything under /api is the JSON API; every other path belongs to the web console. */
export function isApiPath(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}
