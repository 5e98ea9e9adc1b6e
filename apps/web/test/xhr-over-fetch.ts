/**
 * Uploads go through XMLHttpRequest for their progress (lib/send-form.ts). The component tests
 * answer the API by stubbing `fetch`; this stand-in sends what the shop's code asks of an
 * XMLHttpRequest through whatever `fetch` is at that moment, so those stubs answer uploads too,
 * and reports the whole body as sent (one progress event) before the answer.
 */
export class XhrOverFetch {
  status = 0
  statusText = ''
  responseText = ''
  withCredentials = false
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  ontimeout: (() => void) | null = null
  private method = 'GET'
  private url = ''
  private readonly headers = new Headers()

  open(method: string, url: string) {
    this.method = method
    this.url = url
  }

  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value)
  }

  send(body?: BodyInit | null) {
    const init = { method: this.method, headers: this.headers, body: body ?? null }
    globalThis.fetch(this.url, init).then(
      async (response) => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 } as ProgressEvent)
        this.status = response.status
        this.statusText = response.statusText
        this.responseText = await response.text()
        this.onload?.()
      },
      () => this.onerror?.(),
    )
  }
}
