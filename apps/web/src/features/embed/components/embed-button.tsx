import { lazy, Suspense, useState } from 'react'
import { LoadingState } from '../../../components/ui/loading-state'
import { Modal } from '../../../components/ui/modal'
import { activeLocale, t } from '../../../i18n/i18n'

// The panel's code loads when the dialog opens, not with the profile page.
const EmbedPanel = lazy(async () => ({ default: (await import('./embed-panel')).EmbedPanel }))

/** The profile's "Embed" share action: a dialog with the Embed panel for this host's schedule. */
export function EmbedButton({ username }: { username: string }) {
  const [isOpen, setIsOpen] = useState(false)
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setIsOpen(true)}>
        {t('Embed')}
        <span className="visually-hidden"> {t('this schedule on your site')}</span>
      </button>
      <Modal
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t('Embed this schedule')}
        description={t('Show {owner} upcoming Spaces on your own site.', {
          owner: activeLocale() === 'en' ? `@${username}’s` : `@${username}`,
        })}
      >
        {isOpen ? (
          <Suspense fallback={<LoadingState label={t('Loading...')} />}>
            <EmbedPanel username={username} />
          </Suspense>
        ) : null}
      </Modal>
    </>
  )
}
