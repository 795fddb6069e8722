import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv, weakSecretReason } from './env.ts';

const prod = (JWT_SECRET: string) => () => loadEnv({ NODE_ENV: 'production', DATA_DIR: '.tmp/env-test', JWT_SECRET });

describe('JWT_SECRET in production', () => {
  it("refuses deploy/env.example's placeholder with a clear start-up error", () => {
    const example = readFileSync(path.resolve(import.meta.dirname, '../../../../deploy/env.example'), 'utf8');
    const placeholder = /^JWT_SECRET=(.*)$/m.exec(example)?.[1] as string;
    expect(placeholder.length).toBeGreaterThanOrEqual(32);
    expect(prod(placeholder)).toThrow(/JWT_SECRET is a placeholder.*openssl rand -base64 48/);
  });

  it('refuses short and low-entropy secrets, accepts a random one', () => {
    expect(prod('a'.repeat(20))).toThrow(/JWT_SECRET/);
    expect(prod('ab'.repeat(30))).toThrow(/too few distinct characters/);
    expect(prod('correcthorsebatterystaplecorrecthorse')).toThrow(/JWT_SECRET/);
    expect(weakSecretReason('abcd'.repeat(10))).toMatch(/distinct/);
    expect(weakSecretReason('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaabcdefghijklmnop')).toMatch(/entropy/);
    const good = 'u2Q9sV8yqk3JfE1rZpX0bT6mW4nH7cLd5gR-aYe_Oi2tKUvNsBqMwjzPlF8hD3xA';
    expect(weakSecretReason(good)).toBeNull();
    expect(prod(good)().JWT_SECRET).toBe(good);
  });

  it('leaves development and test alone', () => {
    expect(loadEnv({ NODE_ENV: 'test', DATA_DIR: '.tmp/env-test', JWT_SECRET: 'x'.repeat(40) }).JWT_SECRET).toBe('x'.repeat(40));
  });
});
