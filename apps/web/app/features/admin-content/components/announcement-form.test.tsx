import type { AdminAnnouncement } from '@kyanma/shared'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { spyOnToasts, stubApi } from '#app/features/auth/test/auth-test-kit.tsx'
import { renderInApp } from '#test/render.tsx'
import { AnnouncementForm } from './announcement-form.tsx'

/** An announcement as GET /admin/announcements lists it, with its Burmese title only. */
const ANNOUNCEMENT: AdminAnnouncement = {
  id: 4,
  title: 'Closed on Thingyan',
  description: 'We reopen on 18 April.',
  titleMy: 'သင်္ကြန်တွင် ပိတ်ပါမည်',
  descriptionMy: null,
  bannerImage: null,
  createdAt: '2026-04-01T03:30:00.000Z',
  isPublished: true,
}

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement

describe('announcement form in two languages', () => {
  it('loads the Burmese versions, marked as Burmese, and sends them on an edit', async () => {
    spyOnToasts()
    const calls = stubApi({ 'PUT /admin/announcements/4': { body: { id: 4 } } })
    const onDone = vi.fn()
    renderInApp(<AnnouncementForm announcement={ANNOUNCEMENT} onDone={onDone} />)
    expect(textbox('Title (Burmese)').value).toBe(ANNOUNCEMENT.titleMy)
    expect(textbox('Description (Burmese)').value).toBe('')
    for (const name of ['Title (Burmese)', 'Description (Burmese)'])
      expect(textbox(name).getAttribute('lang')).toBe('my')
    const events = userEvent.setup()
    await events.type(textbox('Description (Burmese)'), 'ဧပြီ ၁၈ တွင် ပြန်ဖွင့်ပါမည်။')
    await events.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/admin/announcements/4',
        body: {
          title: ANNOUNCEMENT.title,
          titleMy: ANNOUNCEMENT.titleMy,
          description: ANNOUNCEMENT.description,
          descriptionMy: 'ဧပြီ ၁၈ တွင် ပြန်ဖွင့်ပါမည်။',
          bannerImageId: null,
        },
      },
    ])
  })

  it('publishes a new announcement with its Burmese title', async () => {
    spyOnToasts()
    const calls = stubApi({
      'POST /admin/announcements': { status: 201, body: { id: 5, notified: 3 } },
    })
    const onDone = vi.fn()
    renderInApp(<AnnouncementForm announcement={null} onDone={onDone} />)
    const events = userEvent.setup()
    await events.type(screen.getByRole('textbox', { name: /^Title( \*)?$/ }), 'New hours')
    await events.type(textbox('Title (Burmese)'), 'ဖွင့်ချိန် အသစ်')
    await events.click(screen.getByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/admin/announcements',
      body: { title: 'New hours', titleMy: 'ဖွင့်ချိန် အသစ်', descriptionMy: '' },
    })
  })
})
