import { describe, expect, it } from 'vitest';
import { UI_CONTENT_SECURITY_POLICY } from '../api/ui-files.ts';
import {
  contentSecurityPolicy,
  parseContentSecurityPolicy,
  withSecurityHeaders,
} from './content-security-policy.ts';

describe('contentSecurityPolicy', () => {
  it("is the core's UI policy in production: scripts and connections from the app origin only", () => {
    const policy = parseContentSecurityPolicy(contentSecurityPolicy('production'));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.size).toBe(Object.keys(UI_CONTENT_SECURITY_POLICY).length);
  });

  it("adds only Vite's inline preamble and dev server socket in development", () => {
    const production = parseContentSecurityPolicy(contentSecurityPolicy('production'));
    const development = parseContentSecurityPolicy(contentSecurityPolicy('development'));
    const added = [...development].flatMap(([directive, sources]) =>
      sources
        .filter((source) => !production.get(directive)?.includes(source))
        .map((source) => `${directive} ${source}`),
    );
    expect(added).toEqual([
      "script-src 'unsafe-inline'",
      'connect-src ws://localhost:*',
      'connect-src http://localhost:*',
    ]);
  });
});

describe('withSecurityHeaders', () => {
  it('adds the policy and hardening headers, keeping status, headers and a streamed body', async () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('data: 1\n\n'));
        controller.close();
      },
    });
    const response = withSecurityHeaders(
      new Response(stream, { status: 202, headers: { 'Content-Type': 'text/event-stream' } }),
      "default-src 'none'",
    );
    expect(response.status).toBe(202);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await response.text()).toBe('data: 1\n\n');
  });

  it('keeps a body-less status such as 204', () => {
    expect(withSecurityHeaders(new Response(null, { status: 204 }), 'x').status).toBe(204);
  });
});
