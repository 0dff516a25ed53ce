// docs/crates-and-shipments.md#weights: airlines charge a crate by the greater of its actual weight
// and the weight its volume stands for, at the air-freight divisor of 6000 cm³ a kilogram.

/** The air-freight divisor: cubic centimetres that count as one kilogram. */
export const AIR_FREIGHT_DIVISOR_CM3_PER_KG = 6000;

/** A crate's outside dimensions, in whole centimetres. */
export interface CrateDimensions {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/**
 * The volumetric weight in kilograms, rounded up to the next hundredth (the airline never rounds
 * in the shipper's favour); the one place it is computed, stored with the crate on every write.
 * @example volumetricWeightKg({ lengthCm: 120, widthCm: 80, heightCm: 60 }) // 96
 */
export function volumetricWeightKg({ lengthCm, widthCm, heightCm }: CrateDimensions): number {
  const cubicCm = lengthCm * widthCm * heightCm;
  // Whole hundredths first, so 0.1 + 0.2 style errors never round a whole value up.
  const hundredths = (cubicCm * 100) / AIR_FREIGHT_DIVISOR_CM3_PER_KG;
  return Math.ceil(Math.round(hundredths * 1e6) / 1e6) / 100;
}
