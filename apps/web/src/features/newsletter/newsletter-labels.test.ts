import { describe, expect, it } from 'vitest'
import {
  campaignAuthorText,
  campaignStatusBadge,
  deliveryCountsText,
  hasSendingCampaign,
  personText,
  retryingText,
  sendConfirmText,
  sendProgressText,
  sendProgressValue,
  sendTestUnavailableText,
  subscriberStatusBadge,
} from './newsletter-labels'

describe('status badges', () => {
  it('gives draft, sending and sent their own tones', () => {
    expect(campaignStatusBadge('draft')).toEqual({ label: 'Draft', tone: 'draft' })
    expect(campaignStatusBadge('sending')).toEqual({ label: 'Sending', tone: 'sending' })
    expect(campaignStatusBadge('sent')).toEqual({ label: 'Sent', tone: 'sent' })
  })

  it('shows a status it does not know as neutral, in its own words', () => {
    expect(campaignStatusBadge('scheduled')).toEqual({ label: 'Scheduled', tone: 'neutral' })
    expect(campaignStatusBadge('partly_failed')).toEqual({ label: 'Partly failed', tone: 'neutral' })
    expect(campaignStatusBadge('')).toEqual({ label: 'Unknown', tone: 'neutral' })
    expect(campaignStatusBadge('Sent')).toEqual({ label: 'Sent', tone: 'neutral' })
  })

  it('is not fooled by names every object has', () => {
    for (const status of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(campaignStatusBadge(status).tone).toBe('neutral')
      expect(subscriberStatusBadge(status).tone).toBe('neutral')
    }
  })

  it('maps every subscriber status, pending included', () => {
    expect(subscriberStatusBadge('active')).toEqual({ label: 'Active', tone: 'active' })
    expect(subscriberStatusBadge('pending')).toEqual({ label: 'Pending', tone: 'pending' })
    expect(subscriberStatusBadge('unsubscribed')).toEqual({ label: 'Unsubscribed', tone: 'unsubscribed' })
    expect(subscriberStatusBadge('bounced')).toEqual({ label: 'Bounced', tone: 'bounced' })
    expect(subscriberStatusBadge('complained')).toEqual({ label: 'Complained', tone: 'neutral' })
  })
})

describe('names', () => {
  it('prefers the display name, then @username, else nothing', () => {
    expect(personText({ display_name: 'Civic Host', username: 'civic_host' })).toBe('Civic Host')
    expect(personText({ display_name: '  ', username: 'civic_host' })).toBe('@civic_host')
    expect(personText({ display_name: null, username: null })).toBeNull()
  })

  it("names a campaign's author, or says it is unknown", () => {
    expect(campaignAuthorText({ created_by_display_name: null, created_by_username: 'ada' })).toBe('@ada')
    expect(campaignAuthorText({ created_by_display_name: null, created_by_username: null })).toBe('Unknown')
  })
})

describe('sending', () => {
  const campaign = { status: 'sending', recipient_count: 120, sent_count: 45, failed_count: 3 }

  it("asks with exactly the spec's words, N being the active subscribers", () => {
    expect(sendConfirmText(42)).toBe('Send to 42 subscribers?')
    expect(sendConfirmText(0)).toBe('Send to 0 subscribers?')
  })

  it('reports progress as sent out of recipients', () => {
    expect(sendProgressText(campaign)).toBe('Sent 45 of 120')
    expect(sendProgressValue(campaign)).toBe(48)
  })

  it('never draws the bar past full or below empty', () => {
    expect(sendProgressValue({ ...campaign, sent_count: 119, failed_count: 5 })).toBe(120)
    expect(sendProgressValue({ ...campaign, recipient_count: 0, sent_count: 0, failed_count: 0 })).toBe(0)
  })

  it('knows when any campaign is still sending (and so worth polling)', () => {
    expect(hasSendingCampaign([])).toBe(false)
    expect(hasSendingCampaign([{ status: 'draft' }, { status: 'sent' }])).toBe(false)
    expect(hasSendingCampaign([{ status: 'sent' }, { status: 'sending' }])).toBe(true)
  })
})

describe('sendTestUnavailableText', () => {
  const none = { subscribed: false, pending: false, bounced: false, email: null }
  it('is null once the admin has a confirmed address: Send test is offered', () => {
    expect(sendTestUnavailableText({ ...none, subscribed: true, email: 'a@example.test' })).toBeNull()
  })

  it('says how to get one otherwise', () => {
    expect(sendTestUnavailableText(none)).toBe(
      'Send test mails a copy to your own newsletter address: subscribe on the home page with the Newsletter form, and confirm it, to get one.',
    )
    expect(sendTestUnavailableText({ ...none, pending: true, email: 'a@example.test' })).toBe(
      'Send test mails a copy to your own newsletter address: confirm a@example.test with the link we sent first.',
    )
    expect(sendTestUnavailableText({ ...none, bounced: true, email: 'a@example.test' })).toMatch(
      /mail to a@example\.test bounced: subscribe again/,
    )
  })
})

describe('a send that meets failures', () => {
  const format = {
    time: (at: number, zone: string) => `T${at}@${zone}`,
    dateTime: (at: number, zone: string) => `D${at}@${zone}`,
  }

  it('counts sent, waiting and failed with separators', () => {
    expect(deliveryCountsText({ sent_count: 1204, waiting_count: 30, failed_count: 0 })).toBe(
      'Sent 1,204 · Waiting 30 · Failed 0',
    )
  })

  it('says why and since when it retries, in the admin’s zone, the date once it is old', () => {
    const campaign = { retrying_since: 1000, retry_reason: 'mail server unreachable' }
    expect(retryingText(campaign, 'Europe/Paris', 1000 + 3600, format)).toBe(
      'Retrying — mail server unreachable since T1000@Europe/Paris',
    )
    expect(retryingText(campaign, 'UTC', 1000 + 13 * 3600, format)).toBe(
      'Retrying — mail server unreachable since D1000@UTC',
    )
    expect(retryingText({ retrying_since: 1000, retry_reason: null }, 'UTC', 1000, format)).toBe(
      'Retrying — mail could not be sent since T1000@UTC',
    )
    expect(retryingText({ retrying_since: null, retry_reason: null }, 'UTC', 1000, format)).toBeNull()
  })
})
