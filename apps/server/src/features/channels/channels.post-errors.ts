import { msg } from '../../i18n/message'
import { withValues } from '../../i18n/stored'
import { english } from '../../i18n/translate'

/**
 * Why a post did not go, as the dashboard's post log says it. A post's error is stored in English (the
 * logs and an operator read it there) and said in the reader's language when listed
 * (channels.presenter.ts reads it back as one of these); a network's own words stay as it wrote them.
 */
export const POST_ERRORS = {
  disconnected: msg('The channel was disconnected.'),
  spaceDeleted: msg('The Space was deleted before it could be posted.'),
  spaceCanceled: msg('The Space was canceled before it could be posted.'),
  noLongerLive: msg('The Space was no longer live when it could be posted.'),
  alreadyStarted: msg('The Space had started before it could be posted.'),
  unreadable: msg('The channel’s credentials cannot be read with this server’s key: connect it again.'),
  // The words a post in doubt shows beside its Post again button, alone or with what went wrong.
  uncertain: msg(
    'The server stopped while posting, so this may have been posted. Look at the channel, and post it again if it is missing.',
  ),
  uncertainBecause: msg(
    'The server stopped while posting, so this may have been posted. Look at the channel, and post it again if it is missing. ({detail})',
  ),
  // A network's answer: its name, the HTTP status and its own words (which stay as it wrote them).
  answered: msg('{network} answered {status}: {detail}'),
  answeredStatus: msg('{network} answered {status}'),
  noAnswer: msg('No answer from {host}: {detail}'),
  turnedOff: msg('Not sent: the channel is turned off.'),
  // `reason` is why the channel was turned off (channels.notice.ts), itself a stored sentence.
  notSent: msg('Not sent: {reason}'),
}

/** The words a post in doubt shows on the dashboard beside its Post again button. */
export const UNCERTAIN_ERROR = english(POST_ERRORS.uncertain)

/** The error of a post its turned-off channel did not send: why the channel was turned off, when known. */
export function notSentError(offReason: string | null): string {
  return english(
    offReason === null ? POST_ERRORS.turnedOff : withValues(POST_ERRORS.notSent, { reason: offReason }),
  )
}
