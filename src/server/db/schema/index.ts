export * from './users';
export * from './sessions';
export * from './accountTokens';
export * from './orders';
export * from './catalog';
export * from './farms';
export * from './clients';
export * from './audit';
