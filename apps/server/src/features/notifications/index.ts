export { deliverNotification, deliverNotifications, notifyHandler, topicOf } from './deliver';
export { notificationRoutes } from './routes';
export { reminderSweepHandler, sweepAndQueue } from './sweep';
