import type { TGlossaryTermRequest } from '@spaces/shared/schemas/glossary'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { AlertBanner } from '../../../components/ui/alert-banner'
import { LoadingState } from '../../../components/ui/loading-state'
import { ApiError } from '../../../lib/api-client'
import { fetchGlossaryTerm } from '../api/get-glossary-term'
import { adminGlossaryTermsQueryOptions, GLOSSARY_QUERY_KEY } from '../api/get-glossary-terms'
import {
  useCreateGlossaryTerm,
  useDeleteGlossaryTerm,
  useUpdateGlossaryTerm,
} from '../api/mutate-glossary-terms'
import { emptyTermValues, termValuesFrom } from '../term-form-values'
import { AdminTermForm } from './admin-term-form'
import { AdminTermList } from './admin-term-list'
import './admin-glossary.css'
import { t } from '../../../i18n/i18n'

type Banner = { tone: 'success' | 'error'; text: string }

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message.trim() ? error.message : fallback

/** /admin/glossary: every term with Edit and Delete, and the form that adds or edits one. */
export function AdminGlossaryManager() {
  const list = useQuery(adminGlossaryTermsQueryOptions())
  const [editing, setEditing] = useState<string | null>(null)
  const [banner, setBanner] = useState<Banner | null>(null)
  // A new key empties the add form after a term is added.
  const [formKey, setFormKey] = useState(0)
  const create = useCreateGlossaryTerm()
  const update = useUpdateGlossaryTerm()
  const remove = useDeleteGlossaryTerm()
  const categories = list.data?.categories ?? []

  async function save(body: TGlossaryTermRequest) {
    setBanner(null)
    try {
      if (editing === null) {
        const saved = await create.mutateAsync(body)
        setBanner({ tone: 'success', text: t('Term “{term}” added', { term: saved.term }) })
        setFormKey((key) => key + 1)
      } else {
        const saved = await update.mutateAsync({ term: editing, body })
        setBanner({ tone: 'success', text: t('Term “{term}” saved', { term: saved.term }) })
        setEditing(null)
      }
    } catch (caught) {
      setBanner({ tone: 'error', text: messageOf(caught, t('Failed to save term')) })
      throw caught
    }
  }

  async function deleteTerm(term: string) {
    if (!window.confirm(t('Delete the term “{term}”? This cannot be undone.', { term }))) return
    setBanner(null)
    try {
      await remove.mutateAsync(term)
      if (editing?.toLowerCase() === term.toLowerCase()) setEditing(null)
      setBanner({ tone: 'success', text: t('Term “{term}” deleted', { term }) })
    } catch (caught) {
      setBanner({ tone: 'error', text: messageOf(caught, t('Failed to delete term')) })
    }
  }

  return (
    <div className="admin-glossary">
      <div className="admin-glossary__banner" aria-live="polite">
        {banner?.tone === 'success' ? <p className="success-banner">{banner.text}</p> : null}
      </div>
      {banner?.tone === 'error' ? <AlertBanner>{banner.text}</AlertBanner> : null}

      <TermFormSection
        editing={editing}
        formKey={formKey}
        categories={categories}
        onSave={save}
        onStopEditing={() => setEditing(null)}
      />

      <section
        className="card admin-glossary__list"
        aria-labelledby="term-list-heading"
        aria-busy={list.isFetching}
      >
        <h2 id="term-list-heading" className="admin-glossary__title">
          {list.data ? t('Terms ({count})', { count: list.data.data.length }) : t('Terms')}
        </h2>
        {list.isPending ? (
          <LoadingState label={t('Loading terms...')} />
        ) : list.isError ? (
          <LoadFailure
            text={messageOf(list.error, t('Failed to load terms'))}
            action={t('Try again')}
            onAction={() => list.refetch()}
          />
        ) : (
          <AdminTermList
            terms={list.data.data}
            editing={editing}
            deleting={remove.isPending ? (remove.variables ?? null) : null}
            onEdit={(term) => {
              setBanner(null)
              setEditing(term)
            }}
            onDelete={deleteTerm}
          />
        )}
      </section>
    </div>
  )
}

interface TermFormSectionProps {
  /** The term being edited, or null while adding. */
  editing: string | null
  /** Changed after a term is added, which empties the add form. */
  formKey: number
  categories: readonly string[]
  onSave: (body: TGlossaryTermRequest) => Promise<void>
  onStopEditing: () => void
}

/** 'Add a Term', or 'Edit “…”' with the stored term loaded afresh into the form. */
function TermFormSection({ editing, formKey, categories, onSave, onStopEditing }: TermFormSectionProps) {
  const detail = useQuery({
    queryKey: [...GLOSSARY_QUERY_KEY, 'admin-term', editing] as const,
    queryFn: () => fetchGlossaryTerm(editing ?? ''),
    enabled: editing !== null,
    // Always the stored version: another admin may have changed it.
    staleTime: 0,
    gcTime: 0,
  })
  return (
    <section className="card admin-glossary__form" aria-labelledby="term-form-heading">
      <h2 id="term-form-heading" className="admin-glossary__title">
        {editing === null ? t('Add a Term') : t('Edit “{term}”', { term: editing })}
      </h2>
      {editing === null ? (
        <AdminTermForm
          key={`new-${formKey}`}
          initial={emptyTermValues()}
          isEditing={false}
          categories={categories}
          onSubmit={onSave}
          onCancel={onStopEditing}
        />
      ) : detail.isPending ? (
        <LoadingState label={t('Loading term...')} />
      ) : detail.isError ? (
        <LoadFailure
          text={messageOf(detail.error, t('Failed to load term'))}
          action={t('Back to adding')}
          onAction={onStopEditing}
        />
      ) : (
        <AdminTermForm
          key={`edit-${detail.data.id}`}
          initial={termValuesFrom(detail.data)}
          isEditing
          categories={categories}
          onSubmit={onSave}
          onCancel={onStopEditing}
        />
      )}
    </section>
  )
}

/** A load that failed: the reason, and the one way on. */
function LoadFailure({ text, action, onAction }: { text: string; action: string; onAction: () => void }) {
  return (
    <div className="admin-glossary__failure">
      <AlertBanner>{text}</AlertBanner>
      <button type="button" className="button button--secondary" onClick={onAction}>
        {action}
      </button>
    </div>
  )
}
