import type { TProfileLink } from '@spaces/shared/schemas/profile'
import { type RefObject, useState } from 'react'
import { AlertBanner } from '../../../components/ui/alert-banner'
import { PlatformIcon } from '../../../components/ui/platform-icon'
import { msg, t } from '../../../i18n/i18n'
import { linkHostname, linkText, platformName } from '../../../lib/link-platforms'
import { serverMessageOf } from '../../../lib/server-message'

export const DELETE_LINK_FAILED = msg('Failed to delete link')

/** Asked before a link goes, as every other delete asks. */
export const deleteLinkConfirmText = (text: string) =>
  t('Delete the link “{link}”? This cannot be undone.', { link: text })

/** The id of a link's Edit button, so that focus can go back to it after Cancel. */
export const editButtonId = (linkId: number) => `link-edit-${linkId}`

interface LinksListProps {
  links: TProfileLink[]
  editingId: number | null
  onEdit: (link: TProfileLink) => void
  onDelete: (id: number) => Promise<unknown>
  /** "Renata Aldridge’s" when a helper manages the owner's links; null on one's own. */
  ownerPossessive: string | null
  headingRef: RefObject<HTMLHeadingElement | null>
}

/** 'Your Links (n)' (or the owner's, for a helper) with Edit and Delete per link. */
export function LinksList({
  links,
  editingId,
  onEdit,
  onDelete,
  headingRef,
  ownerPossessive,
}: LinksListProps) {
  const [deletingId, setDeletingId] = useState<number | null>(null)
  const [failure, setFailure] = useState<{ detail: string | null } | null>(null)

  async function remove(id: number, text: string) {
    if (!window.confirm(deleteLinkConfirmText(text))) return
    setDeletingId(id)
    setFailure(null)
    try {
      await onDelete(id)
      // The button is gone: keep the keyboard in the list rather than at the top of the page.
      headingRef.current?.focus()
    } catch (error) {
      setFailure({ detail: serverMessageOf(error) })
    } finally {
      setDeletingId(null)
    }
  }

  return (
    <section className="card" aria-labelledby="your-links-title">
      <h2 id="your-links-title" ref={headingRef} tabIndex={-1} className="links-section__title">
        {ownerPossessive
          ? t('{owner} Links ({count})', { owner: ownerPossessive, count: links.length })
          : t('Your Links ({count})', { count: links.length })}
      </h2>
      {failure ? (
        <AlertBanner>
          {t(DELETE_LINK_FAILED)}
          {failure.detail ? <span className="links__failure-detail">{failure.detail}</span> : null}
        </AlertBanner>
      ) : null}
      {links.length === 0 ? (
        <p className="links__empty">
          {ownerPossessive
            ? t('No links yet. Add their newsletter, podcast or website above.')
            : t('No links yet. Add your newsletter, podcast or website above.')}
        </p>
      ) : (
        <ul className="links-list">
          {links.map((link) => {
            const text = linkText(link)
            return (
              <li key={link.id} className={link.id === editingId ? 'link-row link-row--editing' : 'link-row'}>
                <span className="link-row__icon">
                  <PlatformIcon platform={link.platform} />
                </span>
                <span className="link-row__text">
                  <span className="link-row__label">{text}</span>
                  <span className="link-row__meta">
                    {platformName(link.platform)} · {linkHostname(link.url)}
                  </span>
                </span>
                <span className="link-row__actions">
                  <button
                    type="button"
                    id={editButtonId(link.id)}
                    className="button button--secondary link-row__button"
                    onClick={() => onEdit(link)}
                    aria-label={t('Edit {link}', { link: text })}
                  >
                    {t('Edit')}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary link-row__button link-row__delete"
                    onClick={() => remove(link.id, text)}
                    disabled={deletingId === link.id}
                    aria-label={t('Delete {link}', { link: text })}
                  >
                    {deletingId === link.id ? t('Deleting…') : t('Delete')}
                  </button>
                </span>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
