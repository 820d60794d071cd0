// 800 x 600 images for the Trusted Products feature sections: one tire cross-section per technology, each
// picking out the part of the tire the technology works on.
import { bolt, tireSection, type SectionPart } from './diagrams';
import { C, circle, rect, stroke, svg, tire } from './kit';

const section = (title: string, part: SectionPart, extra = ''): string =>
  svg(800, 600, title, rect(0, 0, 800, 600, C.paper) + rect(0, 540, 800, 60, C.pale) + tireSection(part) + extra);

const heat = [300, 400, 500].map((x) => stroke(`M${x} 56 q-14 -14 0 -28 q14 -14 0 -28`, C.accent, 5)).join('');

export const durawall = (): string => section('Durawall sidewall protection', 'sidewall');
export const hiStability = (): string => section('Hi-Stability casing and bead', 'casing');
export const smoothGuard = (): string => section('Smooth Guard solid tread face', 'tread');
export const maxwork = (): string => section('Maxwork tread compound', 'compound', heat);
export const permafoam = (): string => section('Permafoam never-flat fill', 'fill');
export const deepTread = (): string => section('Deep E-4 and L-5 treads', 'depth');

export const electricDrive = (): string =>
  svg(800, 600, 'Electric Drive Ready: high instant torque',
    rect(0, 0, 800, 600, C.paper) + rect(0, 540, 800, 60, C.pale) + tire(330, 300, 240) + circle(330, 300, 60, C.d1) + bolt(320, 250, 1.3) +
    stroke('M620 170 A300 300 0 0 1 640 430', C.accent, 10) + stroke('M640 430 l-30 -6 m30 6 l8 -28', C.accent, 10) +
    stroke('M690 140 A340 340 0 0 1 712 460', C.d3, 6, ' stroke-dasharray="16 12"'));
