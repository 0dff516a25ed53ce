export { OrderCreate, OrderEdit } from './OrderEditor';
export { OrderList } from './OrderList';
