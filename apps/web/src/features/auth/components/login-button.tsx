import { AlertBanner } from '../../../components/ui/alert-banner'
import { START_LOGIN_ERROR, useStartLogin } from '../api/start-login'

/** Starts the real X login flow; on failure says 'Failed to start login' (spec §8). */
export function LoginButton({ className }: { className?: string }) {
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
        Login
      </button>
      {login.isPending ? <span className="visually-hidden">Redirecting to X…</span> : null}
      {login.isError ? <AlertBanner>{START_LOGIN_ERROR}</AlertBanner> : null}
    </>
  )
}
