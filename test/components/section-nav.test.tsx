// Secondary navigation (SPEC §2): which section is highlighted, what a click does, and the 1 s lock (§9).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { pickActiveSection, SECTION_NAV_LOCK_MS, WithSectionNav } from '../../src/components/SectionNav';

describe('pickActiveSection', () => {
  const boxes = [
    { id: 'a', top: -900, bottom: -100 },
    { id: 'b', top: -100, bottom: 500 },
    { id: 'c', top: 500, bottom: 1200 },
  ];

  it('picks the section whose top is at or above the viewport top and whose bottom is below it', () => {
    expect(pickActiveSection(boxes)).toBe('b');
    expect(pickActiveSection([{ id: 'x', top: 0, bottom: 300 }])).toBe('x');
    expect(pickActiveSection([{ id: 'x', top: 0.6, bottom: 300 }])).toBe('x'); // sub-pixel landing after a scroll
  });

  it('picks none above the first section or below the last', () => {
    expect(pickActiveSection([{ id: 'a', top: 120, bottom: 900 }])).toBeNull();
    expect(pickActiveSection([{ id: 'a', top: -900, bottom: -10 }])).toBeNull();
    expect(pickActiveSection([])).toBeNull();
  });

  it('measures from below a sticky header when there is one', () => {
    expect(pickActiveSection(boxes, 600)).toBe('c');
    expect(pickActiveSection([{ id: 'a', top: 30, bottom: 400 }], 64)).toBe('a');
  });
});

// jsdom has no layout: each section reports the box a test gives it.
const layout: Record<string, { top: number; bottom: number }> = {};
function place(id: string, top: number, bottom: number) {
  layout[id] = { top, bottom };
}

function renderNav() {
  const sections = [
    { id: 'one', label: 'One' },
    { id: 'two', label: 'Two' },
    { id: 'three', label: 'Three' },
  ];
  render(
    <WithSectionNav label="Test sections" sections={sections}>
      {sections.map((s) => (
        <section key={s.id} id={s.id} tabIndex={-1}>
          <h2>{s.label}</h2>
        </section>
      ))}
    </WithSectionNav>,
  );
  for (const s of sections) {
    const el = document.getElementById(s.id)!;
    el.getBoundingClientRect = () => ({ ...layout[s.id]!, left: 0, right: 0, width: 0, height: 0, x: 0, y: 0, toJSON: () => ({}) }) as DOMRect;
  }
}

const link = (name: string) => screen.getByRole('link', { name });
const activeLinks = () => screen.queryAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'true').map((a) => a.textContent);

async function scrollTo(positions: [string, number, number][]) {
  for (const [id, top, bottom] of positions) place(id, top, bottom);
  fireEvent.scroll(window);
  await act(async () => {
    jest.advanceTimersByTime(20); // one animation frame
  });
}

describe('SectionNav', () => {
  let scrollCalls: ScrollToOptions[];
  let reducedMotion = false;
  beforeEach(() => {
    jest.useFakeTimers();
    scrollCalls = [];
    reducedMotion = false;
    window.scrollTo = ((opts: ScrollToOptions) => scrollCalls.push(opts)) as typeof window.scrollTo;
    window.matchMedia = ((query: string) => ({ matches: reducedMotion && query.includes('reduce'), media: query })) as unknown as typeof window.matchMedia;
    place('one', 0, 800);
    place('two', 800, 1600);
    place('three', 1600, 2400);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is a navigation landmark of in-page links, highlighting the section at the top', async () => {
    renderNav();
    expect(screen.getByRole('navigation', { name: 'Test sections' })).toBeInTheDocument();
    expect(link('Two')).toHaveAttribute('href', '#two');
    await act(async () => {
      jest.advanceTimersByTime(20);
    });
    expect(activeLinks()).toEqual(['One']);
    await scrollTo([['one', -900, -100], ['two', -100, 700], ['three', 700, 1500]]);
    expect(activeLinks()).toEqual(['Two']);
  });

  it('scrolls smoothly to a clicked section, marks it active and ignores scrolling for 1 second', async () => {
    renderNav();
    fireEvent.click(link('Three'));
    expect(scrollCalls).toEqual([{ top: 1600, behavior: 'smooth' }]);
    expect(activeLinks()).toEqual(['Three']);
    expect(document.activeElement).toBe(document.getElementById('three'));
    // The smooth scroll passes section two: the highlight stays on the clicked section.
    await scrollTo([['one', -900, -100], ['two', -100, 700], ['three', 700, 1500]]);
    expect(activeLinks()).toEqual(['Three']);
    await act(async () => {
      jest.advanceTimersByTime(SECTION_NAV_LOCK_MS);
    });
    await scrollTo([['one', -1700, -900], ['two', -900, -100], ['three', -100, 700]]);
    expect(activeLinks()).toEqual(['Three']);
    await scrollTo([['one', 0, 800], ['two', 800, 1600], ['three', 1600, 2400]]);
    expect(activeLinks()).toEqual(['One']);
  });

  it('jumps without animation when the visitor prefers reduced motion', () => {
    reducedMotion = true;
    renderNav();
    fireEvent.click(link('Two'));
    expect(scrollCalls).toEqual([{ top: 800, behavior: 'auto' }]);
  });
});
