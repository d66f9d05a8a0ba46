import { bareUsername } from '@spaces/shared/domain/username'
import { useState } from 'react'
import { toSafeImageUrl } from '../../lib/safe-url'

type AvatarProps = { name: string; imageUrl: string | null | undefined; size?: 'sm' | 'md' }

/** The person's picture, or the initial of their name when there is none. */
export function Avatar({ name, imageUrl, size = 'md' }: AvatarProps) {
  const [failed, setFailed] = useState(false)
  const src = failed ? null : toSafeImageUrl(imageUrl, window.location.origin)
  const initial = bareUsername(name).charAt(0).toUpperCase() || '?'
  if (src) {
    return (
      <img
        className={`avatar avatar--${size}`}
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
      />
    )
  }
  return (
    <span className={`avatar avatar--${size} avatar--initial`} aria-hidden="true">
      {initial}
    </span>
  )
}
