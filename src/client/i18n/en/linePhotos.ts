/** docs/order-line-photos.md#on-screen: each line's photos from the farm to the crate. */
export const linePhotos = {
  title: 'Photos',
  line: 'Line %{number}',
  farm: 'At the farm',
  studio: 'At the studio',
  farmPhoto: 'Farm photo %{number} of line %{line}',
  progressPhoto: 'Photo %{number} of line %{line} at the studio',
  measurements: 'Measurements',
  conditionNotes: 'Condition notes',
  none: 'No photos yet',
  add: 'Add a photo',
  addTo: 'Add a photo to line %{line}',
  adding: 'Adding the photo…',
  added: 'Photo added',
  notAdded: 'The photo was not added: %{why}',
};
