import { describe, expect, it } from 'vitest'
import { toSafeImageUrl } from './safe-url'

const origin = 'http://localhost:3000'

describe('toSafeImageUrl', () => {
  it('keeps https URLs and same-origin paths', () => {
    expect(toSafeImageUrl('https://pbs.twimg.com/a.jpg', origin)).toBe('https://pbs.twimg.com/a.jpg')
    expect(toSafeImageUrl('/x-sandbox/avatars/ada.svg', origin)).toBe(
      'http://localhost:3000/x-sandbox/avatars/ada.svg',
    )
    expect(toSafeImageUrl('http://localhost:3000/a.png', origin)).toBe('http://localhost:3000/a.png')
  })

  it('drops script, data, foreign http and empty URLs', () => {
    expect(toSafeImageUrl('javascript:alert(1)', origin)).toBeNull()
    expect(toSafeImageUrl('data:image/svg+xml,<svg/>', origin)).toBeNull()
    expect(toSafeImageUrl('http://evil.example/a.png', origin)).toBeNull()
    expect(toSafeImageUrl('', origin)).toBeNull()
    expect(toSafeImageUrl(null, origin)).toBeNull()
  })
})
