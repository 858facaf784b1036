/**
 * Demo pictures of the workshop's machines, drawn as flat technical illustrations into standalone SVG documents.
 * Kept free of `server-only`: scripts/make-demo-video.ts draws with it outside Next.js.
 */
import type { DrawingKind } from './content/types';

/* ------------------------------------------------------------------------------------------------------------ */
/* Palette and page                                                                                             */
/* ------------------------------------------------------------------------------------------------------------ */

/** Anthracite and steel greys with one safety-orange accent; shared by every drawing. */
export const palette = {
  ink: '#1f2428',
  dark: '#2f363d',
  mid: '#4a545e',
  steel: '#8a96a3',
  light: '#c5ccd3',
  pale: '#e9edf0',
  white: '#fbfcfd',
  paper: '#f4f6f8',
  orange: '#e8590c',
  orangeLight: '#f59a5f',
  orangeDeep: '#b8460a',
} as const;
const C = palette;

const WIDTH = 1200;
const HEIGHT = 900;
/** Height of the workshop floor in every drawing. */
const FLOOR = 760;
/** Oblique projection: how far one unit of depth moves a point on the page (to the right and upwards). */
const OB = { x: 0.6, y: -0.5 } as const;

type Pt = readonly [number, number];

/** Rounds to one decimal, which keeps the markup short. */
function r(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** The page point of (x, y) pushed `depth` units back. */
function at(x: number, y: number, depth: number): Pt {
  return [x + depth * OB.x, y + depth * OB.y];
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Primitives                                                                                                   */
/* ------------------------------------------------------------------------------------------------------------ */

interface Paint {
  /** Outline colour, 'none' for no outline; the ink colour by default. */
  stroke?: string;
  sw?: number;
  /** Line ends; round by default. */
  cap?: 'round' | 'butt';
  opacity?: number;
  extra?: string;
}

function paint(p: Paint = {}): string {
  const stroke = p.stroke ?? C.ink;
  const outline =
    stroke === 'none'
      ? 'stroke="none"'
      : `stroke="${stroke}" stroke-width="${p.sw ?? 2}" stroke-linejoin="round" stroke-linecap="${p.cap ?? 'round'}"`;
  const opacity = p.opacity === undefined ? '' : ` opacity="${p.opacity}"`;
  return `${outline}${opacity}${p.extra ? ` ${p.extra}` : ''}`;
}

function rect(x: number, y: number, w: number, h: number, fill: string, p: Paint & { rx?: number } = {}): string {
  const rx = p.rx ? ` rx="${r(p.rx)}"` : '';
  return `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}"${rx} fill="${fill}" ${paint(p)}/>`;
}

function circle(cx: number, cy: number, radius: number, fill: string, p: Paint = {}): string {
  return `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${fill}" ${paint(p)}/>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, p: Paint = {}): string {
  return `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="${fill}" ${paint(p)}/>`;
}

function poly(points: readonly Pt[], fill: string, p: Paint = {}): string {
  const list = points.map(([x, y]) => `${r(x)},${r(y)}`).join(' ');
  return `<polygon points="${list}" fill="${fill}" ${paint(p)}/>`;
}

function path(d: string, fill: string, p: Paint = {}): string {
  return `<path d="${d}" fill="${fill}" ${paint(p)}/>`;
}

function line(x1: number, y1: number, x2: number, y2: number, color: string = C.ink, width = 2, extra = ''): string {
  return `<line x1="${r(x1)}" y1="${r(y1)}" x2="${r(x2)}" y2="${r(y2)}" stroke="${color}" stroke-width="${width}" stroke-linecap="round"${extra ? ` ${extra}` : ''}/>`;
}

function group(content: string | string[], attrs = ''): string {
  return `<g${attrs ? ` ${attrs}` : ''}>${Array.isArray(content) ? content.join('') : content}</g>`;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Shared machine parts                                                                                         */
/* ------------------------------------------------------------------------------------------------------------ */

type Tone = 'pale' | 'light' | 'steel' | 'mid' | 'dark' | 'orange';
const TONES: Record<Tone, { front: string; top: string; side: string }> = {
  pale: { front: C.pale, top: C.white, side: C.light },
  light: { front: C.light, top: C.pale, side: C.steel },
  steel: { front: C.steel, top: C.light, side: C.mid },
  mid: { front: C.mid, top: C.steel, side: C.dark },
  dark: { front: C.dark, top: C.mid, side: C.ink },
  orange: { front: C.orange, top: C.orangeLight, side: C.orangeDeep },
};

/** A box: front face at (x, y, w, h), top and right faces going `depth` units back. */
function prism(x: number, y: number, w: number, h: number, depth: number, tone: Tone, p: Paint = {}): string {
  const t = TONES[tone];
  return [
    poly([[x, y], [x + w, y], at(x + w, y, depth), at(x, y, depth)], t.top, p),
    poly([[x + w, y], at(x + w, y, depth), at(x + w, y + h, depth), [x + w, y + h]], t.side, p),
    rect(x, y, w, h, t.front, p),
  ].join('');
}

/** A disc or short cylinder seen from the front: front circle, and its side reaching `depth` units back. */
function disc(
  cx: number,
  cy: number,
  radius: number,
  depth: number,
  front: string,
  side: string,
  p: Paint = {},
): string {
  const [bx, by] = at(cx, cy, depth);
  const angle = Math.atan2(by - cy, bx - cx);
  const tangent = (sign: number): Pt => [
    cx + radius * Math.cos(angle + (sign * Math.PI) / 2),
    cy + radius * Math.sin(angle + (sign * Math.PI) / 2),
  ];
  const [a, b] = [tangent(1), tangent(-1)];
  return [
    circle(bx, by, radius, side, p),
    poly([a, b, [b[0] + bx - cx, b[1] + by - cy], [a[0] + bx - cx, a[1] + by - cy]], side, { ...p, stroke: 'none' }),
    circle(cx, cy, radius, front, p),
  ].join('');
}

/** An upright cylinder (cylinder barrel, motor, tank) with its top face showing. */
function vcyl(
  cx: number,
  top: number,
  bottom: number,
  radius: number,
  fill = 'url(#steelH)',
  topFill: string = C.pale,
  p: Paint = {},
): string {
  const ry = radius * 0.28;
  const body = `M${r(cx - radius)} ${r(top)} L${r(cx - radius)} ${r(bottom)} A${r(radius)} ${r(ry)} 0 0 0 ${r(cx + radius)} ${r(bottom)} L${r(cx + radius)} ${r(top)} Z`;
  return path(body, fill, p) + ellipse(cx, top, radius, ry, topFill, p);
}

/** A lying cylinder along the x axis (barrel, rod, tube), its right end face showing. */
function hcyl(
  x1: number,
  x2: number,
  cy: number,
  radius: number,
  fill = 'url(#steelV)',
  endFill: string = C.light,
  p: Paint = {},
): string {
  const rx = radius * 0.3;
  const body = `M${r(x1)} ${r(cy - radius)} L${r(x2)} ${r(cy - radius)} L${r(x2)} ${r(cy + radius)} L${r(x1)} ${r(cy + radius)} A${r(rx)} ${r(radius)} 0 0 1 ${r(x1)} ${r(cy - radius)} Z`;
  return path(body, fill, p) + ellipse(x2, cy, rx, radius, endFill, p);
}

/** A bolt head. */
function bolt(x: number, y: number, radius = 5): string {
  return (
    circle(x, y, radius, C.light, { sw: 1.5 }) +
    circle(x - radius * 0.3, y - radius * 0.3, radius * 0.35, C.white, { stroke: 'none' })
  );
}

/** A row of bolts from (x1, y1) to (x2, y2). */
function bolts(x1: number, y1: number, x2: number, y2: number, count: number, radius = 5): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const k = count === 1 ? 0.5 : i / (count - 1);
    out.push(bolt(x1 + (x2 - x1) * k, y1 + (y2 - y1) * k, radius));
  }
  return out.join('');
}

/** A round pressure gauge: bezel, tick marks, an orange end zone and a needle at `value` (0 to 1). */
function gauge(cx: number, cy: number, radius: number, value = 0.55): string {
  const pointAt = (k: number, dist: number): Pt => {
    const a = ((135 + 270 * k) * Math.PI) / 180;
    return [cx + Math.cos(a) * dist, cy + Math.sin(a) * dist];
  };
  const out = [
    circle(cx + radius * 0.08, cy + radius * 0.1, radius * 1.02, C.ink, { stroke: 'none', opacity: 0.25 }),
    circle(cx, cy, radius, C.mid),
    circle(cx, cy, radius * 0.84, C.white, { sw: 1.5 }),
  ];
  const [z1, z2] = [pointAt(0.78, radius * 0.66), pointAt(1, radius * 0.66)];
  out.push(
    path(`M${r(z1[0])} ${r(z1[1])} A${r(radius * 0.66)} ${r(radius * 0.66)} 0 0 1 ${r(z2[0])} ${r(z2[1])}`, 'none', {
      stroke: C.orange,
      sw: Math.max(2, radius * 0.12),
      cap: 'butt',
    }),
  );
  for (let i = 0; i <= 10; i++) {
    const [a, b] = [pointAt(i / 10, radius * (i % 5 === 0 ? 0.5 : 0.58)), pointAt(i / 10, radius * 0.74)];
    out.push(line(a[0], a[1], b[0], b[1], C.ink, Math.max(1, radius * (i % 5 === 0 ? 0.06 : 0.035))));
  }
  const tip = pointAt(value, radius * 0.7);
  out.push(line(cx, cy, tip[0], tip[1], C.orangeDeep, Math.max(1.5, radius * 0.07)));
  out.push(circle(cx, cy, radius * 0.11, C.dark, { stroke: 'none' }));
  return out.join('');
}

/** A hydraulic hose along an SVG path: dark outline, orange body and a light reflection. */
function hose(d: string, width = 14, color: string = C.orange): string {
  const light = color === C.orange ? C.orangeLight : C.mid;
  return [
    `<path d="${d}" fill="none" stroke="${C.ink}" stroke-width="${width + 4}" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="${d}" fill="none" stroke="${light}" stroke-width="${r(width * 0.25)}" stroke-linecap="round" opacity="0.8" transform="translate(${r(-width * 0.15)} ${r(-width * 0.2)})"/>`,
  ].join('');
}

/** A hex fitting (the nut at the end of a hose) seen from the side. */
function fitting(cx: number, cy: number, size = 14, vertical = false): string {
  const [w, h] = vertical ? [size * 1.5, size] : [size, size * 1.5];
  return (
    rect(cx - w / 2, cy - h / 2, w, h, C.light, { sw: 1.5, rx: 2 }) +
    (vertical ? line(cx - w / 2, cy, cx + w / 2, cy, C.steel, 1.5) : line(cx, cy - h / 2, cx, cy + h / 2, C.steel, 1.5))
  );
}

/** Black and orange warning stripes in a band. */
function stripes(x: number, y: number, w: number, h: number): string {
  return rect(x, y, w, h, 'url(#hazard)', { sw: 1.5 });
}

/** A soft shadow on the floor under a machine. */
function shadow(cx: number, y: number, w: number): string {
  return ellipse(cx, y, w / 2, 22, 'url(#shadow)', { stroke: 'none' });
}

/** A flat push button or indicator with a rim. */
function button(cx: number, cy: number, radius: number, fill: string): string {
  return circle(cx, cy, radius + 3, C.dark, { sw: 1.5 }) + circle(cx, cy, radius, fill, { sw: 1 });
}

/** A dark control screen; its contents are simple curves, never text. */
function screen(x: number, y: number, w: number, h: number, curve = true): string {
  const out = [
    rect(x, y, w, h, C.mid, { rx: 4 }),
    rect(x + 5, y + 5, w - 10, h - 10, 'url(#screen)', { stroke: 'none', rx: 2 }),
  ];
  if (curve) {
    const [x0, y0, x1, y1] = [x + 12, y + h - 14, x + w - 12, y + 14];
    out.push(line(x0, y0, x1, y0, C.mid, 1.5));
    out.push(line(x0, y0, x0, y1, C.mid, 1.5));
    const dx = x1 - x0;
    out.push(
      path(
        `M${r(x0)} ${r(y0)} C${r(x0 + dx * 0.3)} ${r(y0)} ${r(x0 + dx * 0.35)} ${r(y1 + 8)} ${r(x0 + dx * 0.6)} ${r(y1 + 8)} L${r(x1)} ${r(y1 + 8)}`,
        'none',
        {
          stroke: C.orange,
          sw: 2.5,
        },
      ),
    );
  }
  return out.join('');
}

/** Diagonal reflections across a window pane. */
function glare(x: number, y: number, w: number, h: number): string {
  const slant = Math.min(h * 0.5, w * 0.3);
  const band = (k: number, width: number): string =>
    poly(
      [
        [x + w * k, y],
        [x + w * k + width, y],
        [x + w * k + width - slant, y + h],
        [x + w * k - slant, y + h],
      ],
      '#ffffff',
      { stroke: 'none', opacity: 0.18 },
    );
  return band(0.45, w * 0.14) + band(0.65, w * 0.05);
}

/** A cabinet door or panel outline with a small handle. */
function panel(x: number, y: number, w: number, h: number, handleSide: 'left' | 'right' = 'right'): string {
  const hx = handleSide === 'right' ? x + w - 16 : x + 10;
  return (
    rect(x, y, w, h, 'none', { stroke: C.ink, sw: 1.5, opacity: 0.55, rx: 3 }) +
    rect(hx, y + h / 2 - 22, 6, 44, C.light, { sw: 1.2, rx: 3 })
  );
}

/** A small supporting foot under a machine. */
function foot(x: number, w = 40): string {
  return prism(x, FLOOR - 18, w, 18, 24, 'dark', { sw: 1.5 });
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Hydraulic press                                                                                              */
/* ------------------------------------------------------------------------------------------------------------ */

function press(): string {
  const o: string[] = [shadow(640, FLOOR, 880)];

  // Power pack beside the frame: tank, motor and valve with its hand lever.
  o.push(prism(975, 640, 160, 120, 60, 'mid'));
  o.push(rect(995, 662, 60, 8, C.dark, { stroke: 'none' }));
  o.push(vcyl(1035, 540, 640, 34, 'url(#darkH)', C.steel));
  for (let y = 556; y < 630; y += 12) o.push(line(1003, y, 1067, y, C.ink, 1.2, 'opacity="0.5"'));
  o.push(prism(1080, 590, 44, 46, 26, 'steel'));
  o.push(line(1102, 590, 1120, 548, C.ink, 4) + circle(1120, 546, 7, C.dark));

  // Base with warning stripes.
  o.push(prism(290, 690, 620, 70, 90, 'dark'));
  o.push(stripes(300, 704, 600, 20));

  // Columns with the holes for the table pins.
  for (const x of [350, 780]) {
    o.push(prism(x, 150, 70, 540, 60, 'steel'));
    for (let y = 360; y <= 650; y += 42) o.push(circle(x + 35, y, 9, C.dark, { sw: 1.5 }));
  }

  // Table on its two pins, the workpiece on V-blocks.
  o.push(hcyl(372, 400, 598, 12, 'url(#chromeV)') + hcyl(802, 830, 598, 12, 'url(#chromeV)'));
  o.push(prism(330, 520, 540, 56, 70, 'mid'));
  o.push(bolts(350, 548, 850, 548, 8, 4));
  o.push(prism(530, 500, 50, 20, 40, 'dark') + prism(640, 500, 50, 20, 40, 'dark'));
  o.push(vcyl(612, 452, 508, 48, 'url(#steelH)', C.light));
  o.push(ellipse(612, 452, 20, 6, C.mid, { sw: 1.5 }));

  // Crossbeam and the cylinder on its front.
  o.push(prism(320, 150, 560, 110, 60, 'steel'));
  o.push(bolts(340, 170, 860, 170, 9, 5) + bolts(340, 240, 860, 240, 9, 5));
  o.push(vcyl(600, 62, 330, 72, 'url(#steelH)', C.light));
  o.push(rect(518, 180, 164, 34, C.light, { rx: 3 }) + bolts(532, 197, 668, 197, 5, 5));
  o.push(rect(520, 312, 160, 20, C.mid, { rx: 3 }));
  o.push(vcyl(600, 332, 420, 28, 'url(#chromeH)', C.white));
  o.push(line(586, 338, 586, 418, C.orange, 3, 'opacity="0.85"'));

  // Ram head and pressing tool.
  o.push(prism(506, 420, 188, 34, 50, 'steel'));
  o.push(stripes(506, 440, 188, 14));
  o.push(
    poly(
      [
        [588, 454],
        [636, 454],
        [626, 476],
        [598, 476],
      ],
      C.light,
    ),
  );

  // Gauge on the crossbeam, hoses from the pump to both cylinder ports.
  o.push(line(460, 112, 460, 150, C.ink, 4) + gauge(460, 100, 34, 0.62));
  o.push(hose('M1100 614 C1180 560 1180 120 980 90 C860 72 740 62 672 92', 13));
  o.push(hose('M1090 632 C1150 610 1130 330 900 300 C800 290 720 300 680 300', 13));
  o.push(fitting(672, 92, 14, true) + fitting(682, 300, 14, true));
  return o.join('');
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Hose crimping machine                                                                                        */
/* ------------------------------------------------------------------------------------------------------------ */

function crimper(): string {
  const o: string[] = [shadow(560, FLOOR, 640)];
  const [cx, cy, R] = [540, 288, 178];

  // Cabinet with drawers for the die sets and a small operator panel.
  o.push(prism(320, 470, 440, 290, 90, 'mid'));
  o.push(panel(338, 490, 190, 250, 'right'));
  for (let i = 0; i < 3; i++) o.push(panel(544, 490 + i * 58, 196, 50, 'right'));
  o.push(rect(548, 670, 188, 70, C.dark, { rx: 4 }));
  o.push(screen(558, 678, 90, 54, false) + rect(568, 700, 40, 8, C.orange, { stroke: 'none', opacity: 0.9 }));
  o.push(button(676, 700, 9, C.light) + button(708, 700, 9, C.orange));

  // Foot pedal and its cable.
  o.push(path('M820 744 C800 744 790 730 760 720', 'none', { stroke: C.ink, sw: 4 }));
  o.push(prism(800, 728, 90, 32, 50, 'dark'));
  o.push(poly([[806, 728], [884, 728], at(884, 728, 40), at(806, 728, 40)], C.orange, { sw: 1.5 }));

  // Crimping head: housing, radial dies and the ferrule being crimped.
  o.push(prism(440, 420, 200, 50, 80, 'steel'));
  o.push(disc(cx, cy, R, 56, C.steel, C.mid));
  o.push(circle(cx, cy, R - 18, C.light, { sw: 1.5 }));
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2 + Math.PI / 12;
    o.push(bolt(cx + Math.cos(a) * (R - 9), cy + Math.sin(a) * (R - 9), 5));
  }
  o.push(circle(cx, cy, 132, C.dark, { sw: 2 }));
  for (let i = 0; i < 8; i++) o.push(dieSegment(cx, cy, (i / 8) * Math.PI * 2 + Math.PI / 8, 46, 124));
  o.push(circle(cx, cy, 46, C.ink, { stroke: 'none' }));

  // The hose leaves the dies towards the viewer, then falls to the floor.
  o.push(hose('M498 323 C420 388 300 400 262 520 C228 630 300 742 430 744 L540 744', 30));
  o.push(
    rect(540, 726, 34, 36, C.light, { rx: 3 }) +
      rect(574, 730, 26, 28, C.steel, { rx: 2 }) +
      line(587, 730, 587, 758, C.mid, 1.5),
  );
  o.push(disc(cx - 36, cy + 30, 40, 60, C.light, C.steel));
  for (const k of [0.78, 0.6]) o.push(circle(cx - 36, cy + 30, 40 * k, 'none', { stroke: C.steel, sw: 2 }));
  o.push(circle(cx - 36, cy + 30, 16, C.ink, { stroke: 'none' }));
  return o.join('');
}

/** One die segment of a radial crimping head, an annular sector pointing at the centre. */
function dieSegment(cx: number, cy: number, angle: number, inner: number, outer: number): string {
  const half = (19 * Math.PI) / 180;
  const p = (radius: number, a: number): string => `${r(cx + Math.cos(a) * radius)} ${r(cy + Math.sin(a) * radius)}`;
  const d = `M${p(inner, angle - half)} L${p(outer, angle - half * 0.8)} A${outer} ${outer} 0 0 1 ${p(outer, angle + half * 0.8)} L${p(inner, angle + half)} A${inner} ${inner} 0 0 0 ${p(inner, angle - half)} Z`;
  const [hx, hy] = [cx + Math.cos(angle) * (inner + outer) * 0.55, cy + Math.sin(angle) * (inner + outer) * 0.55];
  return path(d, C.light, { sw: 1.8 }) + circle(hx, hy, 5, C.steel, { sw: 1.2 });
}

/* ------------------------------------------------------------------------------------------------------------ */
/* CNC oxy-fuel cutting table (also animated by scripts/make-demo-video.ts)                                     */
/* ------------------------------------------------------------------------------------------------------------ */

/** The bed of the cutting table: front-left corner of its top, length along x and depth into the picture. */
const BED = { x: 80, y: 600, length: 800, depth: 300 } as const;
/** The steel plate on the bed, in its own coordinates: u along the table, v into the depth. */
export const cuttingPlate = { width: 700, depth: 250 } as const;
const PLATE = { u: 50, v: 25, thickness: 14 } as const;
/** Top of the gantry beam (at the beam's front face), above the floor's coordinates. */
const BEAM_TOP = 290;

/** The page point of a point (u, v) on the plate's top face. */
function onPlate(u: number, v: number): Pt {
  return at(BED.x + PLATE.u + u, BED.y - PLATE.thickness, PLATE.v + v);
}

/** The transform that maps plate coordinates onto the page (for shapes drawn on the plate). */
function plateTransform(): string {
  const [ox, oy] = onPlate(0, 0);
  return `matrix(1 0 ${OB.x} ${OB.y} ${r(ox)} ${r(oy)})`;
}

/** The closed contour the torch is cutting (a rounded rectangle), as points in plate coordinates. */
export function cuttingContour(): Pt[] {
  const [u1, v1, u2, v2, radius] = [110, 45, 400, 205, 48];
  const corners: [number, number, number][] = [
    [u2 - radius, v1 + radius, -Math.PI / 2],
    [u2 - radius, v2 - radius, 0],
    [u1 + radius, v2 - radius, Math.PI / 2],
    [u1 + radius, v1 + radius, Math.PI],
  ];
  const points: Pt[] = [[(u1 + u2) / 2, v1]];
  for (const [cu, cv, start] of corners) {
    for (let i = 0; i <= 12; i++) {
      const a = start + (i / 12) * (Math.PI / 2);
      points.push([cu + Math.cos(a) * radius, cv + Math.sin(a) * radius]);
    }
  }
  points.push([(u1 + u2) / 2, v1]);
  return points;
}

/** The position along a polyline at fraction `k` (0 to 1) of its length, and the points up to there. */
function alongPolyline(points: readonly Pt[], k: number): { at: Pt; done: Pt[] } {
  const lengths: number[] = [0];
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1]!, points[i]!];
    lengths.push(lengths[i - 1]! + Math.hypot(b[0] - a[0], b[1] - a[1]));
  }
  const target = Math.min(1, Math.max(0, k)) * lengths[lengths.length - 1]!;
  const done: Pt[] = [points[0]!];
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1]!, points[i]!];
    const [l0, l1] = [lengths[i - 1]!, lengths[i]!];
    if (target <= l1) {
      const t = l1 === l0 ? 0 : (target - l0) / (l1 - l0);
      const point: Pt = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
      done.push(point);
      return { at: point, done };
    }
    done.push(b);
  }
  return { at: points[points.length - 1]!, done };
}

function polylineD(points: readonly Pt[]): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${r(x)} ${r(y)}`).join(' ');
}

/** The last `length` units of a polyline (the still glowing end of a cut). */
function tail(points: readonly Pt[], length: number): Pt[] {
  const out: Pt[] = [];
  let left = length;
  for (let i = points.length - 1; i >= 0 && left > 0; i--) {
    const p = points[i]!;
    out.unshift(p);
    const q = points[i - 1];
    if (q) left -= Math.hypot(p[0] - q[0], p[1] - q[1]);
  }
  return out;
}

/** Small deterministic random numbers, so that a frame always looks the same. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One moment of the cutting table at work. */
export interface CuttingState {
  /** How far along the contour the torch has cut, 0 to 1. */
  progress: number;
  /** Flame size, 0 (off) to 1. */
  flame: number;
  /** Opacity of the fresh cut, 0 to 1 (the demo video fades it out before it starts again). */
  cut: number;
  /** Time in seconds, which moves the sparks. */
  time: number;
}

const STILL: CuttingState = { progress: 0.62, flame: 1, cut: 1, time: 0.37 };

function cuttingTable(state: CuttingState = STILL): string {
  const o: string[] = [shadow(560, FLOOR, 960)];
  const torch = alongPolyline(cuttingContour(), state.progress);
  const [tu, tv] = torch.at;
  const tip = onPlate(tu, tv);
  const torchDepth = PLATE.v + tv;
  const gantryDepth = torchDepth + 26;
  const [leftRail, rightRail] = [BED.x - 46, BED.x + BED.length + 16];

  // A rail running into the depth on its support wall, on either side of the bed.
  const rail = (x: number): string =>
    prism(x, BED.y - 10, 30, FLOOR - BED.y + 10, BED.depth + 50, 'steel') +
    prism(...at(x + 6, BED.y - 16, 0), 18, 6, BED.depth + 50, 'light', { sw: 1.5 }) +
    rect(x, FLOOR - 46, 30, 18, 'url(#hazard)', { sw: 1.5 });
  o.push(rail(leftRail));

  // The bed: a water tray with slats on top.
  o.push(prism(BED.x, BED.y, BED.length, FLOOR - 20 - BED.y, BED.depth, 'mid'));
  o.push(rect(BED.x, BED.y, BED.length, 16, C.dark, { sw: 1.5 }));
  for (let x = BED.x + 20; x < BED.x + BED.length - 20; x += 130) o.push(panel(x, BED.y + 32, 116, 70, 'right'));
  o.push(stripes(BED.x, FLOOR - 46, BED.length, 18));
  for (let u = 12; u < BED.length; u += 36) {
    const [a, b] = [at(BED.x + u, BED.y, 6), at(BED.x + u, BED.y, BED.depth - 6)];
    o.push(line(a[0], a[1], b[0], b[1], C.dark, 3));
  }
  o.push(foot(BED.x + 10, 50) + foot(BED.x + BED.length - 60, 50));

  // The plate: its edges, its top face, parts already cut and the part being cut.
  const { width: PW, depth: PD } = cuttingPlate;
  const [p0, p1, p2, p3] = [onPlate(0, 0), onPlate(PW, 0), onPlate(PW, PD), onPlate(0, PD)];
  const down = (p: Pt): Pt => [p[0], p[1] + PLATE.thickness];
  o.push(poly([p0, p1, down(p1), down(p0)], C.mid, { sw: 1.5 }));
  o.push(poly([p1, p2, down(p2), down(p1)], C.dark, { sw: 1.5 }));
  o.push(poly([p0, p1, p2, p3], C.light));
  const onTop: string[] = [
    circle(520, 70, 40, C.dark) + circle(520, 180, 40, C.dark),
    rect(590, 30, 70, 190, C.dark, { rx: 12 }),
    circle(40, 60, 16, C.dark) + circle(40, 190, 16, C.dark),
    path('M0 20 L700 20 M0 230 L700 230', 'none', { stroke: C.steel, sw: 1, opacity: 0.7 }),
  ];
  if (torch.done.length > 1 && state.cut > 0) {
    const hot = tail(torch.done, 70);
    onTop.push(
      group(
        [
          path(polylineD(torch.done), 'none', { stroke: C.ink, sw: 6 }),
          path(polylineD(hot), 'none', { stroke: C.orange, sw: 7, opacity: 0.75 * state.flame }),
          path(polylineD(tail(hot, 26)), 'none', { stroke: C.orangeLight, sw: 5, opacity: state.flame }),
        ],
        `opacity="${r(state.cut)}"`,
      ),
    );
  }
  o.push(group(onTop, `transform="${plateTransform()}"`));
  if (state.flame > 0)
    o.push(ellipse(tip[0], tip[1], 80 * state.flame, 40 * state.flame, 'url(#glow)', { stroke: 'none' }));

  // Gantry: a leg on each rail and the beam across the table.
  const legTop = BEAM_TOP + 40;
  const leg = (x: number): string => prism(...at(x - 6, legTop, gantryDepth), 42, BED.y - 16 - legTop, 40, 'steel');
  o.push(leg(leftRail));
  o.push(rail(rightRail));
  o.push(leg(rightRail));
  const [bx, by] = at(leftRail - 30, BEAM_TOP, gantryDepth);
  const beamLength = rightRail - leftRail + 90;
  o.push(prism(bx, by, beamLength, 70, 40, 'light'));
  o.push(rect(bx, by + 36, beamLength, 8, C.steel, { sw: 1.5 }));
  o.push(bolts(bx + 16, by + 56, bx + beamLength - 16, by + 56, 16, 3.5));
  o.push(prism(bx + 10, by - 26, 170, 26, 30, 'mid') + stripes(bx + 20, by - 20, 36, 14));
  o.push(rect(bx + 200, by - 14, beamLength - 240, 12, C.dark, { rx: 6, sw: 1.5 }));
  // CNC control box on the right leg.
  const [cx, cy] = at(rightRail + 40, legTop + 40, gantryDepth + 10);
  o.push(
    prism(cx, cy, 80, 110, 20, 'pale') +
      screen(cx + 8, cy + 8, 64, 50, false) +
      button(cx + 22, cy + 82, 7, C.orange) +
      button(cx + 56, cy + 82, 7, C.light),
  );

  // Torch carriage, torch and the oxygen and fuel gas hoses.
  const tx = tip[0];
  const [kx, ky] = at(BED.x + PLATE.u + tu - 40, BEAM_TOP + 24, torchDepth - 22);
  o.push(prism(kx, ky, 80, 96, 30, 'mid'));
  o.push(rect(kx + 12, ky + 12, 56, 18, C.dark, { rx: 3 }) + bolts(kx + 12, ky + 80, kx + 68, ky + 80, 3, 4));
  const bodyTop = ky + 96;
  o.push(
    hose(
      `M${r(tx + 6)} ${r(bodyTop + 14)} C${r(tx + 60)} ${r(bodyTop + 20)} ${r(tx + 70)} ${r(by - 30)} ${r(tx + 120)} ${r(by - 8)}`,
      7,
    ),
  );
  o.push(
    hose(
      `M${r(tx - 6)} ${r(bodyTop + 14)} C${r(tx - 60)} ${r(bodyTop + 26)} ${r(tx - 70)} ${r(by - 30)} ${r(tx - 110)} ${r(by - 8)}`,
      7,
      C.dark,
    ),
  );
  o.push(rect(tx - 10, bodyTop, 20, tip[1] - 40 - bodyTop, 'url(#chromeH)', { sw: 1.8 }));
  o.push(rect(tx - 15, bodyTop + 8, 30, 22, C.mid, { rx: 3 }));
  o.push(
    poly(
      [
        [tx - 10, tip[1] - 40],
        [tx + 10, tip[1] - 40],
        [tx + 5, tip[1] - 22],
        [tx - 5, tip[1] - 22],
      ],
      C.orangeDeep,
      { sw: 1.5 },
    ),
  );

  // Flame and sparks.
  if (state.flame > 0) {
    const f = state.flame;
    o.push(ellipse(tx, tip[1] - 10, 14 * f, 18 * f, 'url(#flame)', { stroke: 'none' }));
    o.push(
      path(
        `M${r(tx - 4 * f)} ${r(tip[1] - 22)} Q${r(tx)} ${r(tip[1] + 2 * f)} ${r(tx + 4 * f)} ${r(tip[1] - 22)} Z`,
        '#ffffff',
        { stroke: 'none', opacity: 0.95 },
      ),
    );
    o.push(sparks(tx, tip[1], state.time, f));
  }
  return o.join('');
}

/** Sparks flying off the cut: short streaks thrown outwards from the flame, falling as they cool. */
function sparks(x: number, y: number, time: number, strength: number): string {
  const out: string[] = [];
  const rand = random(11);
  for (let i = 0; i < 22; i++) {
    const angle = -Math.PI * (0.1 + rand() * 0.8);
    const speed = 180 + rand() * 220;
    const life = 0.3 + rand() * 0.3;
    const phase = ((time + rand() * life) % life) / life;
    const t = phase * life;
    const [vx, vy] = [Math.cos(angle) * speed, Math.sin(angle) * speed * 0.7];
    const [px, py] = [x + vx * t, y - 4 + vy * t + 900 * t * t];
    const [qx, qy] = [x + vx * (t - 0.04), y - 4 + vy * (t - 0.04) + 900 * (t - 0.04) ** 2];
    if (t < 0.04) continue;
    out.push(
      line(px, py, qx, qy, phase < 0.45 ? '#ffd8a8' : C.orange, 2.4, `opacity="${r((1 - phase * 0.8) * strength)}"`),
    );
  }
  return out.join('');
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Hydraulic power unit                                                                                         */
/* ------------------------------------------------------------------------------------------------------------ */

function powerUnit(): string {
  const o: string[] = [shadow(610, FLOOR, 760)];

  // Drip tray and tank.
  o.push(prism(250, 728, 640, 32, 190, 'dark') + stripes(262, 736, 616, 16));
  o.push(prism(290, 470, 560, 258, 160, 'steel'));
  o.push(
    rect(320, 510, 300, 180, C.light, { rx: 10, sw: 1.5 }) +
      bolts(336, 526, 604, 526, 7, 4) +
      bolts(336, 674, 604, 674, 7, 4),
  );
  o.push(rect(680, 520, 34, 150, C.dark, { rx: 17 }) + rect(688, 580, 18, 82, C.steel, { stroke: 'none', rx: 9 }));
  o.push(line(686, 580, 708, 580, C.orange, 3));
  o.push(
    rect(750, 520, 70, 44, C.light, { rx: 4, sw: 1.5 }) +
      bolts(756, 526, 814, 526, 2, 3) +
      bolts(756, 558, 814, 558, 2, 3),
  );
  o.push(bolts(300, 482, 840, 482, 12, 4));

  // On the lid: motor with cooling fins and fan cowl, bell housing, pump.
  const axis = 372;
  o.push(prism(370, 428, 200, 16, 40, 'dark'));
  o.push(hcyl(340, 560, axis, 62, 'url(#darkV)', C.mid));
  for (let x = 380; x < 556; x += 14) o.push(line(x, axis - 58, x, axis + 58, C.ink, 2, 'opacity="0.45"'));
  o.push(hcyl(306, 350, axis, 66, 'url(#darkV)', C.mid));
  for (let y = axis - 44; y <= axis + 44; y += 14) o.push(line(300, y, 344, y, C.ink, 2.5));
  o.push(prism(420, 290, 80, 22, 40, 'mid'));
  o.push(path(`M560 ${axis - 54} L620 ${axis - 38} L620 ${axis + 38} L560 ${axis + 54} Z`, 'url(#steelV)'));
  o.push(prism(620, axis - 40, 70, 80, 40, 'steel'));
  o.push(bolts(632, axis - 28, 680, axis - 28, 2, 4) + bolts(632, axis + 28, 680, axis + 28, 2, 4));

  // Filler cap and return filter.
  o.push(vcyl(600, 436, 452, 20, 'url(#darkH)', C.mid) + vcyl(600, 424, 436, 8, C.mid, C.steel));
  o.push(vcyl(660, 420, 458, 24, 'url(#steelH)', C.light));

  // Manifold with two directional valves and the gauge panel.
  o.push(prism(700, 382, 120, 62, 50, 'light'));
  o.push(bolts(710, 392, 810, 392, 4, 3.5));
  for (const x of [712, 770]) {
    o.push(prism(x, 328, 44, 54, 40, 'steel'));
    o.push(prism(x + 8, 300, 28, 28, 26, 'dark'));
  }
  o.push(rect(856, 230, 12, 230, C.mid, { sw: 1.5 }));
  o.push(prism(820, 220, 120, 90, 12, 'pale'));
  o.push(gauge(850, 265, 27, 0.6) + gauge(910, 265, 27, 0.35));

  // Pressure and return lines.
  o.push(hose(`M690 ${axis - 10} C700 ${axis - 10} 700 414 716 414`, 12));
  o.push(hose('M820 420 C920 430 960 470 990 560 C1020 650 1000 740 1120 748', 15));
  o.push(hose('M820 404 C940 400 1000 440 1040 520 C1070 600 1060 720 1160 724', 15, C.dark));
  o.push(fitting(820, 420, 14) + fitting(820, 404, 12));
  return o.join('');
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Honing machine                                                                                               */
/* ------------------------------------------------------------------------------------------------------------ */

function honing(): string {
  const o: string[] = [shadow(600, FLOOR, 1080)];
  const axis = 452;

  // Base cabinet and bed with its rails and coolant trough.
  o.push(prism(90, 640, 1000, 120, 100, 'dark'));
  for (let x = 110; x < 1070; x += 160) o.push(panel(x, 656, 144, 88, 'right'));
  o.push(prism(70, 560, 1050, 80, 120, 'mid'));
  o.push(stripes(70, 620, 1050, 20));
  for (const d of [30, 90]) {
    const [a, b] = [at(80, 560, d), at(1110, 560, d)];
    o.push(line(a[0], a[1], b[0], b[1], C.light, 4));
  }

  // Tube in two steady rests, with a cut-away window showing the honing head inside.
  for (const x of [190, 500]) {
    o.push(prism(x, 500, 70, 66, 50, 'steel'));
    o.push(path(`M${x - 10} ${axis + 6} A70 70 0 0 0 ${x + 80} ${axis + 6} L${x + 80} 500 L${x - 10} 500 Z`, C.light));
  }
  const [t1, t2, radius] = [140, 650, 62];
  o.push(hcyl(t1, t2, axis, radius, 'url(#steelV)', C.light));
  o.push(ellipse(t2, axis, radius * 0.3 - 8, radius - 14, C.ink, { stroke: 'none' }));
  for (const x of [190, 500])
    o.push(
      rect(x - 14, axis - radius - 8, 98, 16, C.dark, { rx: 4 }) +
        bolts(x - 4, axis - radius, x + 74, axis - radius, 2, 4),
    );
  const [w1, w2] = [280, 460];
  o.push(rect(w1, axis - radius + 10, w2 - w1, (radius - 10) * 2, C.ink, { sw: 2 }));
  const hatch: string[] = [];
  for (let x = w1 - 120; x < w2 + 120; x += 18) {
    hatch.push(
      line(x, axis - 60, x + 104, axis + 60, C.steel, 1.2) + line(x + 104, axis - 60, x, axis + 60, C.steel, 1.2),
    );
  }
  o.push(`<clipPath id="boreWindow">${rect(w1, axis - radius + 10, w2 - w1, (radius - 10) * 2, C.ink)}</clipPath>`);
  o.push(group(hatch, 'clip-path="url(#boreWindow)" opacity="0.55"'));

  // Honing bar from the stroke carriage into the tube; the head carries four stones.
  o.push(rect(300, axis - 8, 760 - 300, 16, 'url(#chromeV)', { sw: 1.5 }));
  o.push(rect(330, axis - 26, 110, 52, C.steel, { rx: 6 }));
  for (const y of [axis - 44, axis + 28]) o.push(rect(340, y, 90, 16, C.orange, { rx: 3, sw: 1.5 }));
  o.push(rect(340, axis - 8, 90, 16, C.orangeLight, { rx: 3, sw: 1.5 }));
  o.push(rect(w1, axis - radius + 10, w2 - w1, (radius - 10) * 2, 'none', { sw: 3 }));

  // Stroke carriage with spindle motor, guard and the coolant line.
  o.push(prism(760, 380, 250, 160, 110, 'light'));
  o.push(panel(800, 400, 170, 120, 'right'));
  o.push(vcyl(900, 236, 380, 54, 'url(#darkH)', C.mid));
  for (let y = 256; y < 370; y += 14) o.push(line(848, y, 952, y, C.ink, 1.5, 'opacity="0.4"'));
  o.push(rect(720, axis - 30, 40, 60, C.steel, { rx: 4 }) + bolts(728, axis - 20, 728, axis + 20, 2, 3.5));
  o.push(prism(1010, 540, 30, 14, 80, 'dark'));
  o.push(hose(`M780 400 C740 360 700 350 672 ${axis - 52}`, 10));
  o.push(fitting(668, axis - 50, 12, true));

  // Operator pendant.
  o.push(line(1090, 250, 1090, 520, C.mid, 8) + rect(1070, 514, 40, 12, C.dark, { rx: 3 }));
  o.push(prism(1040, 150, 90, 120, 24, 'pale'));
  o.push(screen(1050, 162, 70, 50) + button(1066, 240, 7, C.light) + button(1104, 240, 7, C.orange));
  return o.join('');
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Hose cut-off saw                                                                                             */
/* ------------------------------------------------------------------------------------------------------------ */

function hoseSaw(): string {
  const o: string[] = [shadow(600, FLOOR, 820)];
  // The blade stands across the hose, 70 units back from the bench's front edge.
  const bladeDepth = 90;
  const [bx, by, R] = [540 + bladeDepth * OB.x, 333, 150];
  const hoseAt = (depth: number): Pt => at(540, 504, depth);
  const hosePath = (from: number, to: number): string => {
    const [a, b] = [hoseAt(from), hoseAt(to)];
    return `M${r(a[0])} ${r(a[1])} L${r(b[0])} ${r(b[1])}`;
  };

  // Bench with drawers.
  o.push(prism(240, 520, 620, 240, 140, 'mid'));
  o.push(panel(260, 540, 280, 200, 'right'));
  for (let i = 0; i < 3; i++) o.push(panel(556, 540 + i * 68, 284, 58, 'right'));
  o.push(rect(240, 520, 620, 16, C.dark, { sw: 1.5 }));
  const slot = [
    at(536, 520, bladeDepth - 40),
    at(544, 520, bladeDepth - 40),
    at(544, 520, bladeDepth + 50),
    at(536, 520, bladeDepth + 50),
  ];
  o.push(poly(slot, C.ink, { sw: 1 }));

  // Hose reel on its stand.
  o.push(
    poly(
      [
        [100, FLOOR],
        [140, 630],
        [180, FLOOR],
      ],
      'none',
      { stroke: C.dark, sw: 10 },
    ),
  );
  o.push(disc(140, 630, 112, 40, C.light, C.steel));
  for (let i = 0; i < 5; i++)
    o.push(circle(140, 630, 96 - i * 13, 'none', { stroke: i % 2 === 0 ? C.orangeDeep : C.orange, sw: 11 }));
  o.push(circle(140, 630, 28, C.mid) + circle(140, 630, 9, C.ink, { stroke: 'none' }));

  // Pivot post and arm, the motor behind the blade, and the part of the hose behind the blade.
  o.push(prism(...at(720, 330, 100), 56, 190, 40, 'dark'));
  o.push(hose(hosePath(bladeDepth, 150), 32));
  o.push(
    poly(
      [
        [bx, by - 34],
        [808, 300],
        [808, 340],
        [bx, by + 34],
      ],
      C.mid,
    ),
  );
  o.push(circle(808, 320, 16, C.light) + circle(808, 320, 6, C.dark));
  o.push(disc(bx + 30, by - 30, 72, 110, C.mid, C.dark));

  // Blade, guard and handle.
  o.push(sawBlade(bx, by, R));
  const [ro, ri] = [R + 26, R + 4];
  o.push(
    path(
      `M${r(bx - ro)} ${by + 12} A${ro} ${ro} 0 0 1 ${r(bx + ro)} ${by + 12} L${r(bx + ri)} ${by + 12} A${ri} ${ri} 0 0 0 ${r(bx - ri)} ${by + 12} Z`,
      C.steel,
    ),
  );
  o.push(
    path(`M${r(bx - ro + 8)} ${by - 20} A${ro - 8} ${ro - 8} 0 0 1 ${r(bx - 60)} ${by - ro + 14}`, 'none', {
      stroke: C.light,
      sw: 5,
      opacity: 0.8,
    }),
  );
  o.push(circle(bx, by, 34, C.light) + circle(bx, by, 12, C.dark) + bolts(bx - 20, by - 20, bx + 20, by + 20, 2, 3.5));
  const grip = `M${r(bx - 120)} ${by - 110} L${r(bx - 190)} ${by - 170} C${r(bx - 210)} ${by - 190} ${r(bx - 196)} ${by - 220} ${r(bx - 166)} ${by - 220} L${r(bx - 80)} ${by - 220} C${r(bx - 56)} ${by - 220} ${r(bx - 50)} ${by - 200} ${r(bx - 56)} ${by - 168}`;
  o.push(path(grip, 'none', { stroke: C.ink, sw: 24 }) + path(grip, 'none', { stroke: C.dark, sw: 18 }));
  o.push(rect(bx - 150, by - 212, 40, 14, C.orange, { rx: 4, sw: 1.5 }));

  // The hose in front of the blade, held in a vice and running over the bench edge to the reel.
  const [front, cut] = [hoseAt(-4), hoseAt(bladeDepth - 2)];
  o.push(
    hose(
      `M140 ${630 - 96} C300 ${630 - 96} ${r(front[0] - 60)} ${r(front[1] + 50)} ${r(front[0])} ${r(front[1])} L${r(cut[0])} ${r(cut[1])}`,
      32,
    ),
  );
  for (const x of [498, 558]) o.push(prism(...at(x, 484, 30), 24, 36, 24, 'steel'));
  const [sx, sy] = at(582, 500, 42);
  o.push(
    line(sx, sy, sx + 40, sy, C.ink, 6) +
      line(sx + 40, sy - 20, sx + 40, sy + 20, C.dark, 8) +
      circle(sx + 40, sy - 20, 5, C.light) +
      circle(sx + 40, sy + 20, 5, C.light),
  );
  o.push(ellipse(cut[0], cut[1], 6, 15, C.orangeDeep, { sw: 1.5, opacity: 0.9 }));

  // Chips thrown by the blade.
  const rand = random(3);
  for (let i = 0; i < 16; i++) {
    const [x, y] = at(560 + rand() * 120, 520, 20 + rand() * 100);
    o.push(rect(x, y, 3, 3, C.ink, { stroke: 'none', opacity: 0.7 }));
  }

  // Cut lengths in a tray on the floor.
  o.push(prism(965, 690, 190, 70, 60, 'light'));
  for (const [x, y] of [
    [980, 684],
    [1020, 668],
    [992, 654],
  ] as const) {
    o.push(hose(`M${x} ${y} L${x + 130} ${y}`, 24) + ellipse(x + 132, y, 6, 12, C.orangeDeep, { sw: 1.5 }));
  }
  o.push(rect(965, 690, 190, 70, C.light) + stripes(965, 736, 190, 14));
  return o.join('');
}

/** A circular saw blade with teeth. */
function sawBlade(cx: number, cy: number, radius: number): string {
  const teeth = 84;
  const points: Pt[] = [];
  for (let i = 0; i < teeth; i++) {
    const a = (i / teeth) * Math.PI * 2;
    const b = ((i + 0.7) / teeth) * Math.PI * 2;
    points.push([cx + Math.cos(a) * (radius - 6), cy + Math.sin(a) * (radius - 6)]);
    points.push([cx + Math.cos(b) * radius, cy + Math.sin(b) * radius]);
  }
  return (
    poly(points, 'url(#chromeV)', { sw: 1.5 }) +
    circle(cx, cy, radius * 0.72, 'none', { stroke: C.steel, sw: 1.5 }) +
    [0, 1, 2, 3, 4, 5]
      .map((i) => {
        const a = (i / 6) * Math.PI * 2 + 0.3;
        const [x, y] = [cx + Math.cos(a) * radius * 0.5, cy + Math.sin(a) * radius * 0.5];
        return ellipse(x, y, 12, 5, C.steel, {
          stroke: 'none',
          extra: `transform="rotate(${r((a * 180) / Math.PI)} ${r(x)} ${r(y)})"`,
        });
      })
      .join('')
  );
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Cylinder test bench                                                                                          */
/* ------------------------------------------------------------------------------------------------------------ */

function testBench(): string {
  const o: string[] = [shadow(560, FLOOR, 1080)];
  const axis = 420;

  // Frame: a long beam on legs with a stretcher below, and the two end brackets.
  for (const x of [90, 440, 790]) o.push(prism(...at(x, 540, 110), 36, 220, 16, 'dark'));
  o.push(prism(...at(90, 680, 110), 736, 18, 12, 'dark'));
  for (const x of [90, 440, 790]) o.push(prism(x, 540, 36, 220, 16, 'mid'));
  o.push(prism(90, 680, 736, 18, 12, 'mid'));
  o.push(prism(60, 500, 800, 50, 130, 'steel'));
  o.push(stripes(60, 530, 800, 20));
  o.push(prism(80, 320, 60, 180, 60, 'mid') + prism(760, 320, 60, 180, 60, 'mid'));
  o.push(bolts(92, 480, 128, 480, 2, 4) + bolts(772, 480, 808, 480, 2, 4));

  // Test hoses from the console to the two cylinder ports (behind the guard).
  o.push(hose('M900 300 C760 300 640 240 560 240 C500 240 470 260 470 320', 12));
  o.push(hose('M900 330 C760 330 600 200 420 210 C300 216 230 250 230 320', 12));
  o.push(fitting(230, 328, 14, true) + fitting(470, 328, 14, true));

  // The cylinder under test, pinned at both eyes, with a load cell at the rod end.
  o.push(circle(140, axis, 34, C.light) + circle(140, axis, 13, C.dark));
  o.push(rect(140, axis - 30, 50, 60, C.steel));
  o.push(hcyl(190, 520, axis, 56, 'url(#steelV)', C.light));
  o.push(rect(186, axis - 62, 26, 124, C.mid, { rx: 3 }) + rect(500, axis - 64, 40, 128, C.mid, { rx: 3 }));
  o.push(hcyl(540, 690, axis, 24, 'url(#chromeV)', C.pale));
  o.push(line(540, axis - 12, 690, axis - 12, C.orange, 2.5, 'opacity="0.8"'));
  o.push(rect(690, axis - 40, 34, 80, C.dark, { rx: 4 }));
  o.push(circle(744, axis, 30, C.light) + circle(744, axis, 12, C.dark));
  o.push(prism(216, axis - 84, 28, 24, 20, 'steel') + prism(456, axis - 84, 28, 24, 20, 'steel'));

  // Transparent guard over the test space.
  o.push(rect(60, 180, 800, 320, C.pale, { stroke: 'none', opacity: 0.18 }));
  o.push(glare(60, 180, 800, 320));
  o.push(rect(60, 180, 800, 320, 'none', { stroke: C.mid, sw: 5 }));
  for (const x of [60, 860]) o.push(line(x, 180, x, 500, C.mid, 5));

  // Control console: screen, gauges, buttons and an emergency stop.
  o.push(prism(900, 200, 230, 560, 90, 'pale'));
  o.push(poly([[900, 200], [1130, 200], at(1130, 200, 90), at(900, 200, 90)], C.white));
  o.push(screen(920, 220, 190, 120));
  o.push(gauge(960, 400, 38, 0.7) + gauge(1070, 400, 38, 0.45));
  o.push(rect(916, 460, 198, 70, C.light, { rx: 6, sw: 1.5 }));
  o.push(button(944, 495, 11, C.pale) + button(984, 495, 11, C.mid) + button(1024, 495, 11, C.steel));
  o.push(
    circle(1080, 495, 24, C.dark) +
      circle(1080, 495, 18, C.orange) +
      circle(1076, 491, 7, C.orangeLight, { stroke: 'none' }),
  );
  o.push(panel(916, 550, 198, 190, 'right'));
  o.push(stripes(900, 742, 230, 18));

  return o.join('');
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Hydraulic cylinder                                                                                           */
/* ------------------------------------------------------------------------------------------------------------ */

function cylinder(): string {
  const o: string[] = [shadow(600, FLOOR, 1040)];
  const axis = 520;
  const barrelR = 100;

  // Two V-block stands.
  for (const x of [300, 620]) {
    o.push(prism(x, 600, 110, 160, 70, 'mid'));
    o.push(
      poly(
        [
          [x - 10, 584],
          [x + 55, 640],
          [x + 120, 584],
          [x + 120, 612],
          [x - 10, 612],
        ],
        C.dark,
      ),
    );
  }

  // Rear clevis eye.
  o.push(rect(120, axis - 44, 100, 88, C.steel));
  o.push(disc(110, axis, 62, 40, C.light, C.steel));
  o.push(circle(110, axis, 32, C.mid) + circle(110, axis, 21, C.ink, { stroke: 'none' }));

  // Barrel between the end caps.
  o.push(hcyl(230, 760, axis, barrelR, 'url(#steelV)', C.light));
  o.push(rect(200, axis - barrelR - 8, 64, (barrelR + 8) * 2, 'url(#darkV)', { rx: 6 }));
  o.push(rect(708, axis - barrelR - 14, 96, (barrelR + 14) * 2, 'url(#darkV)', { rx: 6 }));
  o.push(bolts(728, axis - 90, 728, axis + 90, 5, 6) + bolts(784, axis - 90, 784, axis + 90, 5, 6));

  // Ports with fittings and orange protective caps.
  for (const x of [240, 740]) {
    o.push(prism(x - 26, axis - barrelR - 42, 52, 42, 24, 'steel'));
    o.push(fitting(x, axis - barrelR - 56, 24, true));
    o.push(rect(x - 15, axis - barrelR - 88, 30, 26, C.orange, { rx: 5 }));
  }

  // Rod with the wiper ring, and the rod eye with its grease nipple.
  o.push(rect(804, axis - 58, 14, 116, C.orange, { rx: 3 }));
  o.push(hcyl(818, 1020, axis, 50, 'url(#chromeV)', C.pale));
  o.push(line(826, axis - 33, 1012, axis - 33, C.orange, 3, 'opacity="0.7"'));
  o.push(rect(1020, axis - 38, 40, 76, C.steel));
  o.push(disc(1094, axis, 62, 40, C.light, C.steel));
  o.push(circle(1094, axis, 36, C.pale) + circle(1094, axis, 21, C.ink, { stroke: 'none' }));
  o.push(rect(1089, axis - 76, 10, 16, C.light, { sw: 1.5 }) + circle(1094, axis - 78, 6, C.orange));
  return o.join('');
}

/* ------------------------------------------------------------------------------------------------------------ */
/* CNC lathe for seals                                                                                          */
/* ------------------------------------------------------------------------------------------------------------ */

function sealLathe(): string {
  const o: string[] = [shadow(600, FLOOR, 860)];

  // Enclosure, plinth and chip drawer.
  o.push(prism(220, 680, 640, 80, 130, 'dark'));
  o.push(stripes(220, 744, 640, 16));
  o.push(panel(250, 696, 300, 40, 'right'));
  o.push(prism(220, 230, 640, 450, 130, 'pale'));
  o.push(rect(220, 230, 640, 30, C.light, { sw: 1.5 }));

  // Status light on the roof.
  o.push(rect(808, 170, 8, 60, C.mid, { stroke: 'none' }));
  o.push(
    vcyl(812, 110, 130, 14, C.orange, C.orangeLight) +
      vcyl(812, 130, 150, 14, C.white, C.pale) +
      vcyl(812, 150, 170, 14, C.mid, C.steel),
  );

  // Sliding door with a window onto the working area.
  const [wx, wy, ww, wh] = [260, 290, 400, 280];
  o.push(rect(wx - 14, wy - 14, ww + 28, wh + 70, C.pale));
  o.push(rect(wx, wy, ww, wh, C.dark, { rx: 4 }));
  o.push(`<clipPath id="latheWindow">${rect(wx, wy, ww, wh, C.ink, { rx: 4 })}</clipPath>`);
  o.push(group(latheInterior(wx, wy, ww, wh), 'clip-path="url(#latheWindow)"'));
  o.push(glare(wx, wy, ww, wh));
  o.push(rect(wx, wy, ww, wh, 'none', { sw: 4, rx: 4 }));
  o.push(rect(wx + ww - 40, wy + wh + 12, 26, 34, C.light, { rx: 4, sw: 1.5 }));
  o.push(rect(wx + 20, wy + wh + 22, 140, 10, C.mid, { rx: 5, sw: 1.5 }));

  // Control panel: screen, keypad, override knob and emergency stop.
  o.push(rect(690, 290, 150, 370, C.light, { rx: 6 }));
  o.push(screen(702, 302, 126, 96, false));
  o.push(path('M722 372 L722 330 L760 330 L760 350 L780 350 L780 372', 'none', { stroke: C.orange, sw: 2.5 }));
  for (let row = 0; row < 4; row++)
    for (let col = 0; col < 4; col++)
      o.push(rect(708 + col * 30, 414 + row * 26, 22, 18, col === 3 ? C.steel : C.white, { rx: 3, sw: 1.2 }));
  o.push(circle(730, 560, 22, C.mid) + line(730, 560, 744, 546, C.white, 3));
  o.push(
    circle(800, 560, 22, C.dark) +
      circle(800, 560, 16, C.orange) +
      circle(796, 556, 6, C.orangeLight, { stroke: 'none' }),
  );
  o.push(button(720, 622, 8, C.white) + button(752, 622, 8, C.steel) + button(784, 622, 8, C.mid));

  // Finished seals on the tray beside the machine.
  o.push(prism(880, 560, 170, 16, 60, 'light'));
  o.push(line(900, 576, 900, FLOOR, C.mid, 8) + line(1030, 576, 1030, FLOOR, C.mid, 8));
  for (const x of [912, 952, 992, 1032]) {
    o.push(disc(x, 536, 18, 10, C.orange, C.orangeDeep, { sw: 1.5 }) + circle(x, 536, 10, C.light, { sw: 1.5 }));
  }
  return o.join('');
}

/** What the lathe's window shows: chuck, the seal blank, the turret with its tool and the coolant jet. */
function latheInterior(x: number, y: number, w: number, h: number): string {
  const o: string[] = [];
  const axis = y + h * 0.45;
  o.push(rect(x, y + h - 50, w, 50, C.ink, { stroke: 'none' }));
  o.push(
    poly(
      [
        [x, y + h - 50],
        [x + w, y + h - 70],
        [x + w, y + h],
        [x, y + h],
      ],
      C.mid,
      { stroke: 'none', opacity: 0.6 },
    ),
  );
  // Spindle housing and chuck with three jaws.
  o.push(rect(x, axis - 90, 60, 180, C.mid, { stroke: C.ink }));
  o.push(hcyl(x + 60, x + 130, axis, 72, 'url(#steelV)', C.light));
  o.push(
    rect(x + 118, axis - 56, 24, 20, C.steel, { sw: 1.5 }) + rect(x + 118, axis + 36, 24, 20, C.steel, { sw: 1.5 }),
  );
  // Seal blank: a short tube of orange polyurethane, with the groove already turned.
  o.push(hcyl(x + 136, x + 210, axis, 36, 'url(#sealV)', C.orangeLight));
  o.push(ellipse(x + 210, axis, 7, 20, C.orangeDeep, { sw: 1.5 }));
  o.push(rect(x + 160, axis - 36, 14, 72, C.orangeDeep, { sw: 1.2, opacity: 0.7 }));
  // Turret with tools, the active tool touching the blank.
  const [tx, ty] = [x + 300, axis + 90];
  o.push(rect(tx - 30, y + h - 70, 120, 24, C.steel));
  o.push(disc(tx, ty, 66, 30, C.light, C.steel));
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    o.push(circle(tx + Math.cos(a) * 50, ty + Math.sin(a) * 50, 8, C.steel, { sw: 1.2 }));
  }
  o.push(prism(tx - 110, ty - 84, 96, 22, 14, 'steel'));
  o.push(
    poly(
      [
        [x + 214, axis + 36],
        [tx - 110, ty - 84],
        [tx - 110, ty - 62],
        [x + 222, axis + 40],
      ],
      C.white,
      { sw: 1.5 },
    ),
  );
  o.push(circle(tx, ty, 14, C.dark));
  // Coolant nozzle and jet.
  o.push(
    path(`M${x + w} ${y + 30} C${x + 300} ${y + 30} ${x + 260} ${y + 40} ${x + 240} ${axis - 60}`, 'none', {
      stroke: C.steel,
      sw: 8,
    }),
  );
  o.push(line(x + 236, axis - 56, x + 216, axis - 34, '#ffffff', 3, 'opacity="0.6"'));
  return o.join('');
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Press brake                                                                                                  */
/* ------------------------------------------------------------------------------------------------------------ */

function pressBrake(): string {
  const o: string[] = [shadow(600, FLOOR, 1100)];
  const [left, right] = [110, 980];
  const frame = (x: number): string =>
    prism(x, 140, 110, 620, 220, 'mid') + rect(x + 14, 160, 82, 580, 'none', { stroke: C.ink, sw: 1.2, opacity: 0.4 });

  // Left side frame and the cylinders on both frames, joined by their hose.
  const cylinder = (x: number): string => {
    const [cx, cy] = at(x + 55, 140, 70);
    const side = x === left ? 1 : -1;
    return vcyl(cx, cy - 80, cy, 44, 'url(#steelH)', C.light) + fitting(cx + side * 44, cy - 52, 14, true);
  };
  o.push(frame(left) + cylinder(left));

  // The far wing of the sheet rises behind the punch.
  const bend = 492;
  const wing = (depth: number, lift: number): [Pt, Pt, Pt, Pt] => [
    at(360, bend, 15),
    at(840, bend, 15),
    at(840, bend - lift, depth),
    at(360, bend - lift, depth),
  ];
  o.push(poly(wing(165, 40), C.pale));

  // Upper beam (ram) with warning stripes, tool clamps and the punch.
  o.push(rect(220, 180, 760, 200, C.light));
  o.push(
    poly(
      [
        [220, 380],
        [980, 380],
        [950, 404],
        [250, 404],
      ],
      C.steel,
    ),
  );
  o.push(stripes(220, 350, 760, 22));
  o.push(bolts(250, 200, 950, 200, 12, 4));
  o.push(rect(250, 404, 700, 20, C.dark, { sw: 1.5 }));
  for (let x = 270; x < 940; x += 68) o.push(rect(x, 404, 48, 20, C.mid, { rx: 2, sw: 1.5 }) + bolt(x + 24, 414, 4));
  o.push(rect(262, 424, 676, 40, C.steel));
  o.push(
    poly(
      [
        [262, 464],
        [938, 464],
        [938, 472],
        [262, 472],
      ],
      C.mid,
    ),
  );
  o.push(line(262, 485, 938, 485, C.ink, 3));
  o.push(
    poly(
      [
        [262, 472],
        [938, 472],
        [938, 485],
        [262, 485],
      ],
      C.dark,
      { sw: 1.5 },
    ),
  );

  // Lower beam with the die holder and the V-die.
  o.push(rect(220, 530, 760, 230, C.steel));
  o.push(stripes(220, 540, 760, 18));
  o.push(panel(300, 590, 600, 140, 'right'));
  o.push(prism(250, 516, 700, 14, 30, 'mid'));
  o.push(prism(260, bend, 680, 24, 30, 'light'));
  const [g1, g2] = [at(260, bend, 15), at(940, bend, 15)];
  o.push(line(g1[0], g1[1], g2[0], g2[1], C.ink, 3));

  // Front supports and the near wing of the sheet resting towards them.
  for (const x of [400, 760])
    o.push(
      poly([[x, 500], [x + 30, 500], at(x + 30, 500, -150), at(x, 500, -150)], C.mid) +
        poly([at(x, 500, -150), at(x + 30, 500, -150), at(x + 30, 512, -150), at(x, 512, -150)], C.dark),
    );
  const near = wing(-135, 40);
  o.push(poly(near, C.light));
  const [, , e1, e2] = near;
  o.push(poly([e1, e2, [e2[0], e2[1] + 6], [e1[0], e1[1] + 6]], C.steel, { sw: 1.5 }));

  // Right side frame with its open throat, the pendant and the foot pedal.
  o.push(frame(right) + cylinder(right));
  o.push(hose('M253 53 C360 53 380 20 640 20 C900 20 930 53 1031 53', 12));
  const throat: Pt[] = [
    at(1090, 360, 0),
    at(1090, 360, 110),
    at(1090, 384, 140),
    at(1090, 492, 140),
    at(1090, 520, 110),
    at(1090, 520, 0),
  ];
  o.push(poly(throat, C.paper));
  o.push(line(1040, 160, 1040, 250, C.ink, 8) + circle(1040, 160, 8, C.mid));
  o.push(
    prism(995, 250, 90, 130, 16, 'pale') +
      screen(1005, 262, 70, 60) +
      button(1021, 350, 7, C.orange) +
      button(1057, 350, 7, C.light),
  );
  o.push(path('M640 745 C760 748 900 744 980 724', 'none', { stroke: C.ink, sw: 4 }));
  o.push(
    prism(550, 728, 100, 32, 50, 'dark') +
      poly([[556, 728], [644, 728], at(644, 728, 40), at(556, 728, 40)], C.orange, { sw: 1.5 }),
  );
  // The machine is wider than the others: draw it a little smaller.
  return group(o, `transform="translate(570 ${FLOOR}) scale(0.9) translate(-600 ${-FLOOR})"`);
}

/** Close-up of a press brake as a section through the tools: punch, sheet bent in the V-die, die holder. */
function pressBrakeSection(): string {
  const o: string[] = [];
  const cx = 600;

  // Upper beam and punch clamp, sectioned.
  o.push(rect(cx - 150, -20, 300, 210, 'url(#section)'));
  o.push(rect(cx - 190, 150, 380, 90, C.mid));
  o.push(bolt(cx - 150, 195, 10) + bolt(cx + 150, 195, 10));
  // Punch with its rounded tip.
  o.push(
    path(
      `M${cx - 60} 240 L${cx + 60} 240 L${cx + 60} 330 L${cx + 34} 352 L${cx + 10} 668 Q${cx} 684 ${cx - 10} 668 L${cx - 34} 352 L${cx - 60} 330 Z`,
      'url(#steelH)',
    ),
  );
  o.push(line(cx - 60, 300, cx + 60, 300, C.ink, 1.5, 'opacity="0.5"'));

  // V-die, die holder and lower beam.
  o.push(
    poly(
      [
        [360, 620],
        [470, 620],
        [cx, 750],
        [730, 620],
        [840, 620],
        [840, 800],
        [360, 800],
      ],
      'url(#steelV)',
    ),
  );
  o.push(line(470, 620, cx, 750, C.ink, 3) + line(730, 620, cx, 750, C.ink, 3));
  o.push(rect(320, 800, 560, 50, C.mid));
  o.push(rect(280, 850, 640, 80, 'url(#section)'));
  o.push(stripes(280, 850, 640, 16));

  // The sheet bent between punch and die, and the bend angle.
  const sheet = `M90 372 L470 609 L${cx} 691 L730 609 L1110 372`;
  o.push(path(sheet, 'none', { stroke: C.ink, sw: 28 }) + path(sheet, 'none', { stroke: C.light, sw: 22 }));
  o.push(path(sheet, 'none', { stroke: '#ffffff', sw: 3, opacity: 0.7, extra: 'transform="translate(0 -6)"' }));
  o.push(
    path(`M${cx - 150} 597 A190 190 0 0 1 ${cx + 150} 597`, 'none', {
      stroke: C.orange,
      sw: 3,
      extra: 'stroke-dasharray="10 8"',
    }),
  );
  for (const side of [-1, 1]) o.push(circle(cx + side * 150, 597, 6, C.orange, { stroke: 'none' }));

  // Centre line of the tools.
  o.push(line(cx, 0, cx, 900, C.steel, 2, 'stroke-dasharray="40 10 6 10"'));
  return o.join('');
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Workshop hall                                                                                                */
/* ------------------------------------------------------------------------------------------------------------ */

function workshop(): string {
  const o: string[] = [];

  // Back wall with a ribbon of high windows and the roof trusses.
  o.push(rect(0, 0, WIDTH, FLOOR, C.pale, { stroke: 'none' }));
  o.push(rect(0, 560, WIDTH, FLOOR - 560, C.light, { stroke: 'none' }));
  o.push(rect(0, 120, WIDTH, 110, C.white, { stroke: 'none' }));
  for (let x = 0; x < WIDTH; x += 100) {
    o.push(rect(x + 8, 128, 84, 94, '#dde5ec', { sw: 1.5 }));
    o.push(glare(x + 8, 128, 84, 94));
  }
  o.push(rect(0, 0, WIDTH, 70, C.steel, { stroke: 'none' }));
  o.push(line(0, 70, WIDTH, 70, C.dark, 6) + line(0, 10, WIDTH, 10, C.dark, 6));
  for (let x = 0; x < WIDTH; x += 60) o.push(line(x, 70, x + 60, 10, C.dark, 3) + line(x, 70, x, 10, C.dark, 2));

  // Columns and the crane runway beams.
  for (const x of [40, 760, 1120]) {
    o.push(rect(x, 70, 40, FLOOR - 70, C.mid));
    o.push(rect(x + 14, 70, 12, FLOOR - 70, C.dark, { stroke: 'none' }));
    o.push(
      poly(
        [
          [x + 40, 300],
          [x + 70, 300],
          [x + 40, 340],
        ],
        C.mid,
      ),
    );
  }
  o.push(rect(0, 280, WIDTH, 20, C.dark));

  // Machines on the floor: a press, a lathe, a plate rack and pallets of cylinders.
  o.push(shadow(220, FLOOR, 300) + shadow(800, FLOOR, 360));
  o.push(prism(120, 700, 200, 60, 50, 'dark'));
  for (const x of [140, 260]) o.push(prism(x, 430, 40, 270, 30, 'steel'));
  o.push(prism(130, 410, 180, 60, 30, 'steel') + vcyl(220, 380, 520, 34, 'url(#steelH)', C.light));
  o.push(prism(150, 600, 160, 30, 40, 'mid'));
  o.push(hose('M300 440 C360 440 380 560 360 700', 10));

  o.push(prism(640, 560, 300, 200, 80, 'pale'));
  o.push(rect(660, 590, 180, 110, C.dark, { rx: 4 }) + glare(660, 590, 180, 110));
  o.push(rect(860, 590, 60, 130, C.light, { rx: 4 }) + screen(866, 598, 48, 36, false));
  o.push(stripes(640, 742, 300, 18));

  o.push(prism(980, 600, 130, 160, 40, 'mid'));
  for (let i = 0; i < 6; i++) o.push(rect(984, 610 + i * 24, 122, 10, C.light, { sw: 1.2 }));

  o.push(prism(390, 720, 200, 40, 60, 'light'));
  for (let i = 2; i >= 0; i--) {
    const [x, y] = at(400, 702, 10 + i * 20);
    o.push(hcyl(x, x + 150, y, 16, 'url(#steelV)', C.light));
  }

  // Overhead crane: bridge girder, end trucks, trolley and hook carrying a cylinder.
  o.push(prism(0, 250, WIDTH, 50, 30, 'light'));
  o.push(stripes(0, 286, 90, 14) + stripes(WIDTH - 90, 286, 90, 14));
  o.push(rect(0, 258, WIDTH, 8, C.steel, { stroke: 'none' }));
  const hx = 470;
  o.push(prism(hx - 70, 210, 140, 60, 40, 'mid'));
  o.push(hcyl(hx - 60, hx + 60, 300, 26, 'url(#darkV)', C.mid));
  o.push(line(hx - 10, 320, hx - 10, 470, C.dark, 3) + line(hx + 10, 320, hx + 10, 470, C.dark, 3));
  o.push(prism(hx - 30, 460, 60, 50, 20, 'orange'));
  o.push(stripes(hx - 30, 470, 60, 14));
  o.push(path(`M${hx} 510 L${hx} 530 A18 18 0 1 1 ${hx - 18} 548`, 'none', { stroke: C.dark, sw: 8 }));
  o.push(path(`M${hx - 6} 536 L${hx - 100} 600 M${hx + 6} 536 L${hx + 90} 600`, 'none', { stroke: C.orange, sw: 5 }));
  o.push(hcyl(hx - 130, hx + 110, 620, 26, 'url(#steelV)', C.light));
  o.push(rect(hx - 136, 590, 16, 60, C.mid, { rx: 3 }) + rect(hx + 96, 588, 18, 64, C.mid, { rx: 3 }));
  o.push(hcyl(hx + 114, hx + 160, 620, 12, 'url(#chromeV)', C.pale));

  // Floor with walkway markings.
  o.push(rect(0, FLOOR, WIDTH, HEIGHT - FLOOR, C.light, { stroke: 'none' }));
  o.push(line(0, FLOOR, WIDTH, FLOOR, C.steel, 2));
  o.push(rect(0, 796, WIDTH, 8, C.orange, { stroke: 'none' }) + rect(0, 868, WIDTH, 8, C.orange, { stroke: 'none' }));
  for (let x = 40; x < WIDTH; x += 220) o.push(rect(x, 826, 120, 20, C.steel, { stroke: 'none', opacity: 0.3 }));
  return o.join('');
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Stack of steel plates                                                                                        */
/* ------------------------------------------------------------------------------------------------------------ */

/** A flat shape (drawn in plate coordinates by `shape`) given a thickness: side colour below, top face above. */
function slab(
  transform: string,
  shape: (fill: string, p: Paint) => string,
  thickness: number,
  top: string = C.light,
  side: string = C.mid,
): string {
  const layer = (dy: number, content: string): string =>
    `<g transform="translate(0 ${r(dy)}) ${transform}">${content}</g>`;
  const layers: string[] = [layer(thickness, shape(side, { sw: 1.5 }))];
  for (let t = thickness - 1; t > 0; t -= 1) layers.push(layer(t, shape(side, { stroke: 'none' })));
  layers.push(layer(0, shape(top, { sw: 2 })));
  return layers.join('');
}

/** The transform that draws plate coordinates (u along x, v into the depth) onto a top face starting at (x, y). */
function flatAt(x: number, y: number): string {
  return `matrix(1 0 ${OB.x} ${OB.y} ${r(x)} ${r(y)})`;
}

function steelPlates(): string {
  const o: string[] = [shadow(600, FLOOR, 980)];
  const [w, d, t] = [620, 420, 26];

  // Steel bearers under the stack.
  for (const depth of [30, 360]) o.push(prism(...at(180, 724, depth), w + 20, 36, 40, 'dark'));

  // The stack, each plate a little offset, with the drag lines of the flame-cut edge and a paint mark.
  const offsets = [0, 14, -8, 10, -4, 12, 2];
  let y = 724;
  for (const [i, dx] of offsets.entries()) {
    y -= t;
    const x = 190 + dx;
    o.push(prism(x, y, w, t, d, 'steel'));
    for (let k = x + 10; k < x + w; k += 12) o.push(line(k, y + 3, k - 2, y + t - 3, C.mid, 1, 'opacity="0.55"'));
    o.push(rect(x + 24 + (i % 3) * 20, y + 7, 34, t - 14, C.orange, { stroke: 'none' }));
  }

  // Top plate: the openings left by parts already cut out, and a flange still in the skeleton.
  const top = 190 + offsets[offsets.length - 1]!;
  const cut: string[] = [
    circle(110, 110, 70, C.dark) + circle(110, 300, 66, C.dark),
    rect(230, 40, 150, 120, C.dark, { rx: 22 }),
    path('M450 40 L580 40 L580 120 L520 120 L520 380 L450 380 Z', C.dark),
    flange(320, 290, 76, 32, 6, C.pale, { sw: 1.5 }),
    `<circle cx="320" cy="290" r="80" fill="none" stroke="${C.ink}" stroke-width="6"/>`,
  ];
  o.push(group(cut, `transform="${flatAt(top, y)}"`));

  // Cut parts on the floor in front of the stack.
  o.push(slab(flatAt(140, 800), (fill, p) => flange(0, 0, 76, 30, 6, fill, p), 22));
  o.push(slab(flatAt(980, 820), (fill, p) => ring(0, 0, 66, 40, fill, p), 18));
  o.push(slab(flatAt(1100, 770), (fill, p) => flange(0, 0, 50, 18, 4, fill, p), 18, C.pale, C.steel));
  return o.join('');
}

/** A flange: a disc with a bore and a circle of bolt holes (even-odd fill leaves the holes open). */
function flange(
  cx: number,
  cy: number,
  outer: number,
  bore: number,
  holes: number,
  fill: string,
  p: Paint = {},
): string {
  const circlePath = (x: number, y: number, radius: number): string =>
    `M${r(x + radius)} ${r(y)} A${r(radius)} ${r(radius)} 0 1 0 ${r(x - radius)} ${r(y)} A${r(radius)} ${r(radius)} 0 1 0 ${r(x + radius)} ${r(y)} Z`;
  let d = circlePath(cx, cy, outer) + circlePath(cx, cy, bore);
  for (let i = 0; i < holes; i++) {
    const a = (i / holes) * Math.PI * 2;
    d += circlePath(cx + Math.cos(a) * (outer + bore) * 0.52, cy + Math.sin(a) * (outer + bore) * 0.52, outer * 0.1);
  }
  return `<path d="${d}" fill="${fill}" fill-rule="evenodd" ${paint(p)}/>`;
}

/** A plain ring. */
function ring(cx: number, cy: number, outer: number, inner: number, fill: string, p: Paint = {}): string {
  return flange(cx, cy, outer, inner, 0, fill, p);
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Documents                                                                                                    */
/* ------------------------------------------------------------------------------------------------------------ */

function defs(): string {
  const stops = (list: [number, string, number?][]): string =>
    list
      .map(
        ([offset, color, opacity]) =>
          `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
      )
      .join('');
  const linear = (id: string, vertical: boolean, list: [number, string, number?][]): string =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops(list)}</linearGradient>`;
  const steel: [number, string][] = [
    [0, C.steel],
    [0.28, C.pale],
    [0.6, C.steel],
    [1, C.mid],
  ];
  const chrome: [number, string][] = [
    [0, C.light],
    [0.22, '#ffffff'],
    [0.4, C.light],
    [0.75, C.steel],
    [1, C.mid],
  ];
  const dark: [number, string][] = [
    [0, C.mid],
    [0.3, C.steel],
    [0.55, C.mid],
    [1, C.ink],
  ];
  const minor = Array.from({ length: 4 }, (_, i) => `M${(i + 1) * 30} 0V150M0 ${(i + 1) * 30}H150`).join('');
  return [
    '<defs>',
    `<pattern id="grid" width="150" height="150" patternUnits="userSpaceOnUse"><path d="${minor}" stroke="#e3e8ec" stroke-width="1" fill="none"/><path d="M0 0V150M0 0H150" stroke="#d8dfe5" stroke-width="1.5" fill="none"/></pattern>`,
    `<pattern id="section" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="16" height="16" fill="${C.steel}"/><rect width="3" height="16" fill="${C.mid}"/></pattern>`,
    `<pattern id="hazard" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="24" height="24" fill="${C.ink}"/><rect width="12" height="24" fill="${C.orange}"/></pattern>`,
    linear('steelV', true, steel),
    linear('steelH', false, steel),
    linear('chromeV', true, chrome),
    linear('chromeH', false, chrome),
    linear('darkV', true, dark),
    linear('darkH', false, dark),
    linear('sealV', true, [
      [0, C.orange],
      [0.3, C.orangeLight],
      [1, C.orangeDeep],
    ]),
    linear('screen', true, [
      [0, C.dark],
      [1, C.ink],
    ]),
    `<radialGradient id="shadow">${stops([
      [0, C.ink, 0.28],
      [0.7, C.ink, 0.08],
      [1, C.ink, 0],
    ])}</radialGradient>`,
    `<radialGradient id="glow">${stops([
      [0, C.orange, 0.6],
      [0.5, C.orange, 0.2],
      [1, C.orange, 0],
    ])}</radialGradient>`,
    `<radialGradient id="flame">${stops([
      [0, '#fffbe8'],
      [0.35, '#ffd29a'],
      [0.7, C.orange, 0.9],
      [1, C.orange, 0],
    ])}</radialGradient>`,
    '</defs>',
  ].join('');
}

/** The light page: paper colour with a faint blueprint grid. */
function backdrop(): string {
  return (
    rect(0, 0, WIDTH, HEIGHT, C.paper, { stroke: 'none' }) + rect(0, 0, WIDTH, HEIGHT, 'url(#grid)', { stroke: 'none' })
  );
}

/** The floor under the machine: a light band with a thin line. */
function floor(): string {
  return (
    rect(-WIDTH, FLOOR, WIDTH * 3, HEIGHT, C.pale, { stroke: 'none' }) +
    line(-WIDTH, FLOOR, WIDTH * 2, FLOOR, C.light, 2)
  );
}

/** Corner marks that set a close-up apart from the overall view. */
function cropMarks(): string {
  const [m, l] = [34, 46];
  const corner = (x: number, y: number, sx: number, sy: number): string =>
    path(`M${x} ${y + sy * l} L${x} ${y} L${x + sx * l} ${y}`, 'none', { stroke: C.mid, sw: 4 });
  return (
    corner(m, m, 1, 1) +
    corner(WIDTH - m, m, -1, 1) +
    corner(m, HEIGHT - m, 1, -1) +
    corner(WIDTH - m, HEIGHT - m, -1, -1)
  );
}

/**
 * Each kind's drawing, and the point its close-up zooms in on; a kind with its own `detail` composition
 * uses that instead of the zoom.
 */
const DRAWINGS: Record<DrawingKind, { draw: () => string; focus: Pt; detail?: () => string }> = {
  press: { draw: press, focus: [610, 400] },
  crimper: { draw: crimper, focus: [520, 300] },
  'cutting-table': { draw: () => cuttingTable(), focus: [480, 400] },
  'power-unit': { draw: powerUnit, focus: [790, 340] },
  honing: { draw: honing, focus: [420, 450] },
  'hose-saw': { draw: hoseSaw, focus: [580, 420] },
  'test-bench': { draw: testBench, focus: [900, 400] },
  cylinder: { draw: cylinder, focus: [800, 470] },
  'seal-lathe': { draw: sealLathe, focus: [450, 440] },
  'press-brake': { draw: pressBrake, focus: [600, 450], detail: pressBrakeSection },
  workshop: { draw: workshop, focus: [500, 470] },
  'steel-plates': { draw: steelPlates, focus: [620, 470] },
};

function svgDocument(content: string, width = WIDTH, height = HEIGHT, viewBox = `0 0 ${WIDTH} ${HEIGHT}`): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${defs()}${content}</svg>`;
}

/** A complete SVG document (1200 x 900) of one machine: the whole of it, or a close-up at twice the scale. */
export function drawingSvg(kind: DrawingKind, view: 'overall' | 'detail'): string {
  const { draw, focus, detail } = DRAWINGS[kind];
  const scene = floor() + draw();
  if (view === 'overall') return svgDocument(backdrop() + scene);
  if (detail) return svgDocument(backdrop() + detail() + cropMarks());
  const zoom = `translate(${WIDTH / 2} ${HEIGHT / 2}) scale(2) translate(${-focus[0]} ${-focus[1]})`;
  return svgDocument(backdrop() + group(scene, `transform="${zoom}"`) + cropMarks());
}

/**
 * One frame of the cutting table at work, cropped to `viewBox` (x, y, width, height in drawing units) and
 * rendered at width x height pixels; used by scripts/make-demo-video.ts.
 */
export function cuttingTableSvg(
  state: CuttingState,
  width: number,
  height: number,
  viewBox: readonly [number, number, number, number],
): string {
  return svgDocument(backdrop() + floor() + cuttingTable(state), width, height, viewBox.join(' '));
}
