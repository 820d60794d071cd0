// Rich text of the content service is Markdown (Strapi's `richtext`): src/lib/markdown.ts renders it, raw HTML
// inside it is shown as text (never passed through), and the sanitiser of the page (server: sanitize-html;
// browser: DOMPurify) still cleans the result, so a hostile link written in Markdown is no link either.
import { JSDOM } from 'jsdom';
import { markdownToHtml } from '../../src/lib/markdown';
import { sanitizeAnywhere, setServerSanitizer } from '../../src/lib/sanitize';
import { sanitizeOnServer } from '../../src/lib/sanitize-server';

/** The HTML as a browser parses it. */
function parse(html: string): HTMLElement {
  const body = new JSDOM('').window.document.body;
  body.innerHTML = html;
  return body;
}

describe('markdownToHtml', () => {
  it('renders headings, paragraphs, lists, links and emphasis', () => {
    const page = parse(
      markdownToHtml(
        [
          '## Keep grades within limits',
          'Road grade should **never** exceed 8%, *even* briefly.',
          '- Crown straight sections.\n- Bank the curves.',
          '1. Survey.\n2. Fix.',
          '### Read more',
          'See [the tire selection tip](/infocenter/otr-tips/select-the-right-tire).',
        ].join('\n\n'),
      ),
    );
    expect(page.querySelector('h2')?.textContent).toBe('Keep grades within limits');
    expect(page.querySelector('h3')?.textContent).toBe('Read more');
    expect(page.querySelector('p strong')?.textContent).toBe('never');
    expect(page.querySelector('p em')?.textContent).toBe('even');
    expect([...page.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['Crown straight sections.', 'Bank the curves.']);
    expect([...page.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual(['Survey.', 'Fix.']);
    const link = page.querySelector('a')!;
    expect([link.getAttribute('href'), link.textContent]).toEqual(['/infocenter/otr-tips/select-the-right-tire', 'the tire selection tip']);
    expect(page.querySelectorAll('p')).toHaveLength(2);
  });

  it.each([
    ['a script block', '<script>window.__xss=1</script>', '<script>window.__xss=1</script>'],
    ['an image with an error handler, inline', 'Before <img src=x onerror="window.__xss=1"> after.', 'Before <img src=x onerror="window.__xss=1"> after.'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', '<iframe src="https://evil.example"></iframe>'],
    ['a link with a handler', 'Go <a href="/x" onclick="steal()">here</a>.', 'Go <a href="/x" onclick="steal()">here</a>.'],
    ['an HTML comment', '<!-- hidden --> Text', '<!-- hidden --> Text'],
  ])('shows raw HTML as text: %s', (_, markdown, text) => {
    const html = markdownToHtml(markdown);
    const page = parse(html);
    expect(page.querySelector('script, img, iframe, a, [onerror], [onclick]')).toBeNull();
    expect(page.textContent?.trim()).toBe(text);
    expect(html).not.toMatch(/<(script|img|iframe|a)\b/i);
  });

  it('escapes what is text: ampersands and angle brackets', () => {
    const html = markdownToHtml('Tires & rims: 5 < 8 > 3');
    expect(html.trim()).toBe('<p>Tires &amp; rims: 5 &lt; 8 &gt; 3</p>');
  });

  it('leaves Markdown links with a script address to the sanitiser, which keeps their text only', () => {
    for (const markdown of ['[click](javascript:alert(1))', '[click](JAVASCRIPT:alert(1))', '[click](data:text/html,x)', '[click](vbscript:x)']) {
      const page = parse(sanitizeOnServer(markdownToHtml(markdown)));
      expect([markdown, page.textContent?.trim()]).toEqual([markdown, 'click']);
      expect([markdown, page.querySelector('a[href]')]).toEqual([markdown, null]);
    }
    const safe = parse(sanitizeOnServer(markdownToHtml('[dealers](/dealers) and [Strapi](https://strapi.io)')));
    expect([...safe.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      ['/dealers', null],
      ['https://strapi.io', '_blank'],
    ]);
  });
});

describe('sanitizeAnywhere without a DOM (server rendering)', () => {
  const html = markdownToHtml('**Cut-resistant** compounds.\n\n<script>x()</script>\n\n[Dealers](/dealers)');

  it('keeps the text only until the server sanitiser is registered, then keeps the formatting and safe links', () => {
    const text = sanitizeAnywhere(html);
    expect(text).not.toMatch(/<[a-z]/i);
    expect(text).toContain('Cut-resistant compounds.');

    setServerSanitizer(sanitizeOnServer);
    const page = parse(sanitizeAnywhere(html));
    expect(page.querySelector('strong')?.textContent).toBe('Cut-resistant');
    expect(page.querySelector('a')?.getAttribute('href')).toBe('/dealers');
    expect(page.querySelector('script')).toBeNull();
    expect(page.textContent).toContain('<script>x()</script>');
  });
});
