/** The public face of platform/jobs. */
export { jobsModule, type JobsProvides } from './jobs.module.js';
export type { JobRegistry, JobRunInfo, ModuleJob } from './job-definition.js';
export { JobRunner } from './job-runner.js';
export { JobRunStore, type JobRunRow, type JobRunState } from './job-run-store.js';
