/** The public face of engagement/tasks: the sign-in calendar and daily tasks. */
export { tasksModule } from './tasks.module.js';
export { ENGAGEMENT_PROGRESS_CONSUMER } from './progress-consumer.js';
