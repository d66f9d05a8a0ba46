import { avatarPath } from './avatars'
import type { SANDBOX_ACCOUNTS } from './fixture'

type Account = (typeof SANDBOX_ACCOUNTS)[number]

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

const KIND_LABEL: Record<Account['kind'], string> = {
  admin: 'Admin',
  host: 'Host',
  helper: 'Helper',
  user: 'Listener',
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
background:#0f1419;color:#e7e9ea}main{max-width:560px;margin:0 auto;padding:24px 16px 48px}
.logo{font-size:28px;font-weight:800;letter-spacing:-1px}.sandbox{display:inline-block;margin-left:8px;padding:2px 8px;
border-radius:999px;background:#ffd400;color:#0f1419;font-size:12px;font-weight:700;vertical-align:middle}
h1{font-size:22px;margin:16px 0 4px}p{color:#8b98a5;margin:0 0 16px}
.accounts{display:grid;gap:8px;margin:16px 0 24px;padding:0;list-style:none}
.account{display:flex;width:100%;align-items:center;gap:12px;padding:10px 12px;border:1px solid #2f3336;
border-radius:14px;background:#16181c;color:inherit;font:inherit;text-align:left;cursor:pointer}
.account:hover,.account:focus-visible{border-color:#1d9bf0;outline:none;background:#1a1d22}
.account img{width:44px;height:44px;border-radius:50%;flex:none}.who{flex:1;min-width:0}
.who strong{display:block;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}.who span{color:#8b98a5}
.kind{font-size:12px;padding:2px 8px;border-radius:999px;background:#2f3336;color:#e7e9ea}
.kind-admin{background:#9f8bff;color:#0f1419}.kind-host{background:#1d9bf0;color:#0f1419}.kind-helper{background:#00ba7c;color:#0f1419}
label{display:block;font-weight:600;margin-bottom:6px}.row{display:flex;gap:8px}
input[type=text]{flex:1;min-width:0;padding:10px 12px;border-radius:10px;border:1px solid #2f3336;background:#000;
color:inherit;font:inherit}input[type=text]:focus-visible{outline:2px solid #1d9bf0}
.primary{padding:10px 18px;border:0;border-radius:999px;background:#e7e9ea;color:#0f1419;font:inherit;font-weight:700;
cursor:pointer}.primary:focus-visible,.secondary:focus-visible{outline:2px solid #1d9bf0;outline-offset:2px}
.secondary{margin-top:24px;padding:8px 16px;border:1px solid #536471;border-radius:999px;background:none;
color:#e7e9ea;font:inherit;cursor:pointer}.hint{font-size:14px;margin-top:8px}.error{color:#ff5c66}
`

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
<span class="kind kind-${a.kind}">${KIND_LABEL[a.kind]}</span></button></li>`,
    )
    .join('')
  const error = params.error ? `<p role="alert" class="error">${escapeHtml(params.error)}</p>` : ''
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Authorize Spaces Calendar – X sandbox</title><style>${STYLE}</style></head><body><main>
<div class="logo">𝕏<span class="sandbox">SANDBOX</span></div>
<h1>Authorize Spaces Calendar to access your account?</h1>
<p>This is the local X sandbox: no real X account is used. Choose who to log in as.</p>${error}
<form method="post" action="/x-sandbox/i/oauth2/authorize">${hidden}
<ul class="accounts" aria-label="Demo accounts">${accounts}</ul></form>
<form method="post" action="/x-sandbox/i/oauth2/authorize">${hidden}
<label for="handle">Or log in as any handle</label>
<div class="row"><input id="handle" type="text" name="username" required maxlength="15" pattern="[A-Za-z0-9_]{1,15}"
placeholder="handle, e.g. new_host" autocomplete="off"><button class="primary" type="submit">Authorize app</button></div>
<p class="hint">A new handle becomes a new sandbox account.</p></form>
<form method="post" action="/x-sandbox/i/oauth2/authorize">${hidden}
<button class="secondary" type="submit" name="deny" value="1">Cancel</button></form>
</main></body></html>`
}
