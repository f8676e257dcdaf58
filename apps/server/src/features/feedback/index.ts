// Help Center feedback and the staff feedback inbox.
export { default } from './feedback.routes';
