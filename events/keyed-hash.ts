/**
 * HMAC-SHA-256, synchronous, for the pseudonyms of personal data (decision 037): a stand-in must be
 * computed while the tab's recording is written (synchronously, on `pagehide` too), where Web
 * Crypto's promise-based digest cannot be awaited. Without the tab's secret salt the stand-ins
 * cannot be recomputed from guessed values. Checked against node:crypto in tests/events.
 */

/** The first 64 primes: SHA-256's constants are the fractions of their roots (FIPS 180-4 §4.2.2). */
const PRIMES: number[] = [];
for (let n = 2; PRIMES.length < 64; n++) if (PRIMES.every((q) => n % q !== 0)) PRIMES.push(n);
const fraction = (x: number) => ((x - Math.floor(x)) * 2 ** 32) >>> 0;
const K = new Uint32Array(PRIMES.map((q) => fraction(Math.cbrt(q))));
const H0 = PRIMES.slice(0, 8).map((q) => fraction(Math.sqrt(q)));
const W = new Uint32Array(64);

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** SHA-256 of bytes. */
export function sha256(data: Uint8Array): Uint8Array {
  const bitLength = data.length * 8;
  const padded = new Uint8Array((((data.length + 9 + 63) >> 6) << 6) >>> 0);
  padded.set(data);
  padded[data.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bitLength / 2 ** 32));
  view.setUint32(padded.length - 4, bitLength >>> 0);
  const h = new Uint32Array(H0);
  for (let offset = 0; offset < padded.length; offset += 64) {
    for (let i = 0; i < 16; i++) W[i] = view.getUint32(offset + i * 4);
    for (let i = 16; i < 64; i++) {
      const a = W[i - 15] as number;
      const b = W[i - 2] as number;
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      W[i] = ((W[i - 16] as number) + s0 + (W[i - 7] as number) + s1) >>> 0;
    }
    const v = Array.from(h);
    for (let i = 0; i < 64; i++) {
      const [a, b, c, d, e, f, g, hh] = v as [number, number, number, number, number, number, number, number];
      const s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
      const ch = (e & f) ^ (~e & g);
      const t1 = (hh + s1 + ch + (K[i] as number) + (W[i] as number)) >>> 0;
      const s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
      const maj = (a & b) ^ (a & c) ^ (b & c);
      v[7] = g;
      v[6] = f;
      v[5] = e;
      v[4] = (d + t1) >>> 0;
      v[3] = c;
      v[2] = b;
      v[1] = a;
      v[0] = (t1 + s0 + maj) >>> 0;
    }
    for (let i = 0; i < 8; i++) h[i] = (h[i] as number) + (v[i] as number);
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  h.forEach((word, i) => outView.setUint32(i * 4, word));
  return out;
}

const encoder = new TextEncoder();
const BLOCK = 64;

/** A keyed hash: `hmac(key)(message)` is HMAC-SHA-256 of the UTF-8 message under the UTF-8 key. */
export function hmacSha256(key: string): (message: string) => Uint8Array {
  let k: Uint8Array = encoder.encode(key);
  if (k.length > BLOCK) k = sha256(k);
  const inner = new Uint8Array(BLOCK).map((_, i) => (k[i] ?? 0) ^ 0x36);
  const outer = new Uint8Array(BLOCK).map((_, i) => (k[i] ?? 0) ^ 0x5c);
  return (message) => {
    const text = encoder.encode(message);
    const first = new Uint8Array(BLOCK + text.length);
    first.set(inner);
    first.set(text, BLOCK);
    const second = new Uint8Array(BLOCK + 32);
    second.set(outer);
    second.set(sha256(first), BLOCK);
    return sha256(second);
  };
}
