// Comparing a secret a request carries with the one this server holds, in constant time: both are hashed first,
// so neither the length nor the content of the expected secret leaks through timing.
import crypto from 'node:crypto';

const digest = (text: string) => crypto.createHash('sha256').update(text).digest();

export function sameSecret(given: unknown, expected: string): boolean {
  return typeof given === 'string' && crypto.timingSafeEqual(digest(given), digest(expected));
}
