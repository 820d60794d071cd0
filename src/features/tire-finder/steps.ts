// What the finder shows, read off the machine's state (the machine decides; this only names it for the UI).
import type { FinderContext, FinderStep, FinderTab } from '../../../machines/tire-finder.machine';
import type { SearchMode } from '../../lib/results-query';

export type FinderView =
  | { kind: 'closed' }
  | { kind: 'choice' }
  | { kind: 'step'; mode: SearchMode; step: FinderStep }
  | { kind: 'navigating' };

type StateValue = string | { [key: string]: StateValue };

const modes: readonly SearchMode[] = ['size', 'rim', 'industry', 'equipment'];

export function finderView(value: StateValue): FinderView {
  if (value === 'closed' || value === 'navigating') return { kind: value };
  if (typeof value === 'string') return { kind: 'closed' };
  const open = value.open;
  if (open === undefined || open === 'choice' || typeof open === 'string') return { kind: 'choice' };
  const mode = modes.find((m) => open[m] !== undefined);
  const step = mode ? open[mode] : undefined;
  return mode && typeof step === 'string' ? { kind: 'step', mode, step: step as FinderStep } : { kind: 'choice' };
}

export const choices: { mode: SearchMode; label: string }[] = [
  { mode: 'size', label: 'Size' },
  { mode: 'rim', label: 'Rim Diameter' },
  { mode: 'industry', label: 'Industry' },
  { mode: 'equipment', label: 'Equipment Type' },
];

export const modeLabel = (mode: SearchMode) => choices.find((c) => c.mode === mode)!.label;

export interface StepTab {
  step: FinderStep;
  label: string;
  /** What was picked at this step, shown under the label once chosen. */
  picked?: string;
  /** The pick as read aloud, when the shown text is terse (25" → 25 inch). */
  spoken?: string;
}

export const rimLabel = (diameter: number) => `${diameter}"`;
export const rimSpoken = (diameter: number) => `${diameter} inch`;

/** The tab headers of a sub-search, in order. */
export function stepTabs(mode: SearchMode, ctx: FinderContext): StepTab[] {
  const sizes: StepTab = { step: 'sizes', label: 'Tire Size' };
  const equipment: StepTab = { step: 'equipment', label: 'Equipment Type', picked: ctx.equipment?.name };
  switch (mode) {
    case 'size':
      return [sizes];
    case 'rim':
      return [
        {
          step: 'rims',
          label: 'Rim Diameter',
          picked: ctx.rim ? rimLabel(ctx.rim.rimDiameter) : undefined,
          spoken: ctx.rim ? rimSpoken(ctx.rim.rimDiameter) : undefined,
        },
        sizes,
      ];
    case 'equipment':
      return [equipment, sizes];
    case 'industry':
      return [{ step: 'industries', label: 'Industry', picked: ctx.industry?.name }, equipment, sizes];
  }
}

export const isTab = (step: FinderStep): step is FinderTab => step !== 'sizes';
