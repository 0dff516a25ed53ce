export * from './users';
export * from './orders';
