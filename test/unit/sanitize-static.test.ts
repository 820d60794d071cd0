/**
 * @jest-environment jsdom
 */
// The DOM-less sanitiser of server-rendered pages: the same allowlist as DOMPurify's (sanitize.ts), so the
// server's HTML keeps formatting and safe links, and nothing executable, whatever the content holds.
import fc from 'fast-check';
import { contentSeed } from '../../server/content/seed';
import { ALLOWED_TAGS, SAFE_URL, sanitizeHtml } from '../../src/lib/sanitize';
import { sanitizeHtmlWithoutDom as clean, URL_WHITESPACE } from '../../src/lib/sanitize-static';

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

describe('sanitizeHtmlWithoutDom', () => {
  it('removes scripts, styles and iframes with their content', () => {
    expect(clean('<p>Keep</p><script>window.__xss=2</script><style>p{color:red}</style><iframe src="https://evil.example"></iframe>')).toBe(
      '<p>Keep</p>',
    );
    expect(clean('<p>a</p><script>if (a < b) x = "</p><img src=x onerror=y>"</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('removes images with event handlers and every on* attribute, keeping the text', () => {
    const out = clean('<p onclick="steal()">Call-outs are logged. <img src="x" onerror="window.__xss=1"><span onmouseover="x()">hi</span></p>');
    expect(out).toBe('<p>Call-outs are logged. <span>hi</span></p>');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java&#9;script:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#106avascript:alert(1)',
    'javascript&colon;alert(1)',
    'jav&Tab;ascript:alert(1)',
    'data:text/html,<script>x</script>',
    'vbscript:x',
    'ftp://files.example.com/a',
  ])('drops the href %p', (href) => {
    expect(clean(`<a href="${href}">link</a>`)).toBe('<a>link</a>');
  });

  it.each(['/contact/request-consultation', 'docs/page.html', '#top', 'mailto:otr@example.com', 'tel:+15551234567'])(
    'keeps the href %p',
    (href) => {
      expect(clean(`<a href="${href}">link</a>`)).toBe(`<a href="${href}">link</a>`);
    },
  );

  it('opens absolute links in a new tab without access to the page', () => {
    expect(clean("<a href='https://example.com/a?b=1&amp;c=2'>ext</a>")).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">ext</a>',
    );
  });

  it('keeps every allowed tag and strips the rest, with their text', () => {
    const allowed = '<p><strong>s</strong><em>e</em><b>b</b><i>i</i><br><span>sp</span></p><ul><li>u</li></ul><ol><li>o</li></ol><h3>h3</h3><h4>h4</h4>';
    expect(clean(allowed)).toBe(allowed);
    expect(clean('<div><h2>Title</h2><table><tr><td>cell</td></tr></table><u>under</u></div>')).toBe('Titlecellunder');
    expect(clean('<span href="/x" class="c" style="color:red" data-x="1">t</span><a title="t" href="/x" target="_top">t</a>')).toBe(
      '<span>t</span><a href="/x">t</a>',
    );
  });

  it('keeps text as text: character references stay, a stray < or & is escaped, unclosed tags are closed', () => {
    expect(clean('Tires &amp; rims &lt;b&gt; 5 < 8 & more')).toBe('Tires &amp; rims &lt;b&gt; 5 &lt; 8 &amp; more');
    expect(clean('<p><strong>open')).toBe('<p><strong>open</strong></p>');
    expect(clean('<!-- a comment --><p>x</p></span>')).toBe('<p>x</p>');
  });

  it('gives the same page as DOMPurify for every rich text field of the sample content', () => {
    const fields = contentSeed('Basalt').items.flatMap((item) => [
      ...[item.title, item.sub_title, item.description].filter((v): v is string => typeof v === 'string' && /<[a-z]/i.test(v)),
      ...(item.segment_lists_id ?? []).map((entry) => entry.title),
    ]);
    expect(fields.length).toBeGreaterThan(20);
    for (const html of fields) expect(parse(clean(html)).innerHTML).toBe(sanitizeHtml(html, window));
  });

  it('never lets anything but the allowlist through, whatever the markup', () => {
    const piece = fc.constantFrom(
      '<p>', '</p>', '<a href="', '<a href=', "<a href='", '">', "'>", '>', '<', '</', '<script>', '</script>', '<img src=x onerror=alert(1)>',
      '<svg onload=alert(1)>', '</svg>', '<style>', '</style>', '<!--', '-->', '<textarea>', '</textarea>', 'javascript:', '&#106;',
      '&#x09;', '&colon;', '&', ';', '"', "'", '=', ' ', '\t', 'on', 'error', '/', 'x', '<b>', '<span class=c>', '<iframe>', '</a>',
      '<math>', '<template>', '<noscript>', '<p/>', '<br/>', '<A HREF=', 'data:', 'https://e.com/',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        expectSafe(clean(pieces.join('')));
      }),
      { numRuns: 500 },
    );
  });
});
