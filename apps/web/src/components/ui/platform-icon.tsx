import type { ReactNode } from 'react'
import type { LinkPlatform } from '../../lib/link-platforms'

/** Small inline marks, drawn here (no external images, so a strict CSP never blocks them). */
const GLYPHS: Readonly<Record<LinkPlatform, ReactNode>> = {
  substack: <path fill="#ff6719" d="M5 4h14v2.4H5zM5 8.6h14V11H5zM5 13.2h14V21l-7-3.9L5 21z" />,
  spotify: (
    <>
      <circle cx="12" cy="12" r="9.5" fill="#1db954" />
      <path
        d="M7 9.6c3.6-1 7.6-.7 10.6 1.1M7.7 12.9c2.9-.8 6-.5 8.6 1M8.4 16c2.3-.6 4.5-.4 6.4.7"
        fill="none"
        stroke="#fff"
        strokeWidth="1.7"
        strokeLinecap="round"
      />
    </>
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" fill="#e62117" />
      <path d="M10 8.8l5.4 3.2-5.4 3.2z" fill="#fff" />
    </>
  ),
  instagram: (
    <g fill="none" stroke="#c13584" strokeWidth="2">
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="#c13584" />
    </g>
  ),
  website: (
    <g fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.4 2.5 3.7 5.5 3.7 9s-1.3 6.5-3.7 9c-2.4-2.5-3.7-5.5-3.7-9S9.6 5.5 12 3z" />
    </g>
  ),
  other: (
    <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M10 14a4.2 4.2 0 0 0 6 0l3-3a4.2 4.2 0 0 0-6-6l-1 1" />
      <path d="M14 10a4.2 4.2 0 0 0-6 0l-3 3a4.2 4.2 0 0 0 6 6l1-1" />
    </g>
  ),
}

/** The platform's mark beside a profile link (decorative: the link's text names it). */
export function PlatformIcon({ platform, size = 24 }: { platform: LinkPlatform; size?: number }) {
  return (
    <svg
      className="platform-icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      {GLYPHS[platform] ?? GLYPHS.other}
    </svg>
  )
}
