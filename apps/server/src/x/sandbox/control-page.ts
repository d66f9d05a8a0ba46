import { escapeHtml } from '../../lib/html'
import { SANDBOX_COLORS as C, renderPage } from './authorize-page'
import type { XSpace } from './sandbox-spaces'

const STYLE = `main{max-width:760px}table{width:100%;border-collapse:collapse;margin:8px 0 24px}
th,td{text-align:left;padding:8px 6px;border-bottom:1px solid ${C.border};vertical-align:top}th{color:${C.muted};font-weight:600}
td form{display:inline-flex;gap:4px;margin:0 4px 4px 0}.state{font-weight:700}
input[type=number],input[type=datetime-local]{padding:8px;border-radius:10px;border:1px solid ${C.fieldBorder};background:${C.field};
color:inherit;font:inherit;max-width:100%}input:focus-visible{outline:2px solid ${C.focus}}
.small{padding:6px 12px;border:1px solid ${C.fieldBorder};border-radius:999px;background:none;color:${C.text};font:inherit;cursor:pointer}
.small:focus-visible{outline:2px solid ${C.focus};outline-offset:2px}fieldset{border:1px solid ${C.border};border-radius:14px;
margin:0 0 24px;padding:12px 16px}legend{font-weight:700;padding:0 6px}.field{margin-bottom:12px}
.field input{width:100%}@media (max-width:600px){thead{display:none}tr,td{display:block}td{border:0;padding:4px 0}
tr{border-bottom:1px solid ${C.border};padding:8px 0}}caption{text-align:left;font-weight:700}
.visually-hidden{position:absolute;left:-9999px}`

export interface ControlPageModel {
  spaces: (XSpace & { username: string })[]
  rateLimitedUntil: number | null
  calls: number
  notice?: string
  /** False in a public demo for a visitor who has not logged in: the page shows, nothing changes. */
  canChange: boolean
  /** Carried by every form in a public demo (the site's CSRF token); absent on a development machine. */
  csrfToken?: string
}

const when = (iso: string | undefined) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '')

/** The hidden field that carries the CSRF token in a public demo; nothing elsewhere. */
const tokenField = (csrfToken: string | undefined) =>
  csrfToken ? `<input type="hidden" name="csrf_token" value="${escapeHtml(csrfToken)}">` : ''

function actions(space: XSpace, csrfToken: string | undefined): string {
  const post = (action: string, label: string, extra = '') =>
    `<form method="post" action="/x-sandbox/control/spaces/${escapeHtml(space.id)}/${action}">${tokenField(csrfToken)}${extra}<button class="small" type="submit">${label}</button></form>`
  if (space.state === 'scheduled' || space.state === 'live') {
    const listeners = `<label class="visually-hidden" for="l-${escapeHtml(space.id)}">Listeners for ${escapeHtml(space.title)}</label><input id="l-${escapeHtml(space.id)}" type="number" name="listeners" min="0" max="1000000" value="${space.participant_count ?? 25}">`
    return [
      post('start', space.state === 'live' ? 'Set listeners' : 'Start', listeners),
      post('end', 'End'),
      space.state === 'scheduled' ? post('cancel', 'Cancel') : '',
    ].join('')
  }
  return ''
}

/** The forms that change X's side: schedule a Space, and the rate limit. */
function forms(limited: string, csrfToken: string | undefined): string {
  return `<form method="post" action="/x-sandbox/control/spaces">${tokenField(csrfToken)}<fieldset><legend>Schedule a Space</legend>
<div class="field"><label for="username">Host handle</label><input id="username" type="text" name="username" required maxlength="15" pattern="[A-Za-z0-9_]{1,15}" placeholder="civicsquare_nyc"></div>
<div class="field"><label for="title">Title</label><input id="title" type="text" name="title" required maxlength="200"></div>
<div class="field"><label for="minutes">Starts in (minutes)</label><input id="minutes" type="number" name="starts_in_minutes" min="0" max="43200" value="60" required></div>
<button class="primary" type="submit">Schedule</button></fieldset></form>
<form method="post" action="/x-sandbox/control/rate-limit">${tokenField(csrfToken)}<fieldset><legend>Rate limit</legend>${limited}
<div class="field"><label for="seconds">Answer 429 for the next (seconds; 0 ends it)</label><input id="seconds" type="number" name="seconds" min="0" max="86400" value="60" required></div>
<button class="primary" type="submit">Apply</button></fieldset></form>`
}

/** The sandbox's control page: make X's side of a Space move, and make X answer 429. */
export function renderControlPage(model: ControlPageModel): string {
  const order = { live: 0, scheduled: 1, ended: 2, canceled: 3 } as const
  const rows = model.spaces
    .filter((space) => space.state !== 'ended' || Date.parse(space.ended_at ?? '') > Date.now() - 86_400_000)
    // Order: live, scheduled (soonest first), ended in the last day (latest first), canceled.
    .sort(
      (a, b) =>
        order[a.state] - order[b.state] ||
        (a.state === 'ended' ? -1 : 1) * a.scheduled_start.localeCompare(b.scheduled_start),
    )
    .map(
      (
        space,
      ) => `<tr><td>${escapeHtml(space.title)}<br><span class="hint">@${escapeHtml(space.username)} · ${escapeHtml(space.id)}</span></td>
<td>${when(space.scheduled_start)}</td><td class="state">${space.state}${space.state === 'live' ? ` · ${space.participant_count ?? 0} listening` : ''}</td>
<td>${model.canChange ? actions(space, model.csrfToken) : ''}</td></tr>`,
    )
    .join('')
  const limited = model.rateLimitedUntil
    ? `<p role="status">X answers 429 until ${when(new Date(model.rateLimitedUntil * 1000).toISOString())}.</p>`
    : '<p>X answers normally.</p>'
  const notice = model.notice ? `<p role="status">${escapeHtml(model.notice)}</p>` : ''
  return renderPage(
    'Spaces control – X sandbox',
    `<h1>Spaces on the sandbox's X</h1>
<p>Schedule, start, end and cancel Spaces as X would; the calendar sees the change at its next X sync
(or press Sync now on Manage Hosts). Calls to the Spaces API so far: ${model.calls}.</p>${notice}
${model.canChange ? forms(limited, model.csrfToken) : limited}
<table><caption>Spaces (live, scheduled, and ended in the last day)</caption>
<thead><tr><th scope="col">Space</th><th scope="col">Scheduled</th><th scope="col">State on X</th><th scope="col">Change</th></tr></thead>
<tbody>${rows || '<tr><td colspan="4">No Spaces yet.</td></tr>'}</tbody></table>`,
    STYLE,
  )
}
