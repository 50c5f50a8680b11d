/** The public face of content/feedback: the only file other modules import. */
export { feedbackModule } from './feedback.module.js';
export { FeedbackService } from './feedback.service.js';
