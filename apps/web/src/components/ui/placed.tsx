import { Fragment, type ReactNode } from 'react'

/** Where an element goes in a translated sentence: `t('As of {time}', { time: slot('time') })`. */
export const slot = (name: string): string => `\uE000${name}\uE000`

/**
 * A translated sentence with elements in its slots, wherever the language puts them:
 * `<Placed text={t('As of {time}', { time: slot('time') })} nodes={{ time: <When … /> }} />`.
 */
export function Placed({ text, nodes }: { text: string; nodes: Record<string, ReactNode> }) {
  return (
    <>
      {text.split(/\uE000(\w+)\uE000/).map((part, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, in order
        index % 2 === 1 ? <Fragment key={index}>{nodes[part]}</Fragment> : part,
      )}
    </>
  )
}
