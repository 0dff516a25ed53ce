import { productionSteps } from './definition';
import { productionSteps as productionStepsTable } from './table';
import { serverResource } from '../../engine/server/serverResource';

export const productionStepsServer = serverResource(productionSteps, {
  table: productionStepsTable,
});
