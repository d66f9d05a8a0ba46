/**
 * RFC 5545 line folding, byte for byte as ical-generator's `foldLines` (a line longer than 74 octets
 * continues on a line starting with a space), without its cost: the library measures every character
 * with a new TextEncoder, which took seconds for a calendar of 5,000 events. Lines short enough are
 * kept as they are; the others are measured a character (or surrogate pair) at a time.
 */
export function foldLines(text: string): string {
  return text.split('\r\n').map(foldLine).join('\r\n')
}

const MAX_OCTETS = 74

function foldLine(line: string): string {
  // A UTF-16 code unit is at most 3 octets in UTF-8 (a pair: 4 for 2 units).
  if (line.length * 3 <= MAX_OCTETS || Buffer.byteLength(line) <= MAX_OCTETS) return line
  let folded = ''
  let octets = 0
  for (let i = 0; i < line.length; i++) {
    let char = line.charAt(i)
    if (char >= '\ud800' && char <= '\udbff') {
      i += 1
      char += line.charAt(i)
    }
    const size = Buffer.byteLength(char)
    octets += size
    if (octets > MAX_OCTETS) {
      folded += '\r\n '
      octets = size
    }
    folded += char
  }
  return folded
}
