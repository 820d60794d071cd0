// Side-view machine silhouettes, all facing right with the ground line at y = 0 (place them with `at()`).
import { C, circle, line, poly, rect, stroke, tire } from './kit';

const windowPane = (x: number, y: number, w: number, h: number): string => rect(x, y, w, h, C.pale, 2);

/** Rigid haul truck (about 300 x 175): dump body with an accent stripe and canopy over the cab. */
export function haulTruck(body: string = C.d3): string {
  return (
    rect(30, -80, 245, 18, C.d1) +
    poly([[0, -92], [6, -160], [205, -166], [205, -92]], body) +
    poly([[4, -134], [205, -138], [205, -126], [3, -122]], C.accent) +
    line(60, -160, 60, -95, C.d2, 3) + line(110, -162, 110, -95, C.d2, 3) + line(160, -164, 160, -95, C.d2, 3) +
    poly([[205, -166], [302, -174], [302, -162], [205, -150]], body) +
    rect(214, -146, 46, 50, C.d2) + windowPane(221, -140, 32, 20) +
    rect(258, -114, 42, 44, C.d2) + line(266, -108, 266, -78, C.d1, 3) + line(276, -108, 276, -78, C.d1, 3) + line(286, -108, 286, -78, C.d1, 3) +
    line(205, -100, 300, -100, C.light, 3) + rect(268, -72, 36, 10, C.d1) +
    tire(78, -46, 46) + tire(240, -46, 46)
  );
}

/** Wheel loader (about 310 x 190) with an accent lift arm and a bucket at the ground. */
export function wheelLoader(attachment: 'bucket' | 'grapple' = 'bucket'): string {
  const tool =
    attachment === 'bucket'
      ? poly([[252, -98], [284, -108], [310, -6], [250, -6], [244, -44]], C.d2) + line(250, -6, 312, -6, C.light, 4)
      : rect(256, -104, 14, 70, C.d2) + circle(284, -56, 15, C.d2) + circle(306, -62, 15, C.d3) + circle(294, -86, 15, C.d3) +
        circle(316, -88, 15, C.d2) + circle(306, -112, 15, C.d2) + circle(284, -56, 6, C.light) + circle(306, -62, 6, C.light) +
        circle(294, -86, 6, C.light) + circle(316, -88, 6, C.light) + circle(306, -112, 6, C.light) +
        stroke('M262 -40 Q300 -20 326 -52', C.d1, 8);
  return (
    poly([[10, -56], [14, -114], [122, -114], [138, -56]], C.d3) + rect(2, -104, 22, 50, C.d2, 4) + rect(22, -124, 78, 12, C.d2) +
    rect(108, -188, 54, 80, C.d2) + windowPane(116, -180, 38, 40) + rect(102, -196, 66, 9, C.d1) +
    poly([[150, -60], [160, -104], [236, -92], [242, -60]], C.d3) +
    line(176, -142, 250, -100, C.light, 7) + stroke('M162 -108 L266 -62', C.accent, 16) + tool +
    tire(82, -42, 42) + tire(216, -42, 42)
  );
}

/** Low-profile underground loader, LHD (about 360 x 100). */
export function lhd(): string {
  return (
    rect(10, -80, 152, 48, C.d3, 6) + rect(4, -70, 18, 34, C.d2, 3) +
    rect(150, -100, 44, 56, C.d2) + windowPane(158, -94, 26, 16) + rect(146, -104, 52, 6, C.d1) +
    rect(190, -72, 112, 40, C.d3, 4) + stroke('M204 -74 L304 -52', C.accent, 12) +
    poly([[292, -74], [346, -68], [358, -4], [296, -4]], C.d2) + line(296, -4, 360, -4, C.light, 4) +
    tire(86, -34, 34) + tire(252, -34, 34)
  );
}

/** Motor grader (about 400 x 165) with an accent moldboard under the frame. */
export function grader(): string {
  return (
    rect(8, -92, 124, 44, C.d3, 4) + rect(14, -104, 60, 12, C.d2) +
    rect(118, -164, 52, 104, C.d2) + windowPane(126, -156, 36, 44) + rect(112, -170, 64, 8, C.d1) +
    poly([[166, -104], [362, -118], [368, -98], [166, -84]], C.d3) + rect(348, -116, 20, 66, C.d3) +
    line(190, -90, 226, -36, C.d1, 8) + line(300, -104, 276, -36, C.d1, 8) +
    poly([[196, -40], [296, -40], [290, -16], [202, -16]], C.accent) +
    tire(44, -30, 30) + tire(110, -30, 30) + tire(358, -30, 30)
  );
}

