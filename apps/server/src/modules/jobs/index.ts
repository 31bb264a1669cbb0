// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").
export { countQueuedJobs, type QueuedJobCounts } from "./count-queued-jobs";
export { enqueueJob, type JobToEnqueue, maxJobPayloadBytes } from "./enqueue-job";
export { createJobRegistry, type JobHandler, type JobRegistry, type JobRun } from "./job-registry";
export { createJobScheduler, type JobScheduler } from "./job-scheduler";
export { createJobWorker, type JobWorker } from "./job-worker";
export { type LeaseHeartbeat, type StartLeaseHeartbeat, startLeaseHeartbeat } from "./lease-heartbeat";
export { pruneFinishedJobs, pruneFinishedJobsIntervalMs, pruneFinishedJobsKind } from "./prune-finished-jobs";
