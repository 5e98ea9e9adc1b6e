import { notify } from '#app/lib/notify.ts'

/**
 * The options of a back-office save (`mutation.mutate(body, savedThen(…))`): once saved, the
 * green toast with `message` (or the message the answer makes) and `done` (the modal closes).
 * A refusal needs nothing here: every mutation's error shows in the red toast, in the page's
 * language (lib/query-client.ts), and the modal stays open with what was typed.
 */
export function savedThen<Answer>(
  message: string | ((answer: Answer) => string),
  done: () => void,
) {
  return {
    onSuccess: (answer: Answer) => {
      void notify.success(typeof message === 'string' ? message : message(answer))
      done()
    },
  }
}
