import { answerOf, NoAnswerError } from './api-client.ts'
import { storedToken } from './session-storage.ts'

/**
 * A multipart POST to the API that reports how much of it has gone (receipts, prescriptions):
 * fetch cannot tell upload progress, XMLHttpRequest can. Sent like browserApiFetch (same origin,
 * cookies, the stored token, the page's language); answers like requestJson (its JSON, an
 * ApiError for a refusal, NoAnswerError when the connection fails on the way).
 */
export function sendFormWithProgress<T>(
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', `/api${path}`)
    request.withCredentials = true
    const token = storedToken()
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`)
    request.setRequestHeader('accept-language', document.documentElement.lang)
    if (onProgress && request.upload)
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
      }
    request.onload = () => {
      try {
        const ok = request.status >= 200 && request.status < 300
        resolve(answerOf<T>(request.status, ok, request.statusText, request.responseText))
      } catch (error) {
        reject(error)
      }
    }
    const noAnswer = () => reject(new NoAnswerError())
    request.onerror = noAnswer
    request.onabort = noAnswer
    request.ontimeout = () => reject(new NoAnswerError({ timedOut: true }))
    request.send(form)
  })
}
