// The container's health check (deploy/Dockerfile): the server's liveness answer,
// /api/health/live, or /api/health from a server that has none (it answers 404 there).
const base = `http://127.0.0.1:${process.env.PORT ?? "8080"}`;
try {
  const live = await fetch(`${base}/api/health/live`);
  const answer = live.status === 404 ? await fetch(`${base}/api/health`) : live;
  process.exit(answer.ok ? 0 : 1);
} catch {
  process.exit(1);
}
