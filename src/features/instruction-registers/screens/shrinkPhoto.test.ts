import { describe, expect, it } from 'vitest';
import { fittedSize } from './shrinkPhoto';

describe('fittedSize (docs/instruction-registers.md#photos-and-signatures)', () => {
  it('shrinks a phone photo to 1600 px on its long edge, keeping its shape', () => {
    expect(fittedSize(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fittedSize(3024, 4032)).toEqual({ width: 1200, height: 1600 });
  });

  it('never enlarges a small photo', () => {
    expect(fittedSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
