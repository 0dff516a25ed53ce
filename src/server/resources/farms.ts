import { farms } from '../../../resources/farms';
import * as tables from '../db/schema';
import { serverResource } from '../engine/serverResource';

export const farmsServer = serverResource(farms, { table: tables.farms });
