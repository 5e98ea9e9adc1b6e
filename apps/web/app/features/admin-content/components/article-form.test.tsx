import type { AdminArticle } from '@kyanma/shared'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import { ArticleForm } from './article-form.tsx'

/** GET /admin/articles/{id} as the API answers it: an article with its Burmese versions. */
const ARTICLE: AdminArticle = {
  id: 9,
  title: 'Staying well in the rains',
  description: 'Five habits for the monsoon.',
  author: 'Daw Khin',
  category: 'Seasonal Health',
  blogDate: '2026-06-01T03:30:00.000Z',
  image: null,
  content: '<p>Boil your water.</p>',
  titleMy: 'မိုးရာသီတွင် ကျန်းမာစွာ နေထိုင်ခြင်း',
  descriptionMy: 'မိုးရာသီအတွက် အလေ့အထ ငါးခု။',
  contentMy: '<p>ရေကို ကျိုချက်ပါ။</p>',
  isPublished: true,
  createdAt: '2026-06-01T03:30:00.000Z',
}

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement

function renderForm(article: AdminArticle | null) {
  const onSave = vi.fn()
  renderInApp(<ArticleForm article={article} saving={false} onSave={onSave} />)
  return onSave
}

describe('article form in two languages', () => {
  it('shows the Burmese title, summary and content beside the English ones, marked as Burmese', async () => {
    renderForm(ARTICLE)
    expect(textbox('Title (Burmese)').value).toBe(ARTICLE.titleMy)
    expect(textbox('Summary (Burmese)').value).toBe(ARTICLE.descriptionMy)
    for (const name of ['Title (Burmese)', 'Summary (Burmese)'])
      expect(textbox(name).getAttribute('lang')).toBe('my')
    expect(textbox('Title').getAttribute('lang')).toBeNull()
    // The rich-text editor twice: the Burmese one holds the Burmese content, in lang="my".
    const burmeseContent = await screen.findByText('ရေကို ကျိုချက်ပါ။')
    expect(burmeseContent.closest('[lang]')?.getAttribute('lang')).toBe('my')
    const editor = document.querySelector('[aria-label="Content (Burmese)"]')
    expect(editor?.contains(burmeseContent)).toBe(true)
    expect(screen.getByText('Boil your water.').closest('[lang]')).toBeNull()
  })

  it('sends the Burmese versions with the English ones', async () => {
    const onSave = renderForm(ARTICLE)
    await screen.findByText('ရေကို ကျိုချက်ပါ။')
    const events = userEvent.setup()
    await events.clear(textbox('Title (Burmese)'))
    await events.type(textbox('Title (Burmese)'), 'မိုးရာသီ ကျန်းမာရေး')
    await events.clear(textbox('Summary (Burmese)'))
    await events.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce())
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      title: ARTICLE.title,
      titleMy: 'မိုးရာသီ ကျန်းမာရေး',
      // Emptied: '' clears the stored Burmese summary.
      descriptionMy: '',
      content: ARTICLE.content,
      contentMy: ARTICLE.contentMy,
    })
  })
})
