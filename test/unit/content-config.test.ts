// Issue 19: the content service's settings. None is required (the built-in service); a bad one stops the start
// with a message naming it, as every setting does (server/config.ts).
import { ConfigError, loadConfig } from '../../server/config';

const config = (env: Record<string, string>) => loadConfig({ LOG_LEVEL: 'silent', ...env }).content;

describe('content settings', () => {
  it('default to the built-in service, polled every 60 s when a Strapi is set', () => {
    expect(config({})).toEqual({ apiUrl: null, apiToken: null, webhookSecret: null, previewSecret: null, pollSeconds: 60 });
  });

  it('take a Strapi origin (a trailing slash dropped) and its secrets', () => {
    expect(
      config({
        CONTENT_API_URL: 'https://cms.example.com/',
        CONTENT_API_TOKEN: 'a'.repeat(64),
        CONTENT_WEBHOOK_SECRET: 'webhook-secret-0123',
        CONTENT_PREVIEW_SECRET: 'preview-secret-0123',
        CONTENT_POLL_SECONDS: '15',
      }),
    ).toEqual({ apiUrl: 'https://cms.example.com', apiToken: 'a'.repeat(64), webhookSecret: 'webhook-secret-0123', previewSecret: 'preview-secret-0123', pollSeconds: 15 });
  });

  it.each([
    ['CONTENT_API_URL', 'ftp://cms.example.com'],
    ['CONTENT_API_URL', 'not a url'],
    ['CONTENT_API_URL', 'https://cms.example.com/?token=x'],
    ['CONTENT_API_URL', 'https://user:pass@cms.example.com'],
    ['CONTENT_API_TOKEN', 'short'],
    ['CONTENT_WEBHOOK_SECRET', 'has spaces in it, sixteen+'],
    ['CONTENT_PREVIEW_SECRET', 'x'.repeat(600)],
    ['CONTENT_POLL_SECONDS', '0'],
    ['CONTENT_POLL_SECONDS', 'soon'],
    ['CONTENT_POLL_SECONDS', '90000'],
  ])('refuse %s=%p, naming it', (name, value) => {
    expect(() => config({ [name]: value })).toThrow(ConfigError);
    expect(() => config({ [name]: value })).toThrow(name);
  });
});
