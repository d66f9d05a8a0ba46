import { AlertBanner } from '../../../components/ui/alert-banner'
import { t } from '../../../i18n/i18n'
import { LOGOUT_ERROR, useLogout } from '../api/logout'

type LogoutButtonProps = {
  className?: string
  onLoggedOut?: () => void
  /** Go here on success, before the user is dropped (from a screen that needs a session). */
  leaveTo?: string
}

/** Logs out; on failure the user stays logged in and an error banner says so. */
export function LogoutButton({ className, onLoggedOut, leaveTo }: LogoutButtonProps) {
  const logout = useLogout({ leaveTo })
  return (
    <>
      <button
        type="button"
        className={className}
        aria-disabled={logout.isPending || undefined}
        onClick={() => {
          if (!logout.isPending) logout.mutate(undefined, { onSuccess: onLoggedOut })
        }}
      >
        {t('Logout')}
      </button>
      {logout.isError ? <AlertBanner>{t(LOGOUT_ERROR)}</AlertBanner> : null}
    </>
  )
}
