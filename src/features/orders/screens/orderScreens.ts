// The order screens behind the list, loaded as one chunk: each lazy screen's import names the files
// it needs, and one import for all three keeps that list once in the console's first load
// (bench/bundle).
export { OrderCreate, OrderEdit } from './OrderEditor';
export { OrderShow } from './OrderShow';
