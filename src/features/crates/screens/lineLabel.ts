import { formatOrderNumber } from '../../orders/orderStatuses';

/** What names a line in the crate's screens: its order, client, species, trophy type and tags. */
export interface LabelledLine {
  lineId: string;
  orderNumber: number;
  clientName: string;
  species: string;
  trophyType: string;
  tagNumbers: string[];
}

/**
 * A line as the crate's form lists it.
 * @example lineLabel(line) // "Q-000042 · Clara Client · Greater Kudu, Shoulder mount · ZA-1"
 */
export const lineLabel = (line: LabelledLine) =>
  [
    formatOrderNumber(line.orderNumber),
    line.clientName,
    `${line.species}, ${line.trophyType}`,
    ...(line.tagNumbers.length ? [line.tagNumbers.join(', ')] : []),
  ].join(' · ');
