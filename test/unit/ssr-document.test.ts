// How the server puts a rendered page into index.html, and when it uses a server-rendering bundle at all.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSsrBundle } from '../../server/ssr/bundle';
import { pageDocument } from '../../server/ssr/document';

const template = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <meta name="description" content="Site." />',
  '    <title>Basalt</title>',
  '  <script defer src="/assets/runtime.1.js"></script><script defer src="/assets/main.1.js"></script><link href="/assets/main.1.css" rel="stylesheet"></head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

const parts = {
  html: '<main><h1>Prices from $1 and $& more</h1></main>',
  head: '<title>RH-4A+ | Off-the-Road (OTR) Tires</title>\n<meta name="description" content="$\' text" />',
  state: '{"siteApi":{"x":"\\u003c/script>"}}',
  lang: 'en',
  css: ['/assets/tire-details.2.css'],
  js: ['/assets/46.3.js', '/assets/tire-details.2.js'],
};

describe('pageDocument', () => {
  it('fills #root, replaces title and description, links the page styles, and runs its chunk before the app', () => {
    const doc = pageDocument(template, parts)!;
    expect(doc).toContain('<div id="root"><main><h1>Prices from $1 and $& more</h1></main></div>');
    expect(doc).toContain('<script id="preloaded-state" type="application/json">{"siteApi":{"x":"\\u003c/script>"}}</script>');
    expect(doc.match(/<title>/g)).toHaveLength(1);
    expect(doc).toContain('<title>RH-4A+ | Off-the-Road (OTR) Tires</title>');
    expect(doc).not.toContain('content="Site."');
    expect(doc).toContain('content="$\' text"');
    const order = ['/assets/46.3.js', '/assets/tire-details.2.js', '/assets/runtime.1.js', '/assets/main.1.js'].map((f) => doc.indexOf(f));
    expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]!))).toBe(true);
    expect(doc.indexOf('<link href="/assets/tire-details.2.css" rel="stylesheet" />')).toBeGreaterThan(doc.indexOf('main.1.css'));
    expect(doc.indexOf('</head>')).toBeGreaterThan(doc.indexOf('tire-details.2.css'));
  });

  it('with the loader, lists the page chunk then the app scripts for it and leaves no script tag to run before the first paint', () => {
    const doc = pageDocument(template, { ...parts, loader: '/assets/boot.4.js' })!;
    expect(doc).not.toMatch(/<script defer src="\/assets\/(46|tire-details|runtime|main)/);
    const list = /<script id="app-scripts" type="application\/json">([^<]*)<\/script>/.exec(doc);
    expect(JSON.parse(list![1]!)).toEqual(['/assets/46.3.js', '/assets/tire-details.2.js', '/assets/runtime.1.js', '/assets/main.1.js']);
    // The loader comes last in the body, after the page's content and its preloaded state.
    const loader = doc.indexOf('<script defer src="/assets/boot.4.js"></script>');
    expect(loader).toBeGreaterThan(doc.indexOf('id="preloaded-state"'));
    expect(loader).toBeGreaterThan(doc.indexOf('id="app-scripts"'));
    expect(doc.indexOf('</body>')).toBeGreaterThan(loader);
  });

  it("writes the app's and the page's stylesheets inline, named for webpack's CSS loader, in the same order", () => {
    const styles = { '/assets/main.1.css': 'body{margin:0}', '/assets/tire-details.2.css': '.spec{content:"$&"}' };
    const doc = pageDocument(template, { ...parts, styles })!;
    expect(doc).not.toContain('rel="stylesheet"');
    const app = doc.indexOf('<style data-href="/assets/main.1.css">body{margin:0}</style>');
    const page = doc.indexOf('<style data-href="/assets/tire-details.2.css">.spec{content:"$&"}</style>');
    expect(app).toBeGreaterThan(0);
    expect(page).toBeGreaterThan(app);
    expect(doc.indexOf('</head>')).toBeGreaterThan(page);
  });

  it('keeps a link for a stylesheet it has no text for, or one whose text would close the element', () => {
    const doc = pageDocument(template, { ...parts, styles: { '/assets/tire-details.2.css': 'a::after{content:"</style>"}' } })!;
    expect(doc).toContain('<link href="/assets/main.1.css" rel="stylesheet">');
    expect(doc).toContain('<link href="/assets/tire-details.2.css" rel="stylesheet" />');
    expect(doc).not.toContain('<style');
  });

  it('refuses a template without an empty #root', () => {
    expect(pageDocument(template.replace('<div id="root"></div>', '<div id="app"></div>'), parts)).toBeNull();
  });
});

describe('loadSsrBundle', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-ssr-bundle-'));
    fs.mkdirSync(path.join(dir, 'public/assets'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'server'));
    fs.writeFileSync(path.join(dir, 'server/ssr.js'), 'exports.render = async () => ({}); exports.pageKey = (url) => url;');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const manifest = (m: unknown) => fs.writeFileSync(path.join(dir, 'server/client-manifest.json'), JSON.stringify(m));
  const load = () => loadSsrBundle(path.join(dir, 'server'), path.join(dir, 'public'));

  it('uses the bundle of the build being served, with the text of its stylesheets', () => {
    fs.writeFileSync(path.join(dir, 'public/assets/main.1.js'), '');
    fs.writeFileSync(path.join(dir, 'public/assets/main.1.css'), 'body{margin:0}');
    manifest({ main: { js: ['/assets/main.1.js'], css: ['/assets/main.1.css'] } });
    const bundle = load();
    expect(typeof bundle).toBe('object');
    expect(bundle).toMatchObject({
      chunks: { main: { js: ['/assets/main.1.js'], css: ['/assets/main.1.css'] } },
      styles: { '/assets/main.1.css': 'body{margin:0}' },
    });
  });

  it('ignores a missing bundle, or one of another build', () => {
    expect(load()).toMatch(/no server-rendering bundle/);
    manifest({ main: { js: ['/assets/main.other.js'], css: [] } });
    expect(load()).toMatch(/belongs to another build: \/assets\/main\.other\.js/);
    manifest({ main: { js: 'x' } });
    expect(load()).toMatch(/is not a chunk manifest/);
  });

  it('refuses a bundle without the page key function (the page cache would key by the raw URL)', () => {
    fs.writeFileSync(path.join(dir, 'server/ssr.js'), 'exports.render = async () => ({});');
    manifest({ main: { js: [], css: [] } });
    expect(load()).toMatch(/exports no pageKey function/);
  });
});
