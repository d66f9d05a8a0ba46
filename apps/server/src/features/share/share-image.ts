import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import { buildShareCardTree, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, type ShareCard } from './share-card'

type SatoriFont = Parameters<typeof satori>[1]['fonts'][number]

const require = createRequire(import.meta.url)
/** Inter from @fontsource/inter (woff: satori reads ttf, otf and woff, not woff2); subsets cover Latin, Greek and Cyrillic. */
const FONT_SUBSETS = ['latin', 'latin-ext', 'greek', 'cyrillic'] as const
const FONT_WEIGHTS = [400, 700] as const

let fonts: Promise<SatoriFont[]> | undefined

/** Read from the installed package once, on the first render: nothing is downloaded. */
function loadFonts(): Promise<SatoriFont[]> {
  fonts ??= Promise.all(
    FONT_WEIGHTS.flatMap((weight) =>
      FONT_SUBSETS.map(async (subset) => ({
        name: subset === 'latin' ? 'Inter' : `Inter ${subset}`,
        weight,
        style: 'normal' as const,
        data: await readFile(
          require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
        ),
      })),
    ),
  )
  return fonts
}

/** The card drawn by satori (layout and text to SVG) and rasterised by resvg: a 1200×630 PNG. */
export async function renderShareImage(card: ShareCard, siteName: string): Promise<Buffer> {
  const tree = buildShareCardTree(card, siteName) as unknown as Parameters<typeof satori>[0]
  const svg = await satori(tree, {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts: await loadFonts(),
  })
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng()
}
