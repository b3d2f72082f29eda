import type { IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

function request(headers: IncomingHttpHeaders, remoteAddress = '10.0.0.1') {
  return { headers, socket: { remoteAddress } as Socket };
}

describe('clientAddress', () => {
  it('takes the rightmost X-Forwarded-For entry, the one Google’s front end appended', () => {
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientAddress(request({ 'x-forwarded-for': ' 198.51.100.2, 10.1.1.1 , 203.0.113.7 ' }))).toBe('203.0.113.7');
  });

  it('ignores every entry the caller wrote: rotating them gives the same address', () => {
    const first = clientAddress(request({ 'x-forwarded-for': '192.0.2.1, 203.0.113.7' }));
    const rotated = clientAddress(request({ 'x-forwarded-for': '192.0.2.99, 198.18.0.4, 203.0.113.7' }));
    expect(first).toBe('203.0.113.7');
    expect(rotated).toBe(first);
  });

  it('skips the configured number of trusted proxy hops from the right (Hosting in front of the function)', () => {
    const viaHosting = request({ 'x-forwarded-for': '192.0.2.1, 203.0.113.7, 35.190.0.1' });
    expect(clientAddress(viaHosting, 1)).toBe('203.0.113.7');
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.7' }), 2)).toBe('203.0.113.7');
  });

  it('reads every X-Forwarded-For header line as one list', () => {
    expect(clientAddress(request({ 'x-forwarded-for': ['192.0.2.1', '203.0.113.7'] as unknown as string }))).toBe(
      '203.0.113.7',
    );
  });

  it('falls back to the socket address without the header, or with an empty one', () => {
    expect(clientAddress(request({}))).toBe('10.0.0.1');
    expect(clientAddress(request({ 'x-forwarded-for': ' ' }))).toBe('10.0.0.1');
    expect(clientAddress(request({ 'x-forwarded-for': ' , ' }))).toBe('10.0.0.1');
  });
});
