import { escapeHtml, ICON_LINK } from '../../lib/html'
import { avatarPath } from './avatars'
import type { SANDBOX_ACCOUNTS } from './fixture'

type Account = (typeof SANDBOX_ACCOUNTS)[number]

/**
 * Every colour of the sandbox's pages (X's dark theme). Text on its background is at least 4.5:1
 * and a field's edge or focus ring at least 3:1 (WCAG 1.4.3, 1.4.11); authorize-page.test.ts checks.
 */
export const SANDBOX_COLORS = {
  page: '#0f1419',
  card: '#16181c',
  cardHover: '#1a1d22',
  field: '#000000',
  text: '#e7e9ea',
  muted: '#8b98a5',
  /** Dark text on the light fills: the primary button, the SANDBOX tag and the role badges. */
  ink: '#0f1419',
  border: '#2f3336',
  fieldBorder: '#6e767d',
  focus: '#1d9bf0',
  error: '#ff5c66',
  sandboxTag: '#ffd400',
} as const

const C = SANDBOX_COLORS

/** Each account kind's badge: its label and colours. Listeners keep the quiet grey. */
export const KIND_BADGES: Record<Account['kind'], { label: string; color: string; background: string }> = {
  admin: { label: 'Admin', color: C.ink, background: '#9f8bff' },
  host: { label: 'Host', color: C.ink, background: '#1d9bf0' },
  helper: { label: 'Helper', color: C.ink, background: '#00ba7c' },
  user: { label: 'Listener', color: C.text, background: C.border },
}

const badgeRules = Object.entries(KIND_BADGES)
  .map(([kind, badge]) => `.kind-${kind}{background:${badge.background};color:${badge.color}}`)
  .join('')

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
background:${C.page};color:${C.text}}main{max-width:560px;margin:0 auto;padding:24px 16px 48px}
.logo{font-size:28px;font-weight:800;letter-spacing:-1px}.sandbox{display:inline-block;margin-left:8px;padding:2px 8px;
border-radius:999px;background:${C.sandboxTag};color:${C.ink};font-size:12px;font-weight:700;vertical-align:middle}
h1{font-size:22px;margin:16px 0 4px}p{color:${C.muted};margin:0 0 16px}
.accounts{display:grid;gap:8px;margin:0 0 24px;padding:0;list-style:none}
.account{display:flex;width:100%;align-items:center;gap:12px;padding:10px 12px;border:1px solid ${C.border};
border-radius:14px;background:${C.card};color:inherit;font:inherit;text-align:left;cursor:pointer}
.account:hover,.account:focus-visible{border-color:${C.focus};outline:none;background:${C.cardHover}}
.account img{width:44px;height:44px;border-radius:50%;flex:none}.who{flex:1;min-width:0}
.who strong{display:block;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}.who span{color:${C.muted}}
.kind{font-size:12px;padding:2px 8px;border-radius:999px}${badgeRules}
label,.choices legend{display:block;font-weight:600;margin-bottom:6px;padding:0}.choices{border:0;margin:16px 0 0;padding:0;min-width:0}.row{display:flex;gap:8px}
input[type=text]{flex:1;min-width:0;padding:10px 12px;border-radius:10px;border:1px solid ${C.fieldBorder};
background:${C.field};color:inherit;font:inherit}input[type=text]::placeholder{color:${C.muted}}
input[type=text]:focus-visible{outline:2px solid ${C.focus}}
.primary{padding:10px 18px;border:0;border-radius:999px;background:${C.text};color:${C.ink};font:inherit;font-weight:700;
cursor:pointer}.primary:focus-visible,.secondary:focus-visible{outline:2px solid ${C.focus};outline-offset:2px}
.secondary{margin-top:24px;padding:8px 16px;border:1px solid ${C.fieldBorder};border-radius:999px;background:none;
color:${C.text};font:inherit;cursor:pointer}.hint{font-size:14px;margin-top:8px}.error{color:${C.error}}
`

/** The sandbox's page frame: language, viewport, styles, the 𝕏 SANDBOX mark and one main landmark. */
export function renderPage(title: string, body: string, extraStyle = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">${ICON_LINK}
<title>${escapeHtml(title)}</title><style>${STYLE}${extraStyle}</style></head><body><main>
<div class="logo">𝕏<span class="sandbox">SANDBOX</span></div>
${body}
</main></body></html>`
}

/** What the sandbox answers to an authorize request it refuses (wrong client, callback, PKCE…). */
export function renderErrorPage(message: string): string {
  return renderPage(
    'Invalid authorization request – X sandbox',
    `<h1>Invalid authorization request</h1><p class="error">${escapeHtml(message)}</p>`,
  )
}

/** The sandbox's stand-in for X's consent screen: pick a demo account or type any handle. */
export function renderAuthorizePage(params: {
  hidden: Record<string, string>
  accounts: readonly Account[]
  error?: string
}): string {
  const hidden = Object.entries(params.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('')
  const accounts = params.accounts
    .map(
      (a) => `<li><button class="account" type="submit" name="username" value="${escapeHtml(a.username)}">
<img src="${escapeHtml(avatarPath(a.username))}" alt="">
<span class="who"><strong>${escapeHtml(a.name)}</strong><span>@${escapeHtml(a.username)}</span></span>
<span class="kind kind-${a.kind}">${KIND_BADGES[a.kind].label}</span></button></li>`,
    )
    .join('')
  const error = params.error ? `<p role="alert" class="error">${escapeHtml(params.error)}</p>` : ''
  return renderPage(
    'Authorize Spaces Calendar – X sandbox',
    `<h1>Authorize Spaces Calendar to access your account?</h1>
<p>This is the local X sandbox: no real X account is used. Choose who to log in as.</p>${error}
<form method="post" action="/x-sandbox/i/oauth2/authorize">${hidden}
<fieldset class="choices"><legend>Demo accounts</legend><ul class="accounts">${accounts}</ul></fieldset></form>
<form method="post" action="/x-sandbox/i/oauth2/authorize">${hidden}
<label for="handle">Or log in as any handle</label>
<div class="row"><input id="handle" type="text" name="username" required maxlength="15" pattern="[A-Za-z0-9_]{1,15}"
placeholder="handle, e.g. new_host" autocomplete="off"><button class="primary" type="submit">Authorize app</button></div>
<p class="hint">A new handle becomes a new sandbox account.</p></form>
<form method="post" action="/x-sandbox/i/oauth2/authorize">${hidden}
<button class="secondary" type="submit" name="deny" value="1">Cancel</button></form>`,
  )
}
