// 800 x 600 section images for the Reliable Services and Tire Management Solutions pages.
import { barChart, clipboard, clock, gauge, mapPin, screen, sensor, shield, thermometer, tireSection, wrench } from './diagrams';
import { C, at, circle, line, poly, rect, stroke, svg, text, tire } from './kit';
import { haulTruck, serviceTruck } from './machines';

const W = 800;
const H = 600;
const paper = (): string => rect(0, 0, W, H, C.paper) + rect(0, 500, W, 100, C.pale);

export const fieldService = (): string =>
  svg(W, H, 'Field service: mounting a tire with a tire handler', paper() + at(330, 520, 1.35, serviceTruck()) + rect(40, 540, 160, 10, C.accent));

export const siteSurvey = (): string =>
  svg(W, H, 'Site survey: haul road grade check',
    paper() + poly([[0, 500], [520, 300], [800, 300], [800, 500]], C.light) + line(40, 486, 500, 310, C.white, 6) +
    at(250, 425, 0.55, `<g transform="rotate(-21)">${haulTruck()}</g>`) +
    text(640, 260, 56, C.accent, '8 %') + text(640, 290, 18, C.d2, 'MAX GRADE') + clipboard(60, 60, 220, 250));

export const repairRetread = (): string =>
  svg(W, H, 'Repair and retread: cross-section with a new tread layer and a sidewall repair patch',
    rect(0, 0, W, H, C.paper) + tireSection('tread') + rect(176, 270, 34, 84, C.accent, 10) + wrench(660, 400, 1.3, C.d2));

export const training = (): string =>
  svg(W, H, 'Training: pressure and wear lessons',
    rect(0, 0, W, H, C.paper) + screen(90, 80, 620, 360, gauge(260, 300, 140, 0.62) + barChart(460, 400, 220, [70, 110, 150, 190, 240], 4)) +
    rect(380, 454, 40, 80, C.d2) + rect(300, 530, 200, 14, C.d2, 6));

export const emergency = (): string =>
  svg(W, H, 'Emergency response: round-the-clock call-out', paper() + at(420, 520, 1.1, serviceTruck()) + clock(170, 170, 100) + mapPin(620, 120, 48));

export const warranty = (): string =>
  svg(W, H, 'Warranty and claims', rect(0, 0, W, H, C.paper) + rect(120, 70, 330, 440, C.white, 12) +
    [150, 200, 250, 300, 350].map((y) => line(170, y, 400, y, C.pale, 10)).join('') + rect(170, 410, 140, 14, C.accent, 6) +
    shield(560, 320, 170, C.d2) + tire(560, 310, 90) + circle(560, 310, 30, C.accent));

export const tpms = (): string =>
  svg(W, H, 'TPMS Heavy Duty sensor reporting pressure and temperature',
    rect(0, 0, W, H, C.paper) + tire(260, 320, 220) + sensor(250, 320, 1.8) +
    screen(540, 120, 200, 300, gauge(640, 250, 70, 0.55) + rect(570, 320, 140, 16, C.light, 4) + rect(570, 350, 90, 16, C.accent, 4) + rect(570, 380, 120, 16, C.light, 4)));

export const emtrack = (): string =>
  svg(W, H, 'EMTrack dashboard',
    rect(0, 0, W, H, C.paper) +
    screen(60, 60, 680, 420,
      rect(80, 80, 360, 380, C.d3, 4) + stroke('M100 420 Q200 300 260 330 T420 120', C.light, 10) + mapPin(190, 300, 20) + mapPin(330, 220, 20) + mapPin(400, 130, 20, C.white) +
      rect(460, 80, 260, 120, C.d3, 4) + gauge(590, 180, 80, 0.4) + rect(460, 220, 260, 240, C.d3, 4) + barChart(480, 440, 220, [60, 120, 90, 170, 140], 3)) +
    rect(340, 508, 120, 40, C.d1));

export function rotation(): string {
  const pos = [[250, 170], [250, 430], [560, 150], [620, 150], [560, 450], [620, 450]];
  const tires = pos.map(([x, y], i) => rect(x - 26, y - 56, 52, 112, i === 3 ? C.accent : C.d1, 12) + text(x, y + 10, 28, C.white, String(i + 1))).join('');
  return svg(W, H, 'Tire positions of a rigid haul truck for rotation planning',
    rect(0, 0, W, H, C.paper) + rect(180, 210, 520, 180, C.d3, 16) + rect(110, 230, 110, 140, C.d2, 12) + line(250, 170, 250, 430, C.mid, 12) +
    line(590, 150, 590, 450, C.mid, 12) + tires + stroke('M620 200 Q700 300 620 400', C.accent, 6, ' stroke-dasharray="14 10"'));
}

export const costPerHour = (): string =>
  svg(W, H, 'Cost per hour chart', rect(0, 0, W, H, C.paper) + rect(60, 60, 680, 480, C.white, 12) +
    barChart(110, 480, 580, [260, 210, 300, 150, 240, 190], 3) + stroke('M130 200 L230 240 L330 170 L430 320 L530 230 L630 280', C.d2, 6) +
    [130, 230, 330, 430, 530, 630].map((x, i) => circle(x, [200, 240, 170, 320, 230, 280][i], 10, C.d2)).join(''));

export const duty = (): string =>
  svg(W, H, 'TKPH duty: a loaded haul truck on a ramp in the heat',
    rect(0, 0, W, H, C.paper) + poly([[0, 560], [620, 360], [800, 360], [800, 600], [0, 600]], C.light) +
    at(300, 470, 0.9, `<g transform="rotate(-18)">${haulTruck()}</g>`) + thermometer(700, 70, 200) + gauge(170, 170, 110, 0.82) + text(170, 240, 30, C.white, 'TKPH'));
