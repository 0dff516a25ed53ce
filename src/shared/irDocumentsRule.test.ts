import { describe, expect, it } from 'vitest';
import { mayAttachIrDocuments } from './irWorkflow';

// docs/instruction-registers.md#documents: who gets the upload in an IR's Documents section.
describe('attaching documents on an IR’s screen', () => {
  it('is for staff and the IR’s own collector, not another collector nor its readers', () => {
    const may = (roles: Parameters<typeof mayAttachIrDocuments>[0]['roles'], isCollector = false) =>
      mayAttachIrDocuments({ roles, isCollector });
    expect(may(['admin'])).toBe(true);
    expect(may(['customerLiaison'])).toBe(true);
    expect(may(['collector'], true)).toBe(true);
    expect(may(['collector'])).toBe(false);
    expect(may(['professionalHunter'])).toBe(false);
    expect(may(['huntingOutfitter'])).toBe(false);
    expect(may(['client'])).toBe(false);
  });
});
