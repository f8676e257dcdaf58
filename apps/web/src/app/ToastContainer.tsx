// The toasts' container alone, for ToastHost to load lazily: a dynamic import of the package
// itself would need all of it, and so bring it all into the first load beside the store.
import './theme/toasts.css';

export { Notifications } from '@mantine/notifications';
