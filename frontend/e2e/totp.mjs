// One-time codes as an authenticator app computes them (RFC 6238: HMAC-SHA1 over 30-second
// steps, six digits), for the browser tests that sign in with two-step sign-in.
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text) {
  let bits = 0;
  let buffer = 0;
  const bytes = [];
  for (const c of text.replace(/[\s=]/g, '').toUpperCase()) {
    buffer = (buffer << 5) | BASE32.indexOf(c);
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** The code `secret` (base32, spaces allowed) gives `steps` 30-second steps from now. */
export function totp(secret, steps = 0) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + steps));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = digest[digest.length - 1] & 0x0f;
  const word = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(word % 1_000_000).padStart(6, '0');
}
