import type { Address } from '../../../shared/authCalls';

/** The address form's starting values, or the saved address. */
export const addressValues = (address?: Address | null): Address => ({
  line1: address?.line1 ?? '',
  line2: address?.line2 ?? '',
  city: address?.city ?? '',
  region: address?.region ?? '',
  postalCode: address?.postalCode ?? '',
  country: address?.country ?? '',
});
