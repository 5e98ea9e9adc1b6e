import { burmeseDigits, type Language } from '@kyanma/shared'
import { useEffect, useState } from 'react'

/**
 * Whole seconds left until `endsAt` (epoch ms), updated every second, never more than
 * `maxSeconds` (a clock set back must not show a longer wait). Undefined until the browser has
 * looked at its clock: the timer starts in an effect, so nothing reads the time during render.
 */
export function useCountdown(endsAt: number | undefined, maxSeconds: number): number | undefined {
  const [left, setLeft] = useState<number>()
  useEffect(() => {
    if (endsAt === undefined) return
    const tick = () => {
      const seconds = Math.min(maxSeconds, Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)))
      setLeft(seconds)
      return seconds
    }
    if (tick() === 0) return
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [endsAt, maxSeconds])
  return left
}

/** 299 → '04:59' ('၀၄:၅၉' on a Burmese page). */
export function formatMinutesSeconds(totalSeconds: number, language: Language = 'en'): string {
  const minutes = Math.floor(totalSeconds / 60)
  const seconds = totalSeconds % 60
  const time = `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`
  return language === 'my' ? burmeseDigits(time) : time
}
