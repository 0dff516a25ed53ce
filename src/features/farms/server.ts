import { farms } from './definition';
import { farms as farmsTable } from './table';
import { serverResource } from '../../engine/server/serverResource';

export const farmsServer = serverResource(farms, { table: farmsTable });
