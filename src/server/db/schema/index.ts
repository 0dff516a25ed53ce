export * from './users';
export * from './sessions';
export * from './accountTokens';
export * from './orders';
