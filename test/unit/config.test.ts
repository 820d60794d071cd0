import { ConfigError, loadConfig } from '../../server/config';

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
      mediaBaseUrl: '',
      logLevel: 'info',
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
      },
      '/srv',
    );
    expect(c.port).toBe(9000);
    expect(c.databaseUrl).toBe('postgres://u:p@localhost:5432/basalt');
    expect(c.brandName).toBe('Granite');
    expect(c.mediaBaseUrl).toBe('https://cdn.example.com');
    expect(c.logLevel).toBe('warn');
  });

  it.each([
    [{ PORT: '80a' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ BRAND_NAME: '<b>x</b>' }, /BRAND_NAME/],
    [{ MAPBOX_TOKEN: 'has spaces in it' }, /MAPBOX_TOKEN/],
    [{ HOST: 'a b' }, /HOST/],
  ])('stops on a bad value, naming it: %p', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
