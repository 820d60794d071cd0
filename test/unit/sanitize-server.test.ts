/**
 * @jest-environment jsdom
 */
// The server's sanitiser of content HTML (sanitize-html, src/lib/sanitize-server.ts), used where there is no DOM
// for DOMPurify: server-rendered pages. The same allowlist as DOMPurify's (src/lib/sanitize.ts), so the server's
// HTML keeps formatting and safe links and nothing executable whatever the content holds, and the page a
// visitor gets from the server is the page the browser's sanitiser makes of the same content.
import fc from 'fast-check';
import { contentSeed } from '../../server/content/seed';
import type { SeedArticle, SeedContentItem, SeedContentPage } from '../../server/content/seed/types';
import { markdownToHtml } from '../../src/lib/markdown';
import { ALLOWED_TAGS, SAFE_URL, sanitizeAnywhere, sanitizeHtml, setServerSanitizer, URL_WHITESPACE } from '../../src/lib/sanitize';
import { sanitizeOnServer as clean } from '../../src/lib/sanitize-server';

/** The output as a browser parses it. */
function parse(html: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
}

/** Every element is allowlisted, only links carry attributes, and only a safe href (plus target/rel). */
function expectSafe(html: string): void {
  for (const el of parse(html).querySelectorAll('*')) {
    const tag = el.localName;
    expect(ALLOWED_TAGS).toContain(tag);
    for (const { name, value } of el.attributes) {
      expect(tag === 'a' && ['href', 'target', 'rel'].includes(name)).toBe(true);
      if (name === 'href') expect(SAFE_URL.test(value.replace(URL_WHITESPACE, ''))).toBe(true);
    }
  }
}

