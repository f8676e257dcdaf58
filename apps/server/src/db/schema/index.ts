export * from './app-settings';
export * from './audit-logs';
export * from './companies';
export * from './daily-reports';
export * from './profiles';
export * from './users';
