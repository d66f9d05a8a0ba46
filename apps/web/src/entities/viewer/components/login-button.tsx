import type { ReactNode } from 'react'
import { AlertBanner } from '../../../components/ui/alert-banner'
import { t } from '../../../i18n/i18n'
import { START_LOGIN_ERROR, useStartLogin } from '../api/start-login'

/**
 * Starts the real X login flow; on failure says 'Failed to start login'. The label is
 * 'Login' unless `children` names it otherwise (the newsletter widget's 'Log in with X').
 */
export function LoginButton({ className, children }: { className?: string; children?: ReactNode }) {
  const login = useStartLogin()
  return (
    <>
      <button
        type="button"
        className={className}
        aria-disabled={login.isPending || undefined}
        onClick={() => {
          if (!login.isPending) login.mutate()
        }}
      >
        {children ?? t('Login')}
      </button>
      {login.isPending ? <span className="visually-hidden">{t('Redirecting to X…')}</span> : null}
      {login.isError ? <AlertBanner>{t(START_LOGIN_ERROR)}</AlertBanner> : null}
    </>
  )
}
