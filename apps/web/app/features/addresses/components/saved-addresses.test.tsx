import type { SavedAddress } from '@kyanma/shared'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { pageOf, refusal, spyOnToasts, stubApi } from '#app/features/auth/test/auth-test-kit.tsx'
import { makeQueryClient } from '#app/lib/query-client.ts'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { SavedAddresses } from './saved-addresses.tsx'

const LIST = 'GET /customers/me/addresses?page=0&size=50'
const home: SavedAddress = {
  id: 3,
  address: {
    receiverName: 'Aye Aye',
    phoneNo: '09790000123',
    region: 'Yangon Region',
    township: 'Kamayut',
    houseAptNo: 'No. 12',
    street: 'Pyay Road',
    wardBlock: 'Ward 5',
    note: 'Blue gate',
  },
}
const listOf = (...data: SavedAddress[]) => pageOf(data, 50)

function renderAddresses(url = '/') {
  renderInApp(<SavedAddresses />, { url, queryClient: makeQueryClient() })
}

const dialog = () => screen.findByRole('dialog')
const field = (box: HTMLElement, label: RegExp) =>
  within(box).getByLabelText(label) as HTMLInputElement

const select = (box: HTMLElement, name: string) =>
  within(box).getByRole('combobox', { name: new RegExp(`^${name}`) }) as HTMLInputElement

/** Types into a searchable select and picks an option. */
async function choose(box: HTMLElement, name: string, typed: string, option: string) {
  const events = userEvent.setup()
  await events.click(select(box, name))
  await events.type(select(box, name), typed)
  await events.click(await within(box).findByRole('option', { name: option }))
}

