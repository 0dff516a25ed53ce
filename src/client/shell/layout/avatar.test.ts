import { describe, expect, it } from 'vitest';
import { initials, sizedAvatarUrl } from './avatar';

describe('the avatar asks for size 48 and shows the initials of first and last name', () => {
  it.each([
    ['Ada', 'Lovelace', 'AL'],
    ['jan', 'van Riebeeck', 'JV'],
    ['Ada', '', 'A'],
  ])('initials of %s %s are %s', (first, last, expected) => {
    expect(initials(first, last)).toBe(expected);
  });

  it('asks for the image at size 48', () => {
    expect(sizedAvatarUrl('https://images.example.com/a.png?x=1')).toBe(
      'https://images.example.com/a.png?x=1&size=48',
    );
    expect(sizedAvatarUrl('/api/files/avatar/7')).toBe('/api/files/avatar/7?size=48');
    expect(sizedAvatarUrl(undefined)).toBeUndefined();
  });
});
