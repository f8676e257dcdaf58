// Staff e-mail broadcast: to all users or to the addresses of an .xlsx, through the mail outbox.
export { default } from './broadcast.routes';
