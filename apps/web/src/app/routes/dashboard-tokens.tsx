import { BACK_TO_DASHBOARD, PageShell } from '../../components/layout/page-shell'
import { RequireUser } from '../../entities/viewer/components/require-user'
import { TokensManager } from '../../features/webhooks/components/tokens-manager'
import { TOKEN_TEXT } from '../../features/webhooks/strings'

/** `/dashboard/tokens`: the viewer's own API tokens; logged out goes to `/`. */
export function DashboardTokensRoute() {
  return (
    <PageShell title={TOKEN_TEXT.title} back={BACK_TO_DASHBOARD}>
      <RequireUser redirectTo="/">
        {() => (
          <>
            <p>{TOKEN_TEXT.intro}</p>
            <TokensManager />
          </>
        )}
      </RequireUser>
    </PageShell>
  )
}
