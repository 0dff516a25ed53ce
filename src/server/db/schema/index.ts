export * from './users';
export * from './sessions';
export * from './catalog';
export * from './farms';
export * from './clients';
export * from './audit';
export * from './accountTokens';
export * from './orders';
