// Wide page banners (1600 x 500, dark so white titles read over them) and the 64 x 64 page icons.
import { mapPin, sensor, shield, wrench } from './diagrams';
import { C, at, backdrop, circle, line, poly, rect, stroke, sun, svg, tire } from './kit';
import { haulTruck, serviceTruck, wheelLoader } from './machines';

const W = 1600;
const H = 500;

export function reliableBanner(): string {
  return svg(W, H, 'Reliable Services banner: service truck and haul truck at sunrise',
    backdrop(W, H, 420) + sun(1010, 190, 70) +
    rect(0, 420, W, 8, C.d2) + at(800, 420, 1.1, haulTruck()) + at(1290, 420, 0.95, serviceTruck()) +
    line(0, 470, W, 470, C.d2, 4) + rect(80, 440, 220, 10, C.accent));
}

export function tireManagementBanner(): string {
  const pins = [[720, 250], [960, 200], [1330, 130]].map(([x, y]) => mapPin(x, y, 22)).join('');
  const links = stroke('M720 300 Q840 200 960 250 T1330 180', C.accent, 3, ' stroke-dasharray="10 10"');
  const walls = poly([[560, 500], [560, 440], [840, 440], [870, 390], [1110, 390], [1140, 340], [1600, 340], [1600, 500]], C.d2) +
    rect(560, 440, 280, 6, C.d3) + rect(870, 390, 240, 6, C.d3) + rect(1140, 340, 460, 6, C.d3);
  return svg(W, H, 'Tire Management Solutions banner: haul trucks on pit benches with sensor data',
    backdrop(W, H, 500) + walls + at(600, 440, 0.72, haulTruck()) + at(890, 390, 0.72, haulTruck(C.mid)) +
    links + pins + sensor(1380, 280, 1.1) + tire(1250, 270, 70));
}

export function trustedBanner(): string {
  return svg(W, H, 'Trusted Products banner: loader and haul truck before a giant tire',
    backdrop(W, H, 430) + tire(1420, 240, 210) + at(620, 430, 1.05, wheelLoader()) + at(960, 430, 0.95, haulTruck()) +
    rect(0, 430, W, 70, C.d2) + rect(80, 455, 220, 10, C.accent));
}

const ICON = 64;

export const reliableIcon = (): string =>
  svg(ICON, ICON, 'Reliable Services icon', tire(32, 32, 26, C.d3) + wrench(34, 30, 0.32, C.accent));

export const tireManagementIcon = (): string =>
  svg(ICON, ICON, 'Tire Management Solutions icon',
    circle(32, 34, 26, C.d1) + stroke('M14 40 A20 20 0 0 1 50 40', C.light, 5) + stroke('M44 22 A20 20 0 0 1 50 40', C.accent, 5) +
    line(32, 40, 44, 24, C.white, 4) + circle(32, 40, 5, C.accent));

export const trustedIcon = (): string =>
  svg(ICON, ICON, 'Trusted Products icon', shield(32, 32, 28, C.accent) + tire(32, 31, 15, C.white));
