// What other parts of the client take from the line photos' screens (docs/architecture.md#import-rules):
// the section the order's document and editor show.
export { OrderLinePhotos } from './OrderLinePhotos';
