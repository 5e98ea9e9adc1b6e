import { screen } from '@testing-library/react'
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import { RouteErrorFallback } from './route-error-fallback.tsx'

// The fallback logs what failed; keep the test output clean.
const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
afterEach(() => consoleError.mockClear())

describe('error pages (spec section 8)', () => {
  it("shows 'Oh no! Something went wrong!' with a way home, and logs the error", () => {
    const error = new Error('render failed')
    renderInApp(<RouteErrorFallback error={error} />, { url: '/products/3' })
    expect(screen.getByRole('heading', { name: 'Oh no! Something went wrong!' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to Home Page' }).getAttribute('href')).toBe('/')
    expect(consoleError).toHaveBeenCalledWith(error)
  })

  it("shows 'Page not found...' for a missing page", () => {
    // What a loader's `throw data(null, { status: 404 })` becomes for the error boundary.
    renderInApp(<RouteErrorFallback error={new ErrorResponse(404, 'Not Found', null)} />)
    expect(screen.getByRole('heading', { name: 'Page not found...' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to Home Page' }).getAttribute('href')).toBe('/')
  })
})
