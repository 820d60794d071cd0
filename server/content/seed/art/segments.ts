// 800 x 500 industry scenes for the Trusted Products industry segment tiles.
import { C, at, backdrop, benches, path, rect, svg } from './kit';
import { container, grader, haulTruck, lhd, pine, reachStacker, stsCrane, telehandler, warehouse, wheelLoader } from './machines';

const W = 800;
const H = 500;

export const mining = (): string =>
  svg(W, H, 'Mining: haul truck on open-pit benches',
    rect(0, 0, W, H, C.ink) + benches(0, 130, W, 5, 60, C.d1) + rect(0, 420, W, 80, C.d3) + at(210, 430, 1.25, haulTruck(C.mid)));

export const underground = (): string =>
  svg(W, H, 'Underground mining: LHD loader in a drift',
    rect(0, 0, W, H, C.d3) + path('M60 430 L60 200 Q60 60 400 60 Q740 60 740 200 L740 430 Z', C.ink) +
    rect(120, 84, 560, 26, C.d2, 13) + rect(380, 118, 40, 8, C.accent, 4) +
    rect(0, 430, W, 70, C.d2) + at(200, 430, 1.1, lhd()));

export const construction = (): string =>
  svg(W, H, 'Construction: motor grader on a new road', backdrop(W, H, 400) + rect(0, 400, W, 34, C.mid) + rect(0, 414, W, 6, C.accent) + at(190, 430, 1.05, grader()));

export const quarry = (): string =>
  svg(W, H, 'Quarry and aggregate: wheel loader at a stockpile',
    backdrop(W, H, 420) + path('M380 420 C470 330 520 190 600 190 C680 190 730 330 820 420 Z', C.light) + path('M560 420 C620 350 660 290 720 290 C770 290 800 340 820 380 L820 420 Z', C.mid) +
    at(140, 430, 1.2, wheelLoader()) + rect(0, 430, W, 70, C.d2));

export const port = (): string =>
  svg(W, H, 'Port: reach stacker and quay crane',
    rect(0, 0, W, H, C.ink) + rect(0, 440, W, 60, C.d2) + at(470, 440, 0.85, stsCrane()) +
    container(20, 380, 130, 60, C.d3) + container(20, 320, 130, 60, C.mid) + container(160, 380, 130, 60, C.accent) + at(300, 440, 1, reachStacker()));

export const industrial = (): string =>
  svg(W, H, 'Industrial: telehandler at a warehouse', rect(0, 0, W, H, C.paper) + at(0, 430, 1, warehouse(380, 400, 260)) +
    rect(0, 430, W, 70, C.light) + at(80, 430, 1.2, telehandler()));

export const forestry = (): string =>
  svg(W, H, 'Forestry and waste: log stacker among pines',
    rect(0, 0, W, H, C.ink) + at(0, 430, 1, pine(60, 320, C.d2) + pine(150, 260, C.d1) + pine(600, 300, C.d2) + pine(700, 360, C.d1) + pine(770, 250, C.d2)) +
    rect(0, 430, W, 70, C.d3) + at(220, 430, 1.15, wheelLoader('grapple')));
