import { describe, expect, it } from 'vitest';
import { AIR_FREIGHT_DIVISOR_CM3_PER_KG, volumetricWeightKg } from './volumetricWeight';

describe('volumetricWeightKg', () => {
  it('divides the volume in cm³ by the air-freight divisor of 6000', () => {
    expect(AIR_FREIGHT_DIVISOR_CM3_PER_KG).toBe(6000);
    expect(volumetricWeightKg({ lengthCm: 120, widthCm: 80, heightCm: 60 })).toBe(96);
    expect(volumetricWeightKg({ lengthCm: 100, widthCm: 60, heightCm: 50 })).toBe(50);
  });

  it('rounds up to the next hundredth of a kilogram, never down', () => {
    // 1 cm³ is 0.000166… kg: the smallest crate still weighs a hundredth.
    expect(volumetricWeightKg({ lengthCm: 1, widthCm: 1, heightCm: 1 })).toBe(0.01);
    // 70 x 50 x 33 = 115 500 cm³ = 19.25 kg exactly: no rounding up of a whole hundredth.
    expect(volumetricWeightKg({ lengthCm: 70, widthCm: 50, heightCm: 33 })).toBe(19.25);
    // 61 x 41 x 31 = 77 531 cm³ = 12.92183… kg.
    expect(volumetricWeightKg({ lengthCm: 61, widthCm: 41, heightCm: 31 })).toBe(12.93);
  });
});
