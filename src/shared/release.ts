// docs/product.md#release-label: the release label; package.json's version must match (guarded by release.test.ts).
export const RELEASE = '0.3.0';
