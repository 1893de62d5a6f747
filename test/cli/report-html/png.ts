import { inflateSync } from 'node:zlib'

/** The header of a PNG file (its IHDR chunk). */
export interface PngHeader {
  width: number
  height: number
  bitDepth: number
  colourType: number
  interlace: number
}

/** A decoded 8-bit RGB or RGBA image, rows unfiltered. */
export interface PngImage extends PngHeader {
  channels: number
  pixels: Uint8Array
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function* chunks(file: Buffer): Generator<{ type: string; data: Buffer }> {
  if (!file.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG file')
  let offset = 8
  while (offset + 8 <= file.length) {
    const length = file.readUInt32BE(offset)
    const type = file.toString('latin1', offset + 4, offset + 8)
    yield { type, data: file.subarray(offset + 8, offset + 8 + length) }
    offset += 12 + length
  }
}

/** Reads the IHDR chunk, which the PNG format requires to come first. */
export function readPngHeader(file: Buffer): PngHeader {
  const first = chunks(file).next().value
  if (first?.type !== 'IHDR') throw new Error('PNG without IHDR first')
  const { data } = first
  return {
    width: data.readUInt32BE(0),
    height: data.readUInt32BE(4),
    bitDepth: data[8]!,
    colourType: data[9]!,
    interlace: data[12]!,
  }
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c
  const pa = Math.abs(p - a)
  const pb = Math.abs(p - b)
  const pc = Math.abs(p - c)
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
}

/** Decodes an 8-bit, non-interlaced RGB or RGBA PNG (what Chromium writes): inflate the IDAT data, undo filters. */
export function decodePng(file: Buffer): PngImage {
  const header = readPngHeader(file)
  const channels = header.colourType === 6 ? 4 : header.colourType === 2 ? 3 : 0
  if (channels === 0 || header.bitDepth !== 8 || header.interlace !== 0) {
    throw new Error(`unsupported PNG: colour type ${header.colourType}, depth ${header.bitDepth}`)
  }
  const idat = [...chunks(file)].filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data)
  const raw = inflateSync(Buffer.concat(idat))
  const stride = header.width * channels
  const pixels = new Uint8Array(stride * header.height)
  for (let y = 0; y < header.height; y++) {
    const filter = raw[y * (stride + 1)]!
    const source = y * (stride + 1) + 1
    const row = y * stride
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? pixels[row + x - channels]! : 0
      const b = y > 0 ? pixels[row - stride + x]! : 0
      const c = x >= channels && y > 0 ? pixels[row - stride + x - channels]! : 0
      const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter]
      if (predictor === undefined) throw new Error(`bad PNG filter ${filter}`)
      pixels[row + x] = (raw[source + x]! + predictor) & 0xff
    }
  }
  return { ...header, channels, pixels }
}

/** How many distinct colours an image has, and the share of its pixels that have a given colour. */
export function colourStats(image: PngImage): { distinct: number; share: (rgb: number) => number } {
  const counts = new Map<number, number>()
  const total = image.width * image.height
  for (let index = 0; index < image.pixels.length; index += image.channels) {
    const rgb = (image.pixels[index]! << 16) | (image.pixels[index + 1]! << 8) | image.pixels[index + 2]!
    counts.set(rgb, (counts.get(rgb) ?? 0) + 1)
  }
  return { distinct: counts.size, share: (rgb) => (counts.get(rgb) ?? 0) / total }
}

/** The RGB of one pixel as `0xrrggbb`. */
export function pixelAt(image: PngImage, x: number, y: number): number {
  const index = (y * image.width + x) * image.channels
  return (image.pixels[index]! << 16) | (image.pixels[index + 1]! << 8) | image.pixels[index + 2]!
}
