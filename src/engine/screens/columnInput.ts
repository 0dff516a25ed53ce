import { z } from 'zod';
import type { AnyResource } from '../defineResource';
import type { FieldInput } from '../fieldInput';

/**
 * How a list column shows its field: as the field is edited, or, for a field nobody edits (a
 * user's "E-mail confirmed"), as a yes/no when the record holds a boolean, never "true".
 */
export function columnInput(definition: AnyResource, field: string): FieldInput | undefined {
  const input = (definition.inputs as Record<string, FieldInput | undefined>)[field];
  if (input) return input;
  const shape: Record<string, z.ZodType | undefined> = definition.record.shape;
  return shape[field] instanceof z.ZodBoolean ? { kind: 'boolean' } : undefined;
}