describe('sanitizeOnServer', () => {
  it('removes scripts, styles and iframes with their content', () => {
    expect(clean('<p>Keep</p><script>window.__xss=2</script><style>p{color:red}</style><iframe src="https://evil.example"></iframe>')).toBe(
      '<p>Keep</p>',
    );
    expect(clean('<p>a</p><script>if (a < b) x = "</p><img src=x onerror=y>"</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(clean('<p>a</p><noscript><p>no</p></noscript><template><p>t</p></template><svg><title>s</title></svg><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('removes images with event handlers and every on* attribute, keeping the text', () => {
    const out = clean('<p onclick="steal()">Call-outs are logged. <img src="x" onerror="window.__xss=1"><span onmouseover="x()">hi</span></p>');
    expect(out).toBe('<p>Call-outs are logged. <span>hi</span></p>');
    expect(out).not.toMatch(/onerror|onclick|onmouseover|<img/);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java&#9;script:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'jav&Tab;ascript:alert(1)',
    'data:text/html,<script>x</script>',
    'vbscript:x',
    'ftp://files.example.com/a',
  ])('drops the href %p', (href) => {
    expect(clean(`<a href="${href}">link</a>`)).toBe('<a>link</a>');
  });

  it('never leaves a link a browser would run, however its address is written, and drops it as DOMPurify does', () => {
    // A numeric reference without its ';' (&#106avascript:) is a 'j' to a browser: the address is checked as a
    // browser reads it, so the link goes, as it does in the browser's sanitiser.
    for (const href of ['&#106avascript:alert(1)', 'java&#x09script:alert(1)', '&#0000106avascript:alert(1)']) {
      expect([href, clean(`<a href="${href}">link</a>`)]).toEqual([href, '<a>link</a>']);
    }
    // (Hex digits are read greedily: &#x6Aa is U+06AA, so this one is a harmless relative address to both.)
    const link = parse(clean('<a href="&#x6Aavascript:alert(1)">link</a>')).querySelector('a')!;
    expect(new URL(link.getAttribute('href') ?? '', 'http://localhost/page').origin).toBe('http://localhost');
  });

  it.each(['/contact/request-consultation', 'docs/page.html', '#top', 'mailto:otr@example.com', 'tel:+15551234567'])(
    'keeps the href %p',
    (href) => {
      expect(clean(`<a href="${href}">link</a>`)).toBe(`<a href="${href}">link</a>`);
    },
  );

  it('opens absolute links in a new tab without access to the page, and drops any target or rel of its own', () => {
    expect(clean("<a href='https://example.com/a?b=1&amp;c=2'>ext</a>")).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">ext</a>',
    );
    expect(clean('<a href="//cdn.example.com/x.pdf" target="_self" rel="opener">cdn</a>')).toBe(
      '<a href="//cdn.example.com/x.pdf" target="_blank" rel="noopener noreferrer">cdn</a>',
    );
    expect(clean('<a href="/tires" target="_top" rel="opener">in</a>')).toBe('<a href="/tires">in</a>');
  });

  it('keeps every allowed tag and strips the rest, with their text', () => {
    const allowed =
      '<h2>h2</h2><h3>h3</h3><h4>h4</h4><p><strong>s</strong><em>e</em><b>b</b><i>i</i><del>d</del><code>c</code><br /><span>sp</span></p>' +
      '<ul><li>u</li></ul><ol><li>o</li></ol><blockquote><p>q</p></blockquote><pre><code>x = 1</code></pre><hr />';
    expect(parse(clean(allowed)).innerHTML).toBe(parse(allowed).innerHTML);
    expect(clean('<div><h1>Title</h1><table><tr><td>cell</td></tr></table><u>under</u></div>')).toBe('Titlecellunder');
    expect(clean('<span href="/x" class="c" style="color:red" data-x="1" aria-label="l">t</span><a title="t" href="/x" class="c">t</a>')).toBe(
      '<span>t</span><a href="/x">t</a>',
    );
  });

  it('keeps text as text: character references stay, a stray < or & is escaped, unclosed tags are closed', () => {
    expect(clean('Tires &amp; rims &lt;b&gt; 5 < 8 & more')).toBe('Tires &amp; rims &lt;b&gt; 5 &lt; 8 &amp; more');
    expect(clean('<p><strong>open')).toBe('<p><strong>open</strong></p>');
    expect(clean('<!-- a comment --><p>x</p></span>')).toBe('<p>x</p>');
  });

  it('gives the same page as DOMPurify for every rich text field of the sample content, rendered from its Markdown', () => {
    const { items } = contentSeed('Basalt');
    const markdown = [
      ...items
        .filter((i): i is SeedContentItem => 'is_active' in i)
        .flatMap((i) => [i.sub_title, i.description, ...(i.segment_lists_id ?? []).map((entry) => entry.title)]),
      ...items.filter((i): i is SeedArticle => i.collection === 'articles').map((a) => a.body),
      ...items.filter((i): i is SeedContentPage => i.collection === 'content-pages').flatMap((p) => p.sections.map((s) => s.body)),
    ].filter((v): v is string => typeof v === 'string' && v.trim() !== '');
    expect(markdown.length).toBeGreaterThan(40);
    const pages = markdown.map(markdownToHtml);
    // Real formatting goes through both: headings, lists, emphasis and site links.
    const all = pages.join('');
    for (const tag of ['<h2>', '<h3>', '<ul>', '<ol>', '<strong>', '<a href="/']) expect(all).toContain(tag);
    for (const html of pages) expect(parse(clean(html)).innerHTML).toBe(sanitizeHtml(html, window));
  });

  it('gives the same page as DOMPurify for hostile markup and links of every kind', () => {
    for (const html of [
      '<p onclick="steal()">Call-outs. <img src="x" onerror="window.__xss=1"><script>window.__xss=2</script></p>',
      '<p><a href="javascript:alert(1)">js</a> <a href="/tires">site</a> <a href="https://example.com/x">ext</a> <a href="mailto:a@b.c">mail</a></p>',
      '<ul><li><a href="data:text/html,x">data</a></li><li><iframe src="https://evil.example"></iframe>kept</li></ul>',
      '<h2>Title</h2><table><tr><td>cell</td></tr></table><u>under</u>',
      '<blockquote><p>q <del>d</del> <code>c</code></p></blockquote><pre><code>x &lt; 1</code></pre><hr>',
    ]) {
      expect(parse(clean(html)).innerHTML).toBe(sanitizeHtml(html, window));
    }
  });

  it('never lets anything but the allowlist through, whatever the markup', () => {
    const piece = fc.constantFrom(
      '<p>', '</p>', '<a href="', '<a href=', "<a href='", '">', "'>", '>', '<', '</', '<script>', '</script>', '<img src=x onerror=alert(1)>',
      '<svg onload=alert(1)>', '</svg>', '<style>', '</style>', '<!--', '-->', '<textarea>', '</textarea>', 'javascript:', '&#106;',
      '&#x09;', '&colon;', '&', ';', '"', "'", '=', ' ', '\t', 'on', 'error', '/', 'x', '<b>', '<span class=c>', '<iframe>', '</a>',
      '<math>', '<template>', '<noscript>', '<p/>', '<br/>', '<A HREF=', 'data:', 'https://e.com/', '<h2>', '<pre>', '<code>', '<hr>',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        expectSafe(clean(pieces.join('')));
      }),
      { numRuns: 500 },
    );
  });
});

describe('sanitizeAnywhere', () => {
  it('uses DOMPurify where there is a DOM (the browser), even with a server sanitiser registered', () => {
    const server = jest.fn((html: string) => `server:${html}`);
    setServerSanitizer(server);
    expect(sanitizeAnywhere('<p>a<img src=x onerror=y></p>')).toBe('<p>a</p>');
    expect(server).not.toHaveBeenCalled();
  });
});
