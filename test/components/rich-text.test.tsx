// A rich text field of the content service as a visitor sees it (src/components/RichText.tsx): Markdown (Strapi's
// `richtext`, what the built-in service stores) rendered and sanitised, or Strapi's `blocks` JSON (a Strapi
// whose field is a Blocks field) through Strapi's renderer, whose links follow the same safe-address rule.
import type { BlocksContent } from '@strapi/blocks-react-renderer';
import { render, screen, within } from '@testing-library/react';
import { RichText } from '../../src/components/RichText';

const text = (value: string, marks: Record<string, boolean> = {}) => ({ type: 'text' as const, text: value, ...marks });

describe('RichText with Markdown', () => {
  it('shows headings, paragraphs, lists, links and emphasis', () => {
    const { container } = render(
      <RichText
        className="rich-text"
        value={'## Keep grades low\n\nRoad grade should **never** exceed 8%.\n\n- Crown the road.\n- Bank the curves.\n\nAsk [a dealer](/dealers) or [the maker](https://example.com/tires).'}
      />,
    );
    const box = container.firstElementChild as HTMLElement;
    expect(box).toHaveClass('rich-text');
    expect(within(box).getByRole('heading', { level: 2 })).toHaveTextContent('Keep grades low');
    expect(within(box).getByText('never').tagName).toBe('STRONG');
    expect(within(box).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Crown the road.', 'Bank the curves.']);
    expect(within(box).getByRole('link', { name: 'a dealer' })).toHaveAttribute('href', '/dealers');
    const external = within(box).getByRole('link', { name: 'the maker' });
    expect(external).toHaveAttribute('href', 'https://example.com/tires');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows raw HTML as text, and a javascript: link as its text only', () => {
    const { container } = render(
      <RichText value={'Before <img src=x onerror="window.__xss=1"> after.\n\n<script>window.__xss=2</script>\n\n[click me](javascript:alert(1))'} />,
    );
    expect(container.querySelector('img, script, [onerror]')).toBeNull();
    expect(container).toHaveTextContent('Before <img src=x onerror="window.__xss=1"> after.');
    expect(container).toHaveTextContent('<script>window.__xss=2</script>');
    expect(screen.getByText('click me').closest('a')?.getAttribute('href') ?? null).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('renders nothing for an empty or missing field', () => {
    for (const value of [null, undefined, '']) {
      const { container, unmount } = render(<RichText value={value} />);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });
});

describe('RichText with Strapi blocks', () => {
  const blocks: BlocksContent = [
    { type: 'heading', level: 2, children: [text('Haul roads')] },
    {
      type: 'paragraph',
      children: [
        text('Keep grades '),
        text('under 8%', { bold: true }),
        text(', see '),
        { type: 'link', url: '/dealers', children: [text('a dealer')] },
        text(' or '),
        { type: 'link', url: 'https://example.com/roads', children: [text('the guide')] },
        text('.'),
      ],
    },
    {
      type: 'list',
      format: 'unordered',
      children: [
        { type: 'list-item', children: [text('Crown the road.')] },
        { type: 'list-item', children: [text('Bank the curves.')] },
      ],
    },
    { type: 'list', format: 'ordered', children: [{ type: 'list-item', children: [text('Survey.')] }] },
  ];

  it('shows the paragraph, heading, lists and links', () => {
    const { container } = render(<RichText className="rich-text" value={blocks} />);
    const box = container.firstElementChild as HTMLElement;
    expect(box).toHaveClass('rich-text');
    expect(within(box).getByRole('heading', { level: 2 })).toHaveTextContent('Haul roads');
    expect(within(box).getByText('under 8%').closest('strong')).not.toBeNull();
    expect(box.querySelector('p')).toHaveTextContent('Keep grades under 8%, see a dealer or the guide.');
    expect([...box.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['Crown the road.', 'Bank the curves.']);
    expect([...box.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual(['Survey.']);
    const site = within(box).getByRole('link', { name: 'a dealer' });
    expect(site).toHaveAttribute('href', '/dealers');
    expect(site).not.toHaveAttribute('target');
    const external = within(box).getByRole('link', { name: 'the guide' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>x</script>', 'vbscript:x'])(
    'renders a link to %p as its text, without an <a href>',
    (url) => {
      const { container } = render(
        <RichText value={[{ type: 'paragraph', children: [text('Open '), { type: 'link', url, children: [text('this link')] }, text(' now.')] }]} />,
      );
      expect(container).toHaveTextContent('Open this link now.');
      expect(container.querySelector('a')).toBeNull();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    },
  );

  it('leaves images out', () => {
    const { container } = render(
      <RichText
        value={[
          {
            type: 'image',
            image: { name: 'x.png', alternativeText: 'x', url: 'https://evil.example/x.png', width: 1, height: 1, formats: {}, hash: 'x', ext: '.png', mime: 'image/png', size: 1, previewUrl: null, provider: 'local', createdAt: '', updatedAt: '' },
            children: [text('')],
          },
          { type: 'paragraph', children: [text('After the image.')] },
        ] as BlocksContent}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('After the image.');
  });
});
