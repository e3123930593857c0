export * from './users';
export * from './sessions';
export * from './invitations';
export * from './settings';
export * from './auth-attempts';
export * from './recipes';
export * from './taxonomy';
export * from './recipe-activity';
