import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box';

const key = createHash('sha256').update('test key').digest();
const otherKey = createHash('sha256').update('another key').digest();

describe('sealSecret and openSecret', () => {
  it('round-trip a password without storing it in the clear', () => {
    const sealed = sealSecret('smtp-p@ssw0rd', key);
    expect(sealed).not.toContain('smtp-p@ssw0rd');
    expect(openSecret(sealed, key)).toBe('smtp-p@ssw0rd');
  });

  it('seal the same password differently each time', () => {
    expect(sealSecret('same', key)).not.toBe(sealSecret('same', key));
  });

  it('refuse a value sealed with another key, or tampered with', () => {
    const sealed = sealSecret('smtp-p@ssw0rd', key);
    expect(() => openSecret(sealed, otherKey)).toThrow();
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3] ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => openSecret([parts[0], parts[1], parts[2], flipped.toString('base64url')].join('.'), key)).toThrow();
    expect(() => openSecret('plain text', key)).toThrow('Not a sealed secret');
  });
});
