import { useState } from 'react'
import { toSafeImageUrl } from '../../lib/safe-url'

type AvatarProps = { name: string; imageUrl: string | null | undefined; size?: 'sm' | 'md' }

/** The person's picture, or the initial of their name when there is none (spec §3 "Host"). */
export function Avatar({ name, imageUrl, size = 'md' }: AvatarProps) {
  const [failed, setFailed] = useState(false)
  const src = failed ? null : toSafeImageUrl(imageUrl, window.location.origin)
  const initial = name.replace(/^@/, '').charAt(0).toUpperCase() || '?'
  if (src) {
    return <img className={`avatar avatar--${size}`} src={src} alt="" onError={() => setFailed(true)} />
  }
  return (
    <span className={`avatar avatar--${size} avatar--initial`} aria-hidden="true">
      {initial}
    </span>
  )
}
