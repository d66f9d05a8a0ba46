import { useCurrentUser } from '../../../entities/viewer/api/get-current-user'
import { t } from '../../../i18n/i18n'
import { useRemindedSpaces, useReminderMutation } from '../api/reminders'
import { LoginPrompt } from './login-prompt'
import { type NotifyLabels, NotifyToggle, noticeToggleFailed } from './notify-toggle'

/**
 * "Remind me" for one upcoming Space, at the offsets chosen in the notification settings;
 * "Reminder set" once on. Logged out, it explains and offers login.
 */
export function RemindButton({ spaceId, title }: { spaceId: number; title: string }) {
  const { data: viewer, isPending: isViewerPending } = useCurrentUser()
  const reminded = useRemindedSpaces(Boolean(viewer))
  const mutation = useReminderMutation()
  const labels: NotifyLabels = {
    on: (
      <>
        <BellIcon />
        {t('Reminder set')}
      </>
    ),
    off: (
      <>
        <BellIcon />
        {t('Remind me')}
      </>
    ),
    context: <span className="visually-hidden"> {t('for {title}', { title })}</span>,
  }
  if (!viewer && !isViewerPending) {
    return (
      <LoginPrompt
        labels={labels}
        explanation={t('Log in to get a reminder by email or browser notification before this Space starts.')}
      />
    )
  }
  const isOn = (reminded.data ?? []).includes(spaceId)
  return (
    <NotifyToggle
      isOn={isOn}
      isReady={Boolean(viewer) && reminded.isSuccess && !mutation.isPending}
      labels={labels}
      onToggle={() =>
        mutation.mutate(
          { spaceId, remind: !isOn },
          {
            onError: (error) =>
              noticeToggleFailed(
                error,
                isOn ? t('Could not cancel the reminder') : t('Could not set the reminder'),
              ),
          },
        )
      }
    />
  )
}

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20a2 2 0 0 0 4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  )
}
