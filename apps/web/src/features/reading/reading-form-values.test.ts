import type { TReadingItem } from '@spaces/shared/schemas/reading'
import { describe, expect, it } from 'vitest'
import {
  checkReadingForm,
  EMPTY_READING_VALUES,
  type ReadingFormValues,
  valuesFromItem,
  withPinToggled,
} from './reading-form-values'

const valid: ReadingFormValues = {
  ...EMPTY_READING_VALUES,
  url: 'https://example.org/housing',
  title: 'Why housing costs rise',
}

const item: TReadingItem = {
  id: 7,
  url: 'https://example.org/a',
  title: 'A',
  type: 'book',
  author: null,
  summary: 'Short',
  tags: ['policy', 'housing'],
  difficulty: 'graduate',
  est_read_minutes: 12,
  pinned: 0,
  host_id: 3,
  username: 'civicsquare_nyc',
  display_name: null,
  profile_image_url: null,
  created_at: 1,
  can_edit: true,
}

describe('checkReadingForm', () => {
  it('turns the form into the request body: tags split and trimmed, empties null, difficulty other', () => {
    const { body, errors } = checkReadingForm({
      ...valid,
      author: '  ',
      summary: ' A primer ',
      tags: ' policy, ,housing ,, organizing ',
      estReadMinutes: ' 15 ',
    })
    expect(errors).toEqual({})
    expect(body).toEqual({
      url: 'https://example.org/housing',
      title: 'Why housing costs rise',
      type: 'article',
      author: null,
      summary: 'A primer',
      tags: ['policy', 'housing', 'organizing'],
      difficulty: 'other',
      est_read_minutes: 15,
    })
  })

  it('sends host_id only when managing someone else', () => {
    expect(checkReadingForm(valid).body).not.toHaveProperty('host_id')
    expect(checkReadingForm(valid, 42).body?.host_id).toBe(42)
  })

  it("accepts only https:// URLs ('Invalid URL format')", () => {
    for (const url of ['http://example.org', 'example.org', 'ftp://example.org', 'https://localhost']) {
      const check = checkReadingForm({ ...valid, url })
      expect(check.body).toBeNull()
      expect(check.errors.url).toBe('Invalid URL format')
    }
  })

  it('requires URL and title', () => {
    const { body, errors } = checkReadingForm(EMPTY_READING_VALUES)
    expect(body).toBeNull()
    expect(errors.url).toBe('URL is required')
    expect(errors.title).toBe('Title is required')
  })

  it("limits title 200, author 100, summary 500 ('Too long'), at the edge and one past it", () => {
    expect(checkReadingForm({ ...valid, title: 't'.repeat(200) }).body).not.toBeNull()
    expect(checkReadingForm({ ...valid, title: 't'.repeat(201) }).errors.title).toBe('Too long')
    expect(checkReadingForm({ ...valid, author: 'a'.repeat(100) }).body).not.toBeNull()
    expect(checkReadingForm({ ...valid, author: 'a'.repeat(101) }).errors.author).toBe('Too long')
    expect(checkReadingForm({ ...valid, summary: 's'.repeat(500) }).body).not.toBeNull()
    expect(checkReadingForm({ ...valid, summary: 's'.repeat(501) }).errors.summary).toBe('Too long')
  })

  it('takes minutes empty or any number of at least 1, kept as whole minutes', () => {
    const minutes = (text: string) =>
      checkReadingForm({ ...valid, estReadMinutes: text }).body?.est_read_minutes
    expect(minutes('')).toBeNull()
    expect(minutes('1')).toBe(1)
    expect(minutes('1.5')).toBe(2)
    expect(minutes('1,4')).toBe(1)
    expect(minutes(' 12.25 ')).toBe(12)
    expect(minutes('100000')).toBe(100_000)
  })

  it('says truthfully why minutes are refused', () => {
    const error = (text: string) =>
      checkReadingForm({ ...valid, estReadMinutes: text }).errors.est_read_minutes
    expect(error('0')).toBe('Must be a positive number')
    expect(error('-3')).toBe('Must be a positive number')
    expect(error('0.5')).toBe('Must be at least 1')
    expect(error('abc')).toBe('Must be a number')
    expect(error('1e')).toBe('Must be a number')
    expect(error('100001')).toBe('Must be at most 100000')
  })
})

describe('valuesFromItem', () => {
  it('fills the edit form, and checking it gives the item back', () => {
    const values = valuesFromItem(item)
    expect(values).toMatchObject({ author: '', tags: 'policy, housing', estReadMinutes: '12' })
    expect(checkReadingForm(values).body).toMatchObject({
      url: item.url,
      type: 'book',
      tags: ['policy', 'housing'],
      difficulty: 'graduate',
      est_read_minutes: 12,
    })
  })
})

describe('withPinToggled', () => {
  it('flips pinned and keeps every other field', () => {
    expect(withPinToggled(item)).toEqual({ ...item, pinned: 1 })
    expect(withPinToggled({ ...item, pinned: 1 }).pinned).toBe(0)
  })
})
