import { VIP_CODE_LENGTH } from './constants';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
// Bytes at or above this value are rejected so every letter is equally likely.
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const cryptoRandomBytes: RandomBytes = (bytes) => globalThis.crypto.getRandomValues(bytes);

/** A VIP code: 8 uppercase letters from a cryptographic random source. */
export function generateVipCode(randomBytes: RandomBytes = cryptoRandomBytes): string {
  let code = '';
  while (code.length < VIP_CODE_LENGTH) {
    for (const byte of randomBytes(new Uint8Array(VIP_CODE_LENGTH * 2))) {
      if (byte < UNBIASED_LIMIT && code.length < VIP_CODE_LENGTH) {
        code += ALPHABET[byte % ALPHABET.length];
      }
    }
  }
  return code;
}
