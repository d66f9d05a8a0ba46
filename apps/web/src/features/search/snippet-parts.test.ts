import { describe, expect, it } from 'vitest'
import { snippetParts } from './snippet-parts'

describe('snippetParts', () => {
  it('reads marks and entities into text, never HTML', () => {
    expect(snippetParts('Housing &#60;<mark>script</mark>&#62; &amp; more')).toEqual([
      { text: 'Housing <', marked: false },
      { text: 'script', marked: true },
      { text: '> & more', marked: false },
    ])
    expect(snippetParts('<b>not markup</b>')).toEqual([{ text: '<b>not markup</b>', marked: false }])
  })
})
