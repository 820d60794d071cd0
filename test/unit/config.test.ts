import { ConfigError, loadConfig } from '../../server/config';
import { originStartupNote } from '../../server/ssr/origin';

describe('loadConfig', () => {
  it('works with no configuration at all', () => {
    const c = loadConfig({}, '/srv/site');
    expect(c).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/site/data',
      databaseUrl: null,
      brandName: 'Basalt',
      mapboxToken: null,
      smtpUrl: null,
      staticDir: '/srv/site/dist/public',
      ssrDir: '/srv/site/dist/server',
      publicOrigin: null,
      allowedHosts: ['127.0.0.1:8080', 'localhost:8080'],
      mediaBaseUrl: '',
      logLevel: 'info',
      emtrackLoginUrl: 'https://emtrack.example.com/login',
      privacyPolicyUrl: 'https://www.example.com/privacy',
      legalNoticeUrl: 'https://www.example.com/legal',
      requestTimeoutMs: 30_000,
      trustProxy: false,
      // The built-in content service (no CONTENT_API_URL: no Strapi).
      content: { apiUrl: null, apiToken: null, webhookSecret: null, previewSecret: null, pollSeconds: 60 },
      // Leads are kept two years, their client addresses 30 days (docs/privacy.md).
      leadRetention: { leadDays: 730, clientAddressDays: 30 },
      sharedCache: { maxAgeSeconds: 60, staleSeconds: 30, purgeUrl: null, purgeToken: null, listenUrl: null, versionPollMs: 2000 },
    });
  });

  it('reads every variable', () => {
    const c = loadConfig(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/basalt',
        DATABASE_URL: 'postgres://u:p@localhost:5432/basalt',
        BRAND_NAME: 'Granite',
        MAPBOX_TOKEN: 'pk.eyJ1IjoiZXhhbXBsZSJ9.abc',
        SMTP_URL: 'smtp://mail.local:25',
        MEDIA_BASE_URL: 'https://cdn.example.com/',
        LOG_LEVEL: 'warn',
        EMTRACK_LOGIN_URL: 'https://track.example.org/sign-in?app=otr',
        PRIVACY_POLICY_URL: 'https://granite.example.org/privacy?lang=en',
        LEGAL_NOTICE_URL: ' https://granite.example.org/legal#imprint ',
      },
      '/srv',
    );
    expect(c.port).toBe(9000);
    expect(c.databaseUrl).toBe('postgres://u:p@localhost:5432/basalt');
    expect(c.brandName).toBe('Granite');
    expect(c.mediaBaseUrl).toBe('https://cdn.example.com');
    expect(c.logLevel).toBe('warn');
    expect(c.emtrackLoginUrl).toBe('https://track.example.org/sign-in?app=otr');
    expect(c.privacyPolicyUrl).toBe('https://granite.example.org/privacy?lang=en');
    expect(c.legalNoticeUrl).toBe('https://granite.example.org/legal#imprint');
  });

  it('reads the public origin and the server-rendering bundle folder', () => {
    const c = loadConfig({ PUBLIC_ORIGIN: 'https://Tires.Example.com/', STATIC_DIR: 'build/site', SSR_DIR: 'ssr' }, '/srv');
    expect(c.publicOrigin).toBe('https://tires.example.com');
    expect(c.ssrDir).toBe('/srv/ssr');
    // Beside STATIC_DIR unless SSR_DIR says otherwise: one build's two halves.
    expect(loadConfig({ STATIC_DIR: '/opt/site/public' }).ssrDir).toBe('/opt/site/server');
  });

  it('ALLOWED_HOSTS: the hosts whose own address may appear in absolute URLs; by default the listening ones', () => {
    expect(loadConfig({ HOST: '10.0.0.5', PORT: '9000' }).allowedHosts).toEqual(['10.0.0.5:9000', 'localhost:9000', '127.0.0.1:9000']);
    expect(loadConfig({ HOST: '::1' }).allowedHosts).toEqual(['[::1]:8080', 'localhost:8080', '127.0.0.1:8080']);
    expect(loadConfig({ ALLOWED_HOSTS: 'Tires.Example.com, tires.example.com:8443,[::1]:80' }).allowedHosts).toEqual([
      'tires.example.com',
      'tires.example.com:8443',
      '[::1]:80',
    ]);
  });

  it('a production start without PUBLIC_ORIGIN says so once, as a warning', () => {
    const unset = loadConfig({});
    expect(originStartupNote(unset, 'production')).toEqual({ level: 'warn', message: expect.stringContaining('PUBLIC_ORIGIN is not set') });
    expect(originStartupNote(unset, 'production')?.message).toContain('127.0.0.1:8080, localhost:8080');
    expect(originStartupNote(unset, undefined)?.level).toBe('info');
    expect(originStartupNote(loadConfig({ PUBLIC_ORIGIN: 'https://tires.example.com' }), 'production')).toBeNull();
  });

  it.each([
    [{ ALLOWED_HOSTS: 'tires.example.com/x' }, /ALLOWED_HOSTS/],
    [{ ALLOWED_HOSTS: 'https://tires.example.com' }, /ALLOWED_HOSTS/],
    [{ ALLOWED_HOSTS: 'a,,b' }, /ALLOWED_HOSTS/],
    [{ PORT: '80a' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ BRAND_NAME: '<b>x</b>' }, /BRAND_NAME/],
    [{ MAPBOX_TOKEN: 'has spaces in it' }, /MAPBOX_TOKEN/],
    [{ HOST: 'a b' }, /HOST/],
    [{ EMTRACK_LOGIN_URL: 'http://track.example.org/login' }, /EMTRACK_LOGIN_URL must start with https:/],
    [{ EMTRACK_LOGIN_URL: 'javascript:alert(1)' }, /EMTRACK_LOGIN_URL/],
    [{ EMTRACK_LOGIN_URL: 'track.example.org/login' }, /EMTRACK_LOGIN_URL is not a valid URL/],
    [{ PRIVACY_POLICY_URL: 'http://granite.example.org/privacy' }, /PRIVACY_POLICY_URL must start with https:/],
    [{ PRIVACY_POLICY_URL: 'javascript:alert(1)' }, /PRIVACY_POLICY_URL/],
    [{ LEGAL_NOTICE_URL: 'granite.example.org/legal' }, /LEGAL_NOTICE_URL is not a valid URL/],
    [{ LEGAL_NOTICE_URL: 'data:text/html,<b>x</b>' }, /LEGAL_NOTICE_URL must start with https:/],
    [{ REQUEST_TIMEOUT_MS: '5s' }, /REQUEST_TIMEOUT_MS/],
    [{ REQUEST_TIMEOUT_MS: '10' }, /REQUEST_TIMEOUT_MS/],
    [{ PUBLIC_ORIGIN: 'ftp://tires.example.com' }, /PUBLIC_ORIGIN/],
    [{ PUBLIC_ORIGIN: 'https://tires.example.com/shop' }, /PUBLIC_ORIGIN must be a scheme, host/],
  ])('stops on a bad value, naming it: %p', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
