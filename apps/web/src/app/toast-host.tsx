import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Where the shared error handler's toasts appear (spec A8): centred at the top. */
export const ToastHost = () => <Notifications position="top-center" />;
