import { describe, expect, it } from 'vitest';
import { errorText } from '../http/errorText';
import { passwordProblem } from './passwordPolicy';

describe('a new password has at least 10 characters and is neither the e-mail nor a common one', () => {
  it.each([
    ['short-pw1', 'Use at least 10 characters'],
    ['ann@example.com', 'Do not use your e-mail address as your password'],
    ['ANN@Example.com', 'Do not use your e-mail address as your password'],
    ['qwertyuiop', 'This password is too common; choose another one'],
    ['Password123', 'This password is too common; choose another one'],
    ['1234567890', 'This password is too common; choose another one'],
  ])('refuses %s', (password, why) => {
    const problem = passwordProblem(password, 'ann@example.com');
    expect(problem && errorText('en', problem)).toBe(why);
  });

  it('accepts a long, uncommon password that is not the e-mail', () => {
    expect(passwordProblem('Kudu-horn-on-a-plaque-7', 'ann@example.com')).toBeUndefined();
  });
});