describe('saved addresses', () => {
  it('lists every part of each saved address', async () => {
    stubApi({ [LIST]: listOf(home) })
    renderAddresses()
    const list = await screen.findByRole('list', { name: 'Saved Addresses' })
    for (const text of [
      'Aye Aye',
      '09790000123',
      'Yangon Region',
      'Kamayut',
      'No. 12',
      'Pyay Road',
      'Ward 5',
      'Blue gate',
    ])
      expect(within(list).getByText(text)).toBeTruthy()
    expect(within(list).getByText('House/Apt No')).toBeTruthy()
  })

  it('says when there are none yet', async () => {
    stubApi({ [LIST]: listOf() })
    renderAddresses()
    expect(
      await screen.findByText('You have no saved addresses yet. Add one to check out faster.'),
    ).toBeTruthy()
  })

  it('closes the way to add at 20 addresses, and says why', async () => {
    const twenty = Array.from({ length: 20 }, (_, i) => ({ ...home, id: i + 1 }))
    stubApi({ [LIST]: listOf(...twenty) })
    renderAddresses()
    expect(
      await screen.findByText('You can keep up to 20 addresses. Please delete one first.'),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add Address' }).hasAttribute('disabled')).toBe(true)
  })

  it('asks for receiver, phone, region, township and street before saving', async () => {
    const calls = stubApi({ [LIST]: listOf() })
    renderAddresses()
    const events = userEvent.setup()
    await events.click(await screen.findByRole('button', { name: 'Add Address' }))
    const box = await dialog()
    await events.click(await within(box).findByRole('button', { name: 'Save Address' }))
    expect(await within(box).findAllByText('Required')).toHaveLength(4)
    expect(within(box).getByText('Invalid phone number format')).toBeTruthy()
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0)
  })

  it('adds an address, the townships following the chosen region', async () => {
    let saved = false
    const calls = stubApi({
      [LIST]: () => (saved ? listOf({ id: 9, address: { receiverName: 'Ko Ko' } }) : listOf()),
      'POST /customers/me/addresses': () => {
        saved = true
        return { status: 201, body: { id: 9, address: { receiverName: 'Ko Ko' } } }
      },
    })
    const toasts = spyOnToasts()
    renderAddresses()
    const events = userEvent.setup()
    await events.click(await screen.findByRole('button', { name: 'Add Address' }))
    const box = await dialog()
    await events.type(await within(box).findByLabelText(/^Receiver/), ' Ko Ko ')
    await events.type(field(box, /^Phone/), '+959 790 000 555')
    await choose(box, 'Region', 'yang', 'Yangon Region')
    // Only Yangon's townships are offered now.
    await events.click(select(box, 'Township'))
    await events.type(select(box, 'Township'), 'bogale')
    expect(await screen.findByText('Nothing Found')).toBeTruthy()
    await events.clear(select(box, 'Township'))
    await choose(box, 'Township', 'insein', 'Insein')
    await events.type(field(box, /^Street/), 'Baho Road')
    await events.type(field(box, /^Note/), 'Call first')
    await events.click(within(box).getByRole('button', { name: 'Save Address' }))

    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Your address has been saved!'))
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/customers/me/addresses',
      body: {
        address: {
          receiverName: 'Ko Ko',
          phoneNo: '09790000555',
          region: 'Yangon Region',
          township: 'Insein',
          street: 'Baho Road',
          note: 'Call first',
        },
      },
    })
    expect(await screen.findByText('Ko Ko')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it("fills in the region of a township chosen first, and drops a township the region doesn't have", async () => {
    stubApi({ [LIST]: listOf() })
    renderAddresses()
    const events = userEvent.setup()
    await events.click(await screen.findByRole('button', { name: 'Add Address' }))
    const box = await dialog()
    await choose(box, 'Township', 'bogal', 'Bogale')
    await waitFor(() => expect(select(box, 'Region').value).toBe('Ayeyarwady Region'))
    await events.clear(select(box, 'Region'))
    await choose(box, 'Region', 'mandalay', 'Mandalay Region')
    await waitFor(() => expect(select(box, 'Township').value).toBe(''))
  })

  it('edits a saved address in place', async () => {
    const calls = stubApi({
      [LIST]: listOf(home),
      'PUT /customers/me/addresses/3': { body: home },
    })
    const toasts = spyOnToasts()
    renderAddresses()
    const events = userEvent.setup()
    await events.click(await screen.findByRole('button', { name: 'Edit the address for Aye Aye' }))
    const box = await dialog()
    expect(within(box).getByText('Edit Address')).toBeTruthy()
    const street = (await within(box).findByLabelText(/^Street/)) as HTMLInputElement
    expect(street.value).toBe('Pyay Road')
    expect(select(box, 'Township').value).toBe('Kamayut')
    await events.clear(street)
    await events.type(street, 'University Avenue')
    await events.click(within(box).getByRole('button', { name: 'Save Address' }))

    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Your address has been saved!'))
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/customers/me/addresses/3',
      body: { address: { ...home.address, street: 'University Avenue' } },
    })
  })

  it('deletes an address after asking, and keeps it on Cancel', async () => {
    const calls = stubApi({
      [LIST]: listOf(home),
      'DELETE /customers/me/addresses/3': { body: { message: 'Deleted' } },
    })
    const toasts = spyOnToasts()
    renderAddresses()
    const events = userEvent.setup()
    const remove = await screen.findByRole('button', { name: 'Delete the address for Aye Aye' })
    await events.click(remove)
    let box = await dialog()
    expect(within(box).getByText('Delete this address?')).toBeTruthy()
    await events.click(within(box).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0)

    await events.click(remove)
    box = await dialog()
    await events.click(within(box).getByRole('button', { name: 'Delete' }))
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('The address has been deleted.'),
    )
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/customers/me/addresses/3',
    ])
  })

  it("shows the server's refusal in a red toast and keeps the form open", async () => {
    const gone = 'This address does not exist.'
    stubApi({
      [LIST]: listOf(home),
      'PUT /customers/me/addresses/3': refusal(404, 'NOT_FOUND', gone),
    })
    const toasts = spyOnToasts()
    renderAddresses()
    const events = userEvent.setup()
    await events.click(await screen.findByRole('button', { name: 'Edit the address for Aye Aye' }))
    const box = await dialog()
    await events.click(await within(box).findByRole('button', { name: 'Save Address' }))
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(gone))
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('lists and edits the addresses in Burmese under /my', async () => {
    await loadAllTexts()
    stubApi({ [LIST]: listOf(home) })
    renderAddresses('/my/profile')
    const list = await screen.findByRole('list', { name: 'သိမ်းထားသော လိပ်စာများ' })
    expect(screen.queryByRole('list', { name: 'Saved Addresses' })).toBeNull()
    expect(within(list).getByText('အိမ်/တိုက်အမှတ်')).toBeTruthy()
    expect(within(list).queryByText('House/Apt No')).toBeNull()
    const events = userEvent.setup()
    await events.click(within(list).getByRole('button', { name: 'Aye Aye ၏ လိပ်စာကို ပြင်မည်' }))
    const box = await screen.findByRole('dialog', { name: 'လိပ်စာ ပြင်ရန်' })
    const street = (await within(box).findByLabelText(/^လမ်း/)) as HTMLInputElement
    expect(street.value).toBe('Pyay Road')
    expect(within(box).getByRole('button', { name: 'လိပ်စာ သိမ်းမည်' })).toBeTruthy()
  })
})
