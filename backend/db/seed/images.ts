import type { FileStore } from '../../adapters/files.ts';
import { inParallel } from '../../adapters/in-parallel.ts';
import type { Glyph } from './families.ts';
import { escapeMarkup } from './markup.ts';

/**
 * Demo pictures drawn as small SVG files at seed time, so a fresh shop has images
 * without downloading anything. They go to the public file store under `seed/` (on disk
 * `<dataDir>/uploads/seed/`), which the backend serves under `/file/seed/`. Colours follow a hue
 * per top category.
 */
const FONT = 'PingFang SC,Microsoft YaHei,Noto Sans CJK SC,sans-serif';

/** Shapes in a 100×100 box: `fg` is the main colour, `bg` cuts details out of it. */
const GLYPHS: Record<Glyph, string> = {
  bolt:
    '<polygon points="28,8 72,8 84,26 72,44 28,44 16,26" fill="{fg}"/><rect x="40" y="44" width="20" height="52" fill="{fg}"/>' +
    '<path d="M40 58h20M40 68h20M40 78h20M40 88h20" stroke="{bg}" stroke-width="3"/>',
  wrench:
    '<circle cx="50" cy="22" r="18" fill="{fg}"/><rect x="44" y="4" width="12" height="20" fill="{bg}"/>' +
    '<rect x="43" y="34" width="14" height="54" rx="6" fill="{fg}"/><circle cx="50" cy="86" r="9" fill="{fg}"/>' +
    '<circle cx="50" cy="86" r="4" fill="{bg}"/>',
  drill:
    '<rect x="12" y="24" width="58" height="28" rx="9" fill="{fg}"/><rect x="70" y="34" width="26" height="8" fill="{fg}"/>' +
    '<rect x="30" y="48" width="18" height="36" rx="4" fill="{fg}"/><rect x="22" y="82" width="34" height="12" rx="3" fill="{fg}"/>',
  paper:
    '<rect x="26" y="6" width="54" height="74" rx="4" fill="{fg}" opacity=".45"/><rect x="18" y="16" width="54" height="78" rx="4" fill="{fg}"/>' +
    '<path d="M28 34h34M28 46h34M28 58h34M28 70h22" stroke="{bg}" stroke-width="4"/>',
  helmet:
    '<path d="M16 66A34 34 0 0 1 84 66Z" fill="{fg}"/><rect x="6" y="64" width="88" height="11" rx="5" fill="{fg}"/>' +
    '<rect x="46" y="30" width="8" height="34" fill="{bg}" opacity=".5"/>',
  plug:
    '<rect x="34" y="10" width="8" height="22" fill="{fg}"/><rect x="58" y="10" width="8" height="22" fill="{fg}"/>' +
    '<rect x="20" y="30" width="60" height="46" rx="9" fill="{fg}"/><path d="M50 76v20" stroke="{fg}" stroke-width="7"/>',
  bottle:
    '<rect x="38" y="6" width="24" height="14" rx="3" fill="{fg}"/><rect x="26" y="20" width="48" height="74" rx="11" fill="{fg}"/>' +
    '<rect x="32" y="44" width="36" height="26" rx="3" fill="{bg}"/>',
  bucket:
    '<path d="M22 36 Q50 4 78 36" fill="none" stroke="{fg}" stroke-width="5"/><path d="M16 34H84L74 94H26Z" fill="{fg}"/>' +
    '<path d="M24 52H76" stroke="{bg}" stroke-width="4"/>',
};

/** Hue, saturation and lightness (0-360, 0-100, 0-100) to #rrggbb. */
function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function glyph(name: Glyph, fg: string, bg: string): string {
  return GLYPHS[name].replaceAll('{fg}', fg).replaceAll('{bg}', bg);
}

