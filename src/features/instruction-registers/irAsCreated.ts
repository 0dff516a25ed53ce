import type { Profile } from '../../shared/authCalls';
import type { InstructionRegister } from './definition';

/** An IR made offline: no number until the API gives it one at the sync. */
export type IrAsCreated = Omit<InstructionRegister, 'number'> & { number: number | null };

/**
 * An IR whose create waits in the offline queue, as the API will answer it
 * (docs/offline.md#writes): Open, collected by its maker, its history's first row, and the lines
 * and signatures the header-only create leaves out, so the editor opens on it with no network.
 * @example irAsCreated({ id, hunterName: 'J. Smith' }, profile)
 */
export function irAsCreated(
  body: Record<string, unknown> & { id: string },
  user: Pick<Profile, 'id' | 'fullName'>,
): IrAsCreated {
  const now = new Date().toISOString();
  return {
    lines: [],
    hunterSignatureFileId: null,
    collectorSignatureFileId: null,
    farmId: null,
    collectedAt: null,
    hunterName: '',
    ...(body as Partial<IrAsCreated>),
    id: body.id,
    version: 1,
    number: null,
    status: 'open',
    collectorId: (body.collectorId as string | null | undefined) ?? user.id,
    collectorName: user.fullName,
    farmName: null,
    orderId: null,
    history: [
      { from: null, to: 'open', note: '', byUserId: user.id, byName: user.fullName, at: now },
    ],
    createdAt: now,
    updatedAt: now,
  } as IrAsCreated;
}
