// What the rest of the server takes from jobs/: a handler's type, queueing and retrying a job, the
// queue's figures. Claiming and leases are the runner's own (docs/architecture.md#import-rules).
export { enqueueJob, jobCounts, retryFailedJob } from './jobQueue';
export type { JobHandler } from './jobRunner';
