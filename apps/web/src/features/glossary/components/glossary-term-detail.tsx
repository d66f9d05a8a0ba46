import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { LoadingState } from '../../../components/ui/loading-state'
import { t } from '../../../i18n/i18n'
import { glossaryTermQueryOptions } from '../api/get-glossary-term'
import {
  DEFAULT_LEVEL,
  definitionAt,
  type GlossaryLevel,
  missingDefinitionText,
  SUGGEST_TEXT,
} from '../glossary-levels'
import { LevelPicker } from './level-picker'

/** An expanded card: loads the term, then shows the chosen level's definition (eli5 first). */
export function GlossaryTermDetail({ term }: { term: string }) {
  const { data, isPending } = useQuery(glossaryTermQueryOptions(term))
  const [level, setLevel] = useState<GlossaryLevel>(DEFAULT_LEVEL)
  const descriptionId = useId()
  const definition = definitionAt(data?.definitions, level)

  return (
    <div className="term-detail">
      <LevelPicker level={level} onChange={setLevel} descriptionId={descriptionId} />
      <div className="term-detail__body" aria-live="polite">
        {isPending ? (
          <LoadingState label={t('Loading definition...')} />
        ) : definition ? (
          <>
            <p className="term-detail__definition">{definition.definition}</p>
            {definition.examples.length > 0 ? (
              <>
                <h3 className="term-detail__heading">{t('Examples')}</h3>
                <ul className="term-detail__list">
                  {definition.examples.map((example) => (
                    <li key={example}>{example}</li>
                  ))}
                </ul>
              </>
            ) : null}
            {definition.citations.length > 0 ? (
              <>
                <h3 className="term-detail__heading">{t('Citations')}</h3>
                <ul className="term-detail__list term-detail__list--citations">
                  {definition.citations.map((citation) => (
                    <li key={citation}>{citation}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        ) : (
          <div className="term-detail__missing">
            <p>{missingDefinitionText(level)}</p>
            <p>{t(SUGGEST_TEXT)}</p>
          </div>
        )}
      </div>
    </div>
  )
}
