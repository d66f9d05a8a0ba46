import { describe, expect, it } from 'vitest'
import { isMobileClient } from './mobile-join'

const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36'

describe('isMobileClient', () => {
  it('treats a viewport under 768 px as mobile', () => {
    expect(isMobileClient(390, DESKTOP_UA)).toBe(true)
    expect(isMobileClient(767, DESKTOP_UA)).toBe(true)
    expect(isMobileClient(768, DESKTOP_UA)).toBe(false)
    expect(isMobileClient(1280, DESKTOP_UA)).toBe(false)
  })

  it('treats a mobile user agent as mobile at any width', () => {
    expect(isMobileClient(1024, IPHONE_UA)).toBe(true)
    expect(isMobileClient(900, ANDROID_UA)).toBe(true)
  })
})
