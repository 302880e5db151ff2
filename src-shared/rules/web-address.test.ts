import { describe, expect, it } from 'vitest';
import {
  boardAddressProblem,
  isUnencryptedRemoteAddress,
  normalizeBoardAddress,
  webAddressProblem,
} from './web-address.ts';

describe('the web address check', () => {
  it('accepts absolute http and https URLs, in any case of the scheme', () => {
    for (const url of [
      'http://127.0.0.1:8787/api/v1.1',
      'https://board.example/careers?id=7',
      'HTTPS://board.example',
    ]) {
      expect(webAddressProblem(url), url).toBeNull();
    }
  });

  it('names a missing or other scheme', () => {
    for (const url of [
      'board.example',
      'ftp://board.example',
      'mailto:jobs@example.com',
      '//board.example',
      '',
    ]) {
      expect(webAddressProblem(url), url).toBe('scheme');
    }
  });

  it('refuses what does not parse, and a pasted sentence the parser would quietly encode', () => {
    for (const url of ['http://', 'https://exa mple.com', 'http://example.com/apply here', 'http://[::1']) {
      expect(webAddressProblem(url), url).toBe('invalid');
    }
  });
});

describe('the board address check', () => {
  it('refuses credentials before the host, even empty ones', () => {
    for (const url of [
      'http://user:pass@board.example',
      'https://user@board.example/api/v1.1',
      'http://:@board.example',
    ])
      expect(boardAddressProblem(url), url).toBe('credentials');
  });

  it('refuses link-local and unspecified hosts in every spelling the URL parser reads', () => {
    for (const url of [
      'http://169.254.169.254/',
      'http://169.254.0.1:8080/api',
      'http://2852039166/',
      'http://0xA9FEA9FE/',
      'http://0xa9.0xfe.0xa9.0xfe/',
      'http://0251.0376.0251.0376/',
      'http://169.254.169.254./',
      'http://0.0.0.0/',
      'http://0/',
      'http://0.1.2.3/',
      'http://[::]/',
      'http://[0:0:0:0:0:0:0:0]/',
      'http://[fe80::1]/',
      'http://[FE80::abcd:1]/',
      'http://[febf:ffff::1]/',
      'http://[::ffff:169.254.169.254]/',
      'http://[::ffff:a9fe:a9fe]/',
      'http://[::ffff:0.0.0.0]/',
      'http://[::169.254.169.254]/',
      'http://[64:ff9b::169.254.169.254]/',
    ])
      expect(boardAddressProblem(url), url).toBe('unroutable');
  });

  it('accepts loopback, private, public and IPv6 hosts that are none of those', () => {
    for (const url of [
      'http://127.0.0.1:8787/api/v1.1',
      'http://[::1]:8787/api/v1.1',
      'http://10.0.0.5/api/v1.1',
      'http://169.253.1.1/',
      'http://170.254.1.1/',
      'http://[fec0::1]/',
      'http://[2001:db8::1]/',
      'https://jobs.example.com/api/v1.1',
    ])
      expect(boardAddressProblem(url), url).toBeNull();
  });

  it('keeps the parser’s form of an address, without a trailing slash', () => {
    expect(normalizeBoardAddress(' HTTP://Board.Example:80/api/v1.1/ ')).toBe(
      'http://board.example/api/v1.1',
    );
    expect(normalizeBoardAddress('http://0x7f.1:8787')).toBe('http://127.0.0.1:8787');
  });

  it('calls an http:// address unencrypted unless it is this computer’s loopback, in any spelling', () => {
    for (const url of [
      'http://jobs.example.com/api/v1.1',
      'http://10.0.0.5:8787',
      'http://192.168.1.20/',
      'HTTP://Board.Example',
      'http://127.example.com/',
      'http://localhost.example.com/',
      'http://[2001:db8::1]/',
    ])
      expect(isUnencryptedRemoteAddress(url), url).toBe(true);
    for (const url of [
      'https://jobs.example.com/api/v1.1',
      'http://127.0.0.1:8787/api/v1.1',
      'http://127.1.2.3/',
      'http://0x7f.1:8787',
      'http://2130706433/',
      'http://localhost:5180',
      'http://board.localhost/',
      'http://[::1]:8787/',
      'not an address',
    ])
      expect(isUnencryptedRemoteAddress(url), url).toBe(false);
  });
});
