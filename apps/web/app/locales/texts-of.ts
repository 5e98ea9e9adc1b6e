/**
 * The shape another language's texts must have: the English texts' keys, with every English
 * string widened to any string. `locales/my/x.ts` declares `export const y: TextsOf<typeof english>`
 * so a missing or misspelt key fails the typecheck (decision 037). Arrays may differ in length,
 * since a paragraph or a list point need not map one to one.
 */
export type TextsOf<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => TextsOf<R>
    : T extends readonly (infer U)[]
      ? readonly TextsOf<U>[]
      : T extends object
        ? { readonly [K in keyof T]: TextsOf<T[K]> }
        : T
