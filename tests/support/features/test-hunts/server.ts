import { serverResource } from '../../../../src/engine/server/serverResource';
import { hunts } from './definition';
import { hunts as huntsTable } from './table';

export const huntsServer = serverResource(hunts, { table: huntsTable });