/** A shipping container (x, y = top-left) with corrugation ribs. */
export function container(x: number, y: number, w: number, h: number, fill: string): string {
  let ribs = '';
  for (let rx = x + 12; rx < x + w - 6; rx += 14) ribs += line(rx, y + 6, rx, y + h - 6, C.ink, 2, 'butt');
  return rect(x, y, w, h, fill) + `<g opacity="0.35">${ribs}</g>`;
}

/** Reach stacker (about 390 x 330) lifting a container with an accent spreader. */
export function reachStacker(): string {
  return (
    rect(20, -92, 262, 48, C.d3, 4) + rect(6, -112, 44, 70, C.d2, 4) +
    rect(150, -162, 46, 74, C.d2) + windowPane(157, -155, 32, 30) + rect(144, -168, 58, 7, C.d1) +
    line(56, -112, 300, -236, C.d2, 26) + line(170, -172, 300, -236, C.accent, 10) + line(120, -96, 170, -172, C.light, 8) +
    rect(212, -248, 184, 12, C.accent) + line(304, -240, 304, -230, C.d1, 6) + container(218, -236, 172, 76, C.mid) +
    tire(74, -40, 40) + tire(242, -40, 40)
  );
}

/** Telehandler (about 290 x 180) with a pallet on its forks. */
export function telehandler(): string {
  return (
    rect(18, -76, 206, 40, C.d3, 4) + rect(82, -142, 42, 70, C.d2) + windowPane(89, -134, 28, 30) +
    line(28, -92, 236, -172, C.accent, 16) + line(240, -176, 240, -106, C.d1, 6) + line(240, -106, 284, -106, C.d1, 6) +
    rect(246, -158, 40, 44, C.mid) + rect(246, -114, 40, 6, C.d2) +
    tire(62, -32, 32) + tire(192, -32, 32)
  );
}

/** Service truck (about 300 x 160) whose tire handler holds a large OTR tire behind the bed. */
export function serviceTruck(): string {
  return (
    rect(8, -72, 196, 34, C.d3) + rect(198, -116, 70, 78, C.d2, 4) + windowPane(222, -108, 38, 30) + rect(262, -84, 34, 46, C.d2, 4) +
    rect(36, -134, 18, 64, C.d2) + line(46, -128, -50, -176, C.accent, 14) + line(-50, -176, -66, -148, C.d1, 10) +
    rect(-74, -150, 16, 26, C.d1) + tire(-78, -96, 74, C.light) + rect(-84, -160, 12, 24, C.d1) +
    tire(62, -28, 28) + tire(236, -28, 28)
  );
}

/** Ship-to-shore gantry crane (about 360 x 420). */
export function stsCrane(): string {
  return (
    rect(40, -300, 18, 300, C.d2) + rect(200, -300, 18, 300, C.d2) + rect(20, -320, 340, 20, C.d3) + rect(-120, -316, 160, 12, C.d3) +
    line(49, -300, 209, -170, C.d3, 8) + line(209, -300, 49, -170, C.d3, 8) + rect(30, -170, 200, 12, C.d3) +
    poly([[100, -420], [130, -420], [140, -320], [90, -320]], C.d2) + line(115, -420, 340, -320, C.light, 3) + line(115, -420, -110, -316, C.light, 3) +
    rect(250, -300, 40, 24, C.accent) + line(270, -276, 270, -200, C.light, 3) + rect(240, -200, 60, 10, C.accent)
  );
}

/** A conifer for forestry scenes (x = trunk centre, ground at y = 0). */
export const pine = (x: number, h: number, fill: string): string =>
  rect(x - 4, -h * 0.18, 8, h * 0.18, C.d1) + poly([[x, -h], [x + h * 0.28, -h * 0.18], [x - h * 0.28, -h * 0.18]], fill);

/** A warehouse with roller doors (x, ground = 0). */
export function warehouse(x: number, w: number, h: number): string {
  let doors = '';
  for (let dx = x + 30; dx + 60 < x + w - 20; dx += 90) doors += rect(dx, -90, 60, 90, C.d1) + line(dx + 6, -60, dx + 54, -60, C.d3, 2);
  return poly([[x, 0], [x, -h], [x + w / 2, -h - 40], [x + w, -h], [x + w, 0]], C.d2) + rect(x, -h - 2, w, 8, C.accent) + doors;
}
