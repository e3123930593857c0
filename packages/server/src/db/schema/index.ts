export * from './users';
export * from './sessions';
export * from './invitations';
export * from './settings';
export * from './auth-attempts';
