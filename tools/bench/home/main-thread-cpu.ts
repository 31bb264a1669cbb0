/**
 * From a Chromium trace of one page: the CPU time (each task's `tdur`) its
 * renderer's main thread spent in tasks, in all and in the longest one, in ms.
 * Wall-clock times stretch with the machine's load; these much less.
 */
export function mainThreadCpu(trace: Buffer): { total: number; longest: number } {
  type TraceEvent = { ph: string; name: string; pid: number; tid: number; tdur?: number; args?: { name?: string } };
  const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] };
  const mainThreads = new Set(
    traceEvents
      .filter((event) => event.ph === "M" && event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = traceEvents.filter(
    (event) =>
      event.ph === "X" &&
      event.name === "ThreadControllerImpl::RunTask" &&
      mainThreads.has(`${event.pid}:${event.tid}`),
  );
  const times = tasks.map((task) => (task.tdur ?? 0) / 1000);
  return { total: times.reduce((sum, time) => sum + time, 0), longest: Math.max(0, ...times) };
}
