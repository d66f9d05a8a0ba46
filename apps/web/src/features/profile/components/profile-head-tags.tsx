import { SITE_NAME } from '../../../components/layout/site-brand'
import { toSafeImageUrl } from '../../../lib/safe-url'
import type { Profile } from '../api/get-profile'
import { personJsonLd, profileDescription, profileName, serializeJsonLd } from '../profile-meta'

/**
 * The document title, OpenGraph tags and JSON-LD `Person` of a profile, so that a shared link
 * previews well. React 19 hoists `<title>`, `<meta>` and `<link>` into the head; the JSON-LD block
 * stays in the body, where it is a data block (never executed, so CSP `script-src 'self'` allows it).
 */
export function ProfileHeadTags({ profile }: { profile: Profile }) {
  const origin = window.location.origin
  const url = `${origin}/profile/${encodeURIComponent(profile.username)}`
  const imageUrl = toSafeImageUrl(profile.profile_image_url, origin)
  const heading = `${profileName(profile)} (@${profile.username})`
  const description = profileDescription(profile)
  return (
    <>
      <title>{`${heading} · ${SITE_NAME}`}</title>
      <link rel="canonical" href={url} />
      <meta property="og:type" content="profile" />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={heading} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      <meta property="profile:username" content={profile.username} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={heading} />
      <meta name="twitter:description" content={description} />
      <script type="application/ld+json">{serializeJsonLd(personJsonLd(profile, { url, imageUrl }))}</script>
    </>
  )
}
