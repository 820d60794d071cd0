// Tab headers of a sub-search: one per step, the current one marked aria-current="step". Earlier steps
// go back (the machine decides what going back forgets); later steps are not reachable yet.
import type { FinderEvent, FinderStep } from '../../../machines/tire-finder.machine';
import { isTab, type StepTab } from './steps';

interface Props {
  tabs: StepTab[];
  current: FinderStep;
  send: (event: FinderEvent) => void;
}

export function FinderTabs({ tabs, current, send }: Props) {
  const currentIndex = tabs.findIndex((t) => t.step === current);
  // What an earlier step picked (a later step has nothing picked yet).
  const pickedAt = (tab: StepTab, i: number) => (i < currentIndex ? tab.picked : undefined);
  return (
    <nav aria-label="Search steps">
      <ol className="finder-tabs">
        {tabs.map((tab, i) => (
          <li key={tab.step} className="finder-tabs__item">
            <button
              type="button"
              className="finder-tabs__tab"
              aria-current={i === currentIndex ? 'step' : undefined}
              // Label and pick sit on two lines; the name reads as one phrase: "Industry: Mining". It holds the
              // visible words in their order (WCAG 2.5.3); the space after the label keeps them two words.
              aria-label={pickedAt(tab, i) ? `${tab.label}: ${tab.spoken ?? tab.picked}` : undefined}
              disabled={i > currentIndex}
              onClick={() => {
                if (isTab(tab.step)) send({ type: 'finder.tab', step: tab.step });
              }}
            >
              {/* The step number is drawn by CSS (a counter of the list): it is not part of the tab's label. */}
              <span className="finder-tabs__number" aria-hidden="true" />
              <span className="finder-tabs__text">
                <span className="finder-tabs__label">
                  {tab.label}
                  {pickedAt(tab, i) ? ' ' : null}
                </span>
                {pickedAt(tab, i) ? <span className="finder-tabs__picked">{pickedAt(tab, i)}</span> : null}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
