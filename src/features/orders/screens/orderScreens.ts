// The order screens besides the editor, loaded as one chunk: the read-only one (those who read
// orders but may not edit them, useRecordLink) and a new draft (staff). The editor loads on its own,
// so a client's order page downloads neither (bench/bundle); each lazy import names the files it
// needs in the console's first load, and one for these two keeps that list short.
export { OrderCreate } from './OrderCreate';
export { OrderShow } from './OrderShow';
