import type { IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

function request(headers: IncomingHttpHeaders, remoteAddress = '10.0.0.1') {
  return { headers, socket: { remoteAddress } as Socket };
}

describe('clientAddress', () => {
  it('takes the first X-Forwarded-For entry, which Cloud Functions and Hosting fill with the client', () => {
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientAddress(request({ 'x-forwarded-for': ' 203.0.113.7 , 198.51.100.2, 10.1.1.1' }))).toBe('203.0.113.7');
  });

  it('never uses the proxies listed after the client', () => {
    const behindProxies = clientAddress(request({ 'x-forwarded-for': '203.0.113.7, 198.51.100.2' }));
    const otherClientSameProxies = clientAddress(request({ 'x-forwarded-for': '203.0.113.9, 198.51.100.2' }));
    expect(behindProxies).not.toBe(otherClientSameProxies);
  });

  it('falls back to the socket address without the header, or with an empty one', () => {
    expect(clientAddress(request({}))).toBe('10.0.0.1');
    expect(clientAddress(request({ 'x-forwarded-for': ' ' }))).toBe('10.0.0.1');
  });
});
