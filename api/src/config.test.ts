import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, DEFAULT_RATES_FEED_URL, loadConfig, secretBits } from './config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'keafx-config-'));

describe('loadConfig', () => {
  it('has working defaults: port 8001, embedded database, 12-hour tokens, Auckland days', () => {
    const c = loadConfig({ DATA_DIR: dataDir() });
    expect(c).toMatchObject({
      port: 8001,
      databaseUrl: undefined,
      tokenTtlSeconds: 43200,
      businessTimeZone: 'Pacific/Auckland',
      introspection: true,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/keafx'],
    ['JWT_SECRET', 'short'],
    ['BUSINESS_TIME_ZONE', 'Mars/Olympus_Mons'],
    ['NODE_ENV', 'staging'],
    ['DB_POOL_SIZE', '0'],
    ['TOKEN_TTL_SECONDS', '5'],
    ['SMTP_URL', 'mail.example.com'],
    ['LOG_LEVEL', 'loud'],
    ['GRAPHQL_INTROSPECTION', 'yes'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', DB_POOL_SIZE: '-1' })).toThrow(/PORT: .*\n {2}DB_POOL_SIZE: /s);
  });

  it('allows cheap password hashing only to the test suite', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).passwordHashCost).toBe('standard');
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'low', DATA_DIR: dataDir() }).passwordHashCost).toBe('low');
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), PASSWORD_HASH_COST: 'low', DATA_DIR: dataDir() }),
    ).toThrow('PASSWORD_HASH_COST: low is for the test suite only (NODE_ENV=test)');
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'low', DATA_DIR: dataDir() })).toThrow(
      'PASSWORD_HASH_COST: low is for the test suite only',
    );
    expect(() => loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'cheap', DATA_DIR: dataDir() })).toThrow(/PASSWORD_HASH_COST: /);
  });

  it('refuses to start in production without JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow('JWT_SECRET: is required in production');
  });

  it('refuses a production JWT_SECRET with too little randomness, naming how to make one (issue 25)', () => {
    for (const weak of ['a'.repeat(40), 'abcd'.repeat(8), 'password'.repeat(4)])
      expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: weak, DATA_DIR: dataDir() })).toThrow(
        /JWT_SECRET: has too little randomness for production \(about \d+ bits; at least 96 needed\): make one with `openssl rand -base64 48`/,
      );
    for (const strong of ['9f86d081884c7d659a2feaa0c55ad015', 'r3Hk0Qm1t8Zp5VwYb2Lc9Nf4Xs7Ga6Je1Ud0Ti3Ko8Pq5Rm2Sw']) {
      expect(secretBits(strong)).toBeGreaterThanOrEqual(96);
      expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: strong, DATA_DIR: dataDir() }).jwtSecret).toBe(strong);
    }
    // Outside production the check does not apply (tests and development use fixed secrets).
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'a'.repeat(40), DATA_DIR: dataDir() }).jwtSecret).toBe('a'.repeat(40));
  });

  it('outside production, generates a secret once and keeps it in the data dir (owner-only)', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    const file = path.join(dir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('reads TRUST_PROXY as a flag, a hop count or a list', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe('loopback');
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '$(rm)' })).toThrow(/TRUST_PROXY: /);
  });

  it('reads the throttle limits and body limits, and refuses an email-wide limit below the per-address one', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({
      loginMaxFailures: 5,
      loginEmailMaxFailures: 20,
      loginAddressMaxFailures: 20,
      graphqlBodyLimit: 100 * 1024,
      anonymousBodyLimit: 8 * 1024,
    });
    expect(loadConfig({ DATA_DIR: dataDir(), LOGIN_EMAIL_MAX_FAILURES: '50', GRAPHQL_BODY_LIMIT_KB: '64' })).toMatchObject({
      loginEmailMaxFailures: 50,
      graphqlBodyLimit: 64 * 1024,
    });
    // Unset, the email-wide and address limits follow LOGIN_MAX_FAILURES (4x).
    expect(loadConfig({ DATA_DIR: dataDir(), LOGIN_MAX_FAILURES: '50' })).toMatchObject({
      loginMaxFailures: 50,
      loginEmailMaxFailures: 200,
      loginAddressMaxFailures: 200,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), LOGIN_MAX_FAILURES: '10', LOGIN_EMAIL_MAX_FAILURES: '5' })).toThrow(
      /LOGIN_EMAIL_MAX_FAILURES: must be at least/,
    );
    for (const [name, value] of [
      ['LOGIN_ADDRESS_MAX_FAILURES', '0'],
      ['GRAPHQL_BODY_LIMIT_KB', 'big'],
      ['ANONYMOUS_BODY_LIMIT_KB', '1'],
    ] as const) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
    }
  });

  it('turns the rate feed on by default (a keyless ECB-based feed) and off with RATES_FEED_URL=off', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).ratesFeedUrl).toBe(DEFAULT_RATES_FEED_URL);
    expect(DEFAULT_RATES_FEED_URL).toBe('https://api.frankfurter.dev/v1/latest?base=NZD');
    expect(loadConfig({ DATA_DIR: dataDir(), RATES_FEED_URL: 'off' }).ratesFeedUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), RATES_FEED_URL: 'http://127.0.0.1:9/latest' }).ratesFeedUrl).toBe('http://127.0.0.1:9/latest');
    for (const bad of ['ftp://rates.example/latest', 'offline', 'OFF', 'no']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), RATES_FEED_URL: bad })).toThrow(
        /^Invalid configuration:\n {2}RATES_FEED_URL: must be an http:\/\/ or https:\/\/ URL, or off/,
      );
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8001, databaseUrl: undefined });
  });
});

describe('start-up with a bad setting', () => {
  it('exits with status 1 and names the variable, before touching the database', () => {
    const main = path.join(__dirname, 'main.ts');
    const r = spawnSync(process.execPath, ['--conditions=keafx-source', '-r', '@swc-node/register', main], {
      env: { ...process.env, PORT: 'eighty', DATA_DIR: dataDir() },
      encoding: 'utf8',
      timeout: 20000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('Invalid configuration:\n  PORT: ');
    expect(r.stderr).toContain('See .env.example');
    expect(r.stderr).not.toMatch(/at .*\(.*\.ts:\d+/);
  });
});
