import { readFileSync } from 'node:fs';
import { renderAsync } from '@resvg/resvg-js';
import { company } from '@site/contracts/company';
import { shareImageSize, type ShareCard } from '@site/contracts/share-image';
import satori, { type Font } from 'satori';
import sharp from 'sharp';

/**
 * The fonts of the image: Noto Sans from `@fontsource/noto-sans` (SIL Open Font License 1.1,
 * decision 043), Latin and Latin Extended, read from the package once. Satori reads WOFF, not
 * WOFF2. Read here, never fetched: the renderer needs no network to draw.
 */
function loadFonts(): Font[] {
  const file = (subset: string, weight: 400 | 700): Font => ({
    name: 'Noto Sans',
    data: readFileSync(
      require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`),
    ),
    weight,
    style: 'normal',
  });
  return ['latin', 'latin-ext'].flatMap((subset) => [file(subset, 700), file(subset, 400)]);
}

let fonts: Font[] | undefined;

/** Characters no font draws and no title means (controls), which would show as boxes. */
// eslint-disable-next-line no-control-regex -- these are the characters to remove
const controls = /[\u0000-\u001f\u007f-\u009f]/g;

/** A long title is drawn smaller. */
const titleSize = (title: string) => (title.length <= 40 ? 72 : title.length <= 80 ? 60 : 48);

/** The longest title drawn whole at the smallest size, with room to spare below the artwork. */
const longestTitle = 120;

/** The title cut at a word, with an ellipsis, when it is longer than the image holds. */
export function fittedTitle(title: string): string {
  const text = title.replace(/\s+/g, ' ').replace(controls, '').trim() || 'Blog Post';
  if (text.length <= longestTitle) return text;
  const cut = text.slice(0, longestTitle - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > longestTitle / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** The brand's darkest blue (packages/ui tokens, brand.950) and its accent, over the artwork. */
const brand = { ink: '18, 29, 77', accent: '#93ead6' };

/** The artwork as PNG bytes covering the image: resvg draws PNG and JPEG, not WebP. */
async function coverOf(artwork: Uint8Array): Promise<string> {
  const png = await sharp(artwork)
    .resize(shareImageSize.width, shareImageSize.height, { fit: 'cover' })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

const box = (style: Record<string, unknown>, children?: unknown) => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});

/**
 * A post's Open Graph image (decision 043): its title over its category's artwork, under a dark
 * veil of the brand's blue so that white text keeps its contrast on any artwork, as a
 * 1200×630 PNG. Satori lays the text out (wrapping, escaping) into SVG; resvg draws it.
 */
export async function drawShareImage(
  card: Pick<ShareCard, 'title' | 'category' | 'artwork'>,
): Promise<Buffer> {
  fonts ??= loadFonts();
  const title = fittedTitle(card.title);
  const category = card.category.replace(controls, '').trim();
  const { width, height } = shareImageSize;
  const tree = box({ width, height, position: 'relative', fontFamily: 'Noto Sans' }, [
    {
      type: 'img',
      props: {
        src: await coverOf(card.artwork),
        width,
        height,
        style: { position: 'absolute', left: 0, top: 0 },
      },
    },
    box(
      {
        position: 'absolute',
        left: 0,
        top: 0,
        right: 0,
        bottom: 0,
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '56px 72px 64px',
        backgroundImage: `linear-gradient(180deg, rgba(${brand.ink}, 0.55) 0%, rgba(${brand.ink}, 0.92) 60%)`,
        color: 'white',
      },
      [
        box({ fontSize: 30, fontWeight: 700, color: '#dae6ff' }, company.name),
        box({ flexDirection: 'column', width: width - 144 }, [
          box(
            {
              fontSize: 30,
              fontWeight: 400,
              color: brand.accent,
              textTransform: 'uppercase',
              letterSpacing: 2,
            },
            category,
          ),
          box(
            {
              fontSize: titleSize(title),
              fontWeight: 700,
              lineHeight: 1.15,
              marginTop: 16,
            },
            title,
          ),
        ]),
      ],
    ),
  ]);
  // satori's types want a React element; this is its plain-object form, with no React.
  const svg = await satori(tree as Parameters<typeof satori>[0], { width, height, fonts });
  // Drawn on libuv's pool, not the thread that answers requests.
  const image = await renderAsync(svg, { fitTo: { mode: 'original' } });
  return image.asPng();
}