function text(x: number, y: number, size: number, fill: string, content: string, extra = ''): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="${fill}"${extra}>${escapeMarkup(content)}</text>`;
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

const GOODS_VIEWS = ['主图', '细节图', '包装图', '应用场景'] as const;
export const GOODS_IMAGE_VARIANTS = GOODS_VIEWS.length;

/** How many of the some 670 pictures are stored at once: enough to hide a bucket's latency, few enough for its limits. */
const SAVING_AT_ONCE = 8;

export class SeedImages {
  /** Drawn but not stored yet, by path: the seed's rows take the URL at once, save() stores them all. */
  private readonly drawn = new Map<string, string>();
  private readonly store: FileStore;

  constructor(store: FileStore) {
    this.store = store;
  }

  /** Draws (or redraws) one file and returns the URL the shop serves it under once saved. */
  private draw(name: string, content: string): string {
    const path = `seed/${name}.svg`;
    this.drawn.set(path, content);
    return `/file/${path}`;
  }

  /** Stores every picture drawn; the seed's transaction waits for it, so a failure leaves no rows behind. */
  async save(): Promise<void> {
    const encoder = new TextEncoder();
    await inParallel(this.drawn, SAVING_AT_ONCE, ([path, content]) => this.store.put(path, encoder.encode(content)));
    this.drawn.clear();
  }

  /** A 400×400 goods picture: the glyph of its family, turned and tinted per view. */
  goods(name: string, options: { title: string; caption: string; glyph: Glyph; hue: number; variant: number }): string {
    const { title, caption, hue, variant } = options;
    const view = GOODS_VIEWS[variant % GOODS_VIEWS.length] ?? '';
    const bg = hsl(hue, 45, 96 - variant * 3);
    const fg = hsl(hue, 60, 42 + variant * 4);
    const turn = [0, -18, 14, 30][variant % 4] ?? 0;
    const body =
      `<rect width="400" height="400" fill="${bg}"/>` +
      `<rect x="12" y="12" width="376" height="376" rx="16" fill="none" stroke="${hsl(hue, 40, 84)}" stroke-width="2"/>` +
      `<g transform="translate(110 40) scale(1.8) rotate(${turn} 50 50)">${glyph(options.glyph, fg, bg)}</g>` +
      text(200, 318, 34, hsl(hue, 50, 25), title, ' font-weight="bold" text-anchor="middle"') +
      text(200, 358, 18, hsl(hue, 20, 45), `${caption} · ${view}`, ' text-anchor="middle"');
    return this.draw(name, svg(400, 400, body));
  }

  /** A 32×32 menu icon: the category's first character in a disc; the hover icon is inverted. */
  icon(name: string, options: { character: string; hue: number; hover: boolean }): string {
    const strong = hsl(options.hue, 65, 45);
    const [disc, ink] = options.hover ? [strong, '#ffffff'] : [hsl(options.hue, 60, 92), strong];
    const body =
      `<circle cx="16" cy="16" r="15" fill="${disc}"/>` +
      text(16, 22, 17, ink, options.character, ' text-anchor="middle"');
    return this.draw(name, svg(32, 32, body));
  }

  /** A 200×200 category tile. */
  category(name: string, options: { title: string; glyph: Glyph; hue: number }): string {
    const bg = hsl(options.hue, 50, 94);
    const body =
      `<rect width="200" height="200" rx="12" fill="${bg}"/>` +
      `<g transform="translate(55 22) scale(.9)">${glyph(options.glyph, hsl(options.hue, 60, 45), bg)}</g>` +
      text(100, 170, 22, hsl(options.hue, 50, 25), options.title, ' font-weight="bold" text-anchor="middle"');
    return this.draw(name, svg(200, 200, body));
  }

  /** A 200×100 brand logo: the Chinese name over the Latin one. */
  logo(name: string, options: { title: string; latin: string; hue: number }): string {
    const body =
      `<rect width="200" height="100" rx="8" fill="${hsl(options.hue, 70, 40)}"/>` +
      text(100, 50, 30, '#ffffff', options.title, ' font-weight="bold" text-anchor="middle"') +
      text(100, 80, 16, '#ffffff', options.latin, ' text-anchor="middle" letter-spacing="2"');
    return this.draw(name, svg(200, 100, body));
  }

  /** A banner of any size: gradient, title, subtitle, and a call-to-action button when `action` is given. */
  banner(
    name: string,
    options: { width: number; height: number; title: string; subtitle: string; hue: number; action?: string },
  ): string {
    const { width: w, height: h, hue, action } = options;
    const unit = Math.min(h / 600, w / 1200);
    const left = Math.round(w * 0.12);
    const body =
      `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 50)}"/>` +
      `<stop offset="1" stop-color="${hsl(hue + 30, 75, 32)}"/></linearGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
      `<circle cx="${Math.round(w * 0.78)}" cy="${Math.round(h / 2)}" r="${Math.round(h * 0.38)}" fill="#fff" opacity=".12"/>` +
      `<circle cx="${Math.round(w * 0.88)}" cy="${Math.round(h * 0.2)}" r="${Math.round(h * 0.15)}" fill="#fff" opacity=".1"/>` +
      text(left, Math.round(h * 0.45), Math.round(84 * unit), '#ffffff', options.title, ' font-weight="bold"') +
      text(left, Math.round(h * 0.58), Math.round(40 * unit), '#ffffff', options.subtitle, ' opacity=".9"');
    const button = action
      ? `<rect x="${left}" y="${Math.round(h * 0.67)}" width="${Math.round(220 * unit)}" height="${Math.round(64 * unit)}" ` +
        `rx="${Math.round(32 * unit)}" fill="#fff"/>` +
        text(
          left + Math.round(110 * unit),
          Math.round(h * 0.67 + 43 * unit),
          Math.round(28 * unit),
          hsl(hue, 70, 35),
          action,
          ' text-anchor="middle"',
        )
      : '';
    return this.draw(name, svg(w, h, body + button));
  }
}
