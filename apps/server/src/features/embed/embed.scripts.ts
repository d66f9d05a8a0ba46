import { createHash } from 'node:crypto'
import { EMBED_HEIGHT_MESSAGE, embedHeightEstimate } from '@spaces/shared/domain/embed'

/**
 * The two scripts of the embeds, as text: they run in other people's pages and frames, so they are
 * small, plain ES2017 and depend on nothing.
 */

/** `Tue, Mar 3, 2:00 PM EST`: the server writes it in UTC, the page's script in the viewer's zone. */
export const EMBED_TIME_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
}

/**
 * Inside the embed page: rewrites each `<time datetime>` (UTC) in the browser's zone, in the page's
 * language (`<html lang>`), names the zone with the page's own sentence (`data-local` of #zone, whose
 * `{zone}` it fills), and posts the page's height to the parent whenever it changes. The height is no secret, so the
 * message goes to any parent ('*'); the parent checks where it came from (embed.js does).
 */
export const EMBED_PAGE_SCRIPT = `(function(){var d=document,l=d.documentElement.lang||'en',o=${JSON.stringify(EMBED_TIME_FORMAT)};if(l==='en')l='en-US';if(l==='ja')o.hourCycle='h23';var f=new Intl.DateTimeFormat(l,o);
d.querySelectorAll('time[datetime]').forEach(function(t){var w=new Date(t.getAttribute('datetime'));if(!isNaN(w))t.textContent=f.format(w)});
var z=d.getElementById('zone'),n=Intl.DateTimeFormat().resolvedOptions().timeZone;if(z&&n&&z.getAttribute('data-local'))z.textContent=z.getAttribute('data-local').replace('{zone}',n.replace(/_/g,' '));
var id=location.hash.slice(1),last=-1;function post(){var h=Math.ceil(d.documentElement.getBoundingClientRect().height);
if(h!==last&&parent!==window){last=h;parent.postMessage({type:'${EMBED_HEIGHT_MESSAGE}',height:h,id:id},'*')}}
post();if(window.ResizeObserver)new ResizeObserver(post).observe(d.documentElement);window.addEventListener('load',post)})();`

/**
 * /embed.js: turns `<div data-spaces-calendar="alice" data-limit="5" data-theme="auto" data-lang="es">`
 * (or `data-spaces-calendar-hosts="a,b"`) into a frame of this site's embed page, and applies the heights
 * that frame posts: only a message whose origin is this site and whose source is that very frame.
 * This site's origin is the script's own (`document.currentScript`), so the file is the same
 * wherever the site runs and can be cached. The frame's name (its `title`, what a screen reader
 * announces) is in `data-lang`, else the browser's language: `titles` holds each language's two
 * names, `{}` standing for the hosts.
 */
export function embedLoaderScript(titles: Record<string, readonly [string, string]>): string {
  // Every character past ASCII escaped: the file is the same bytes whatever a proxy thinks its charset is.
  const table = JSON.stringify(titles).replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
  return `/* Spaces Calendar embeds: see ${'/embed.js'} */
(function(){'use strict';var s=document.currentScript;if(!s||!s.src)return;var origin=new URL(s.src).origin,frames=[],count=0;
function attr(el,n){var v=el.getAttribute(n);return v===null?'':v.trim()}
var T=${table};function words(l){l=String(l||'').toLowerCase();return T[l]||T[l.split('-')[0]]||T.en}
function build(el){if(el.getAttribute('data-spaces-calendar-ready'))return;el.setAttribute('data-spaces-calendar-ready','1');
var user=attr(el,'data-spaces-calendar').replace(/^@/,''),hosts=attr(el,'data-spaces-calendar-hosts'),q=[],limit=attr(el,'data-limit')||'5',theme=attr(el,'data-theme'),lang=attr(el,'data-lang');
q.push('limit='+encodeURIComponent(limit));if(theme)q.push('theme='+encodeURIComponent(theme));if(lang)q.push('lang='+encodeURIComponent(lang));
var path=user?'/embed/hosts/'+encodeURIComponent(user):'/embed/spaces';if(!user&&hosts)q.unshift('hosts='+encodeURIComponent(hosts));
var f=document.createElement('iframe');count+=1;f.src=origin+path+'?'+q.join('&')+'#spaces-calendar-'+count;
var w=words(lang||navigator.language);f.title=attr(el,'data-title')||(user?w[1].replace('{}','@'+user):hosts?w[1].replace('{}',hosts):w[0]);
f.setAttribute('sandbox','allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox');f.setAttribute('loading','lazy');
var n=Math.min(20,Math.max(1,parseInt(limit,10)||5));f.style.display='block';f.style.width='100%';f.style.border='0';f.style.height=(${embedHeightEstimate(0)}+${embedHeightEstimate(1) - embedHeightEstimate(0)}*n)+'px';
el.appendChild(f);frames.push(f)}
window.addEventListener('message',function(e){var m=e.data;if(e.origin!==origin||!m||m.type!=='${EMBED_HEIGHT_MESSAGE}'||typeof m.height!=='number')return;
for(var i=0;i<frames.length;i++){if(frames[i].contentWindow===e.source){frames[i].style.height=Math.max(0,Math.min(Math.ceil(m.height),20000))+'px'}}});
function scan(){var els=document.querySelectorAll('[data-spaces-calendar],[data-spaces-calendar-hosts]');for(var i=0;i<els.length;i++)build(els[i])}
if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',scan);else scan()})();
`
}

/** A CSP source for inline text: `'sha256-…'` of exactly these characters. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}
