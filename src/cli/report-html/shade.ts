/** A colour as `#rrggbb`. */
type Hex = `#${string}`

const channels = (hex: Hex) => [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16))

function luminance(rgb: number[]): number {
  const [r = 0, g = 0, b = 0] = rgb.map((channel) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/**
 * The colour `share` of the way from `light` to `dark` (share in [0, 1]), and the text colour (near-black or white)
 * with the better contrast on it, for heat-map cells that stay readable at every intensity.
 */
export function shade(light: Hex, dark: Hex, share: number): { fill: string; text: string } {
  const from = channels(light)
  const to = channels(dark)
  const mixed = from.map((channel, index) => Math.round(channel + ((to[index] ?? 0) - channel) * share))
  const fill = `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`
  const background = luminance(mixed)
  const onDark = 1.05 / (background + 0.05)
  const onLight = (background + 0.05) / (luminance(channels('#1a1a1a')) + 0.05)
  return { fill, text: onDark > onLight ? '#ffffff' : '#1a1a1a' }
}
