/* global module */
// node-polyglot requires the `object.entries` polyfill (with es-abstract behind it) for old engines;
// every browser the portal supports has Object.entries (bench/bundle: the first load's budget).
module.exports = Object.entries;
