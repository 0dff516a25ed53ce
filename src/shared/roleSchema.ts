import { z } from 'zod';
import { ROLES } from './roles';

/** A role as the API reads and answers it. */
export const roleSchema = z.enum(ROLES);
