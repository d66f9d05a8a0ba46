import { execFile } from 'node:child_process'
import { type ParsedMail, simpleParser } from 'mailparser'
import { ensureDebianTool } from './debian-tools'

/**
 * Readers for the mails the site sends that nobody here wrote: mailparser (what a mail client makes
 * of the message) and SpamAssassin with its offline rules (what a spam filter makes of it).
 */
export function parseMail(raw: string): Promise<ParsedMail> {
  return simpleParser(raw)
}

/** A header's raw line value (after the name), unfolded, or undefined. */
export function headerLine(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim()
}

/**
 * Installs Debian's spamassassin when missing (as e2e/ensure-chromium.mjs does Chromium), or throws
 * with the one line that says how.
 */
export function ensureSpamAssassin(): void {
  ensureDebianTool('spamassassin', 'spamassassin', 'the mail tests')
}

export interface SpamReport {
  score: number
  /** The names of the rules that fired. */
  rules: string[]
  /** SpamAssassin's own report, for failure messages. */
  report: string
}

/**
 * Scores a raw message with SpamAssassin's local rules only (-L: no DNS or network tests), in test
 * mode, without Bayes or auto-learning (nothing is written). Debian's default rules in
 * /usr/share/spamassassin are used when sa-update never ran.
 */
export function spamReport(raw: string): Promise<SpamReport> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'spamassassin',
      ['-L', '-t', '-x', '--cf=use_bayes 0', '--cf=bayes_auto_learn 0', '--cf=report_safe 0'],
      { maxBuffer: 16 * 1024 * 1024, timeout: 120_000 },
      (err, stdout, stderr) => {
        const status = /^X-Spam-Status: (.*(?:\r?\n[ \t].*)*)/m.exec(stdout)?.[1]?.replace(/\s+/g, ' ')
        if (!status) return reject(err ?? new Error(`no X-Spam-Status from spamassassin: ${stderr}`))
        const score = Number(/score=(-?[\d.]+)/.exec(status)?.[1])
        // The list is folded over lines, with a space after a comma: read it up to the next field.
        const list = /tests=(.*?)(?: \w+=|$)/.exec(status)?.[1] ?? ''
        const rules = list.split(/[\s,]+/).filter((r) => r && r !== 'none')
        const report = stdout.slice(stdout.indexOf('Content analysis details'))
        resolve({ score, rules, report: report.length > 0 ? report : status })
      },
    )
    child.stdin?.end(raw)
  })
}
